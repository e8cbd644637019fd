// The product page against the real server: summary and page fields, metadata and microdata,
// instruction, group of forms, analogues by MNN, reviews and the browsing history.
import {
  BrowsingHistoryDocument,
  CreateReviewDocument,
  GroupDocument,
  ProductAnalogsDocument,
  ProductInstructionsDocument,
  ProductPageDocument,
  ProductPharmaciesDocument,
  ProductReviewsDocument,
  ProductsDocument,
} from '@apteka/sdk'
import { isPriceTypeId } from '@apteka/sdk/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, signIn, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

type AnalogueMnns = { id: string; price: number | null; mnns: { alias: string }[] }
const ANALOGUE_MNNS = `query AnalogueMnns($alias: String!, $regionID: ID!) {
  productAnalogs(alias: $alias, regionID: $regionID, paginator: { limit: 50 }) {
    total
    items { id price mnns { alias } }
  }
}`

describe.each(backends)('product page (%s)', (backend) => {
  let api: TestApi
  const moscow = 'moscowregion'
  /** A drug with an MNN, a group and analogues outside the group. */
  let drug: { id: string; alias: string; mnn: string }

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'product', { catalogSize: 300 })
    const list = await api.gql(ProductsDocument, {
      search: { regionID: moscow, query: 'парацетамол', pageCount: 100 },
    })
    const item = list.data!.products.items.find(
      (product) => product.mnns.length === 1 && product.mnns[0]!.alias && product.availableForOrder,
    )!
    drug = { id: item.id, alias: item.alias, mnn: item.mnns[0]!.alias }
  })
  afterAll(async () => {
    await api?.close()
  })

  const page = async (alias: string, regionID = moscow) => {
    const result = await api.gql(ProductPageDocument, { alias, regionID })
    expect(result.errors).toEqual([])
    return result.data!.productPage
  }

  it('shows the product with its current price, variants and properties', async () => {
    const product = (await page(drug.alias))!.product
    expect(product.url).toBe(`/product/${drug.alias}.html`)
    expect(product.image).toMatch(/\.svg$/)
    expect(product.price).toBeGreaterThan(0)
    expect(product.prices.length).toBeGreaterThan(0)
    // The current price is one of the variants: the base one when it can be ordered.
    const base = product.prices.find((price) => price.priceTypeID === 1 && price.availableForOrder)
    if (base) expect(product.price).toBe(base.price)
    expect(product.prices.map((price) => price.price)).toContain(product.price)
    expect(product.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(product.mnns[0]!.href).toBe(`/drugs/${drug.mnn}`)
    const main = product.properties
      .filter((property) => property.isMain)
      .map((property) => property.name)
    expect(main).toEqual(
      expect.arrayContaining(['Форма выпуска', 'Действующее вещество (МНН)', 'Бренд']),
    )
    expect(product.properties.some((property) => !property.isMain)).toBe(true)
    expect(product.isFavorite).toBe(false)
  })

  it("gives a product's price and priceTypeID together: both numbers, or both null", async () => {
    const list = await api.gql(ProductsDocument, {
      search: { regionID: moscow, query: 'парацетамол', pageCount: 100 },
    })
    const items = list.data!.products.items
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(item.priceTypeID === null).toBe(item.price === null)
      if (item.priceTypeID !== null) expect(isPriceTypeId(item.priceTypeID)).toBe(true)
    }
    // A product the region does not sell: neither.
    const elsewhere = await api.gql(ProductPageDocument, { alias: drug.alias, regionID: 'nowhere' })
    const product = elsewhere.data?.productPage?.product
    if (product) expect([product.price, product.priceTypeID]).toEqual([null, null])
  })

  it('titles the page with the product name and describes it in schema.org', async () => {
    const answer = (await page(drug.alias))!
    const meta = answer.metaInformation
    expect(meta.title).toBe(answer.product.name)
    expect(meta.h1).toBe(answer.product.name)
    expect(meta.canonical).toBe(`/product/${drug.alias}.html`)
    expect(meta.breadcrumbs[0]).toEqual({ title: 'Главная', link: '/' })
    expect(meta.breadcrumbs.at(-1)).toEqual({
      title: answer.product.name,
      link: answer.product.url,
    })
    const graph = JSON.parse(meta.microdata!)['@graph'] as Record<string, unknown>[]
    const product = graph.find((node) => node['@type'] === 'Product')!
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'RUB',
      price: answer.product.price!.toFixed(2),
      availability: 'https://schema.org/InStock',
    })
    expect(graph.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true)
  })

  it('an unknown alias has no page; its analogues are E_20', async () => {
    expect(await page('no-such-product')).toBeNull()
    const analogs = await api.gql(ProductAnalogsDocument, {
      alias: 'no-such-product',
      regionID: moscow,
    })
    expect(analogs.errors[0]?.extensions?.code).toBe('E_20')
  })

  it('has the instruction with ICD-10 names, and certificates', async () => {
    const result = await api.gql(ProductInstructionsDocument, {
      slug: drug.alias,
      regionID: moscow,
    })
    const instruction = result.data!.productInstructions!.instructions!
    expect(instruction.indictation).toBeTruthy()
    expect(instruction.prescription).toMatch(/рецепт/)
    for (const code of instruction.icd10) expect(code.desc).not.toBe('')
    expect(Array.isArray(result.data!.productInstructions!.certs)).toBe(true)
  })

  it('groups the forms of its trade name, and its analogues share the MNN', async () => {
    const product = (await page(drug.alias))!.product
    const group = product.group!
    expect(group.forms.length).toBeGreaterThan(0)
    const items = group.forms.flatMap((form) => form.items)
    expect(items.map((item) => item.alias)).toContain(drug.alias)
    for (const item of items) expect(item.url).toBe(`/product/${item.alias}.html`)

    const full = await api.gql(GroupDocument, {
      regionID: moscow,
      code: group.code,
      paginator: { limit: 50 },
    })
    const answer = full.data!.group!
    expect(answer.mnns.map((mnn) => mnn.alias)).toEqual([drug.mnn])
    for (const analog of answer.analogs.items) {
      expect(analog.mnns.map((mnn) => mnn.alias)).toEqual([drug.mnn])
      expect(items.map((item) => item.productId)).not.toContain(analog.id)
    }

    // The contract's ProductAnalogs asks for card fields only; the MNN is read here as a partner may.
    const analogs = await api.gql<
      { productAnalogs: { total: number; items: AnalogueMnns[] } },
      { alias: string; regionID: string }
    >(ANALOGUE_MNNS, { alias: drug.alias, regionID: moscow })
    const list = analogs.data!.productAnalogs
    expect(list.total).toBeGreaterThan(0)
    expect(list.items.map((item) => item.id)).not.toContain(drug.id)
    for (const analog of list.items) {
      expect(analog.mnns.map((mnn) => mnn.alias)).toContain(drug.mnn)
      expect(analog.price).not.toBeNull()
    }
  })

  it('lists pharmacies with the product in stock', async () => {
    const result = await api.gql(ProductPharmaciesDocument, { alias: drug.alias, regionID: moscow })
    const stock = result.data!.productPage!.product.pharmacies
    for (const entry of stock.items) {
      expect(entry.quantity).toBeGreaterThan(0)
      expect(entry.pharmacy.regionId).toBe(moscow)
    }
    expect(stock.total).toBeGreaterThanOrEqual(stock.items.length)
  })

  it('refuses a review from a guest (E_12) and a too short one (E_21), accepts a real one', async () => {
    const guest = await api.gql(CreateReviewDocument, {
      rating: 5,
      productID: drug.id,
      message: 'Хорошее средство, помогает быстро',
    })
    expect(guest.errors[0]?.extensions?.code).toBe('E_12')
    const headers = await signIn(api, '+79990001122')
    const short = await api.gql(
      CreateReviewDocument,
      { rating: 5, productID: drug.id, message: 'Ок' },
      headers,
    )
    expect(short.errors[0]?.extensions?.code).toBe('E_21')
    const badRating = await api.gql(
      CreateReviewDocument,
      { rating: 7, productID: drug.id, message: 'Нормально, но дороговато' },
      headers,
    )
    expect(badRating.errors[0]?.extensions?.code).toBe('E_1')
    const unknown = await api.gql(
      CreateReviewDocument,
      { rating: 4, productID: '99999999', message: 'Нормально, но дороговато' },
      headers,
    )
    expect(unknown.errors[0]?.extensions?.code).toBe('E_20')

    const before = (await api.gql(ProductReviewsDocument, { alias: drug.alias, regionID: moscow }))
      .data!.productPage!.product.reviews
    const created = await api.gql(
      CreateReviewDocument,
      { rating: 4, productID: drug.id, message: 'Помогает от температуры за полчаса' },
      headers,
    )
    expect(created.errors).toEqual([])
    expect(created.data!.createReview).toMatchObject({ rating: 4, authorName: 'Анна П.' })
    const after = (await api.gql(ProductReviewsDocument, { alias: drug.alias, regionID: moscow }))
      .data!.productPage!.product.reviews
    expect(after.total).toBe(before.total + 1)
    expect(after.items[0]!.message).toBe('Помогает от температуры за полчаса')
    const product = (await page(drug.alias))!.product
    expect(product.reviewsCount).toBe(after.total)
    expect(product.rating).toBeCloseTo(after.averageRating, 1)
  })

  it('browsing history keeps the order of ids and shows at most 10', async () => {
    const list = await api.gql(ProductsDocument, { search: { regionID: moscow, pageCount: 12 } })
    const ids = list.data!.products.items.map((item) => item.id).reverse()
    const history = await api.gql(BrowsingHistoryDocument, { regionID: moscow, ids: ['0', ...ids] })
    expect(history.data!.browsingHistory.map((item) => item.id)).toEqual(ids.slice(0, 10))
  })
})
