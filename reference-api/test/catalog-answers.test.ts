// The catalogue's answers only as large as the page shows (#17, #18): CatalogPage answers the
// subcategories instead of the whole tree and every region (both still resolve, deprecated, for
// documents that ask for them), and a filter list answers its top values when limited, the
// chosen ones always among them, with the list's total; one whole list comes by FilterListItems.
import {
  CatalogPageDocument,
  CategoriesDocument,
  FilterConfigDocument,
  FilterListItemsDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

/** A partner's older document: the page with the tree and the regions it used to carry. */
const OLD_CATALOG_PAGE = `query OldCatalogPage($regionID: ID!, $url: String!) {
  catalogPage(search: {}, regionID: $regionID, url: $url) {
    products { total }
    regions { id name }
    categories { id alias children { id alias } }
  }
}`

describe.each(backends)('catalogue answers (%s)', (backend) => {
  let api: TestApi
  const moscow = 'moscowregion'

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'catalog_answers', { catalogSize: 400 })
  })
  afterAll(async () => {
    await api?.close()
  })

  const tree = async () => (await api.gql(CategoriesDocument, {})).data!.categories
  const page = async (url: string) => {
    const result = await api.gql(CatalogPageDocument, { search: {}, regionID: moscow, url })
    expect(result.errors).toEqual([])
    return result.data!.catalogPage
  }

  it('a category page answers its children as subcategories, not the tree or the regions', async () => {
    const root = (await tree()).find((category) => category.children.length > 0)!
    const answer = await page(root.url)
    expect(answer.category?.alias).toBe(root.alias)
    expect(answer.subcategories.map((category) => category.alias)).toEqual(
      root.children.map((category) => category.alias),
    )
    expect(answer.subcategories[0]).toEqual({
      id: root.children[0]!.id,
      name: root.children[0]!.name,
      alias: root.children[0]!.alias,
      url: root.children[0]!.url,
    })
    expect(Object.keys(answer)).not.toContain('categories')
    expect(Object.keys(answer)).not.toContain('regions')
  })

  it('/catalog/ answers the top level; brand and search pages answer no subcategories', async () => {
    const top = await tree()
    expect((await page('/catalog/')).subcategories.map((category) => category.alias)).toEqual(
      top.map((category) => category.alias),
    )
    const someBrand = (await page('/catalog/')).products.items.find((item) => item.brand)!.brand!
    expect((await page(`/brand/${someBrand.alias}/`)).subcategories).toEqual([])
    expect((await page('/search/?what=витамин')).subcategories).toEqual([])
  })

  it('the deprecated regions and category tree still resolve for a document that asks', async () => {
    const root = (await tree())[0]!
    const result = await api.gql<
      {
        catalogPage: {
          products: { total: number }
          regions: { id: string; name: string }[]
          categories: { id: string; alias: string; children: { alias: string }[] }[]
        }
      },
      { regionID: string; url: string }
    >(OLD_CATALOG_PAGE, { regionID: moscow, url: root.url })
    expect(result.errors).toEqual([])
    const old = result.data!.catalogPage
    expect(old.products.total).toBeGreaterThan(0)
    expect(old.regions.map((region) => region.id)).toContain(moscow)
    expect(old.categories.map((category) => category.alias)).toEqual(
      (await tree()).map((category) => category.alias),
    )
    expect(old.categories[0]!.children.length).toBe(root.children.length)
  })

  it('a limited list answers its top values, the chosen ones beyond, the total and the same counts', async () => {
    const full = (await api.gql(FilterConfigDocument, { regionID: moscow, type: 'other' })).data!
      .filterConfig
    const brands = full.lists.find((list) => list.id === 'brand')!
    expect(brands.itemsTotal).toBe(brands.items.length)
    expect(brands.items.length).toBeGreaterThan(4)
    const rare = brands.items.at(-1)!
    const limited = await api.gql(FilterConfigDocument, {
      regionID: moscow,
      type: 'other',
      itemsLimit: 3,
      selected: [{ id: 'brand', values: [rare.id] }],
    })
    expect(limited.errors).toEqual([])
    const shown = limited.data!.filterConfig.lists.find((list) => list.id === 'brand')!
    expect(shown.itemsTotal).toBe(brands.items.length)
    expect(shown.items.map((item) => item.id)).toEqual([
      ...brands.items.slice(0, 3).map((item) => item.id),
      rare.id,
    ])
    expect(shown.items.at(-1)).toEqual({ ...rare, isSelected: true })
    expect(shown.items.slice(0, 3)).toEqual(brands.items.slice(0, 3))
    for (const list of limited.data!.filterConfig.lists) {
      const whole = full.lists.find((candidate) => candidate.id === list.id)!
      expect(list.itemsTotal).toBe(whole.items.length)
      expect(list.items.length).toBeLessThanOrEqual(list.id === 'brand' ? 4 : 3)
    }
  })

  it('FilterListItems answers one whole list with its chosen values marked', async () => {
    const full = (await api.gql(FilterConfigDocument, { regionID: moscow, type: 'other' })).data!
      .filterConfig
    const producers = full.lists.find((list) => list.id === 'producer')!
    const chosen = producers.items[1]!.id
    const result = await api.gql(FilterListItemsDocument, {
      regionID: moscow,
      type: 'other',
      list: 'producer',
      selected: [{ id: 'producer', values: [chosen] }],
    })
    expect(result.errors).toEqual([])
    const [only] = result.data!.filterConfig.lists
    expect(result.data!.filterConfig.lists).toHaveLength(1)
    expect(only!.itemsTotal).toBe(producers.items.length)
    expect(only!.items).toEqual(
      producers.items.map((item) => ({ ...item, isSelected: item.id === chosen })),
    )
    const unknown = await api.gql(FilterListItemsDocument, {
      regionID: moscow,
      type: 'other',
      list: 'no-such-list',
    })
    expect(unknown.data!.filterConfig.lists).toEqual([])
  })

  it('a limit outside 1…1000 and too many chosen values are E_1 in Russian', async () => {
    for (const itemsLimit of [0, -5, 1001]) {
      const result = await api.gql(FilterConfigDocument, { regionID: moscow, itemsLimit })
      expect(result.status).toBe(200)
      expect(result.errors[0]?.extensions?.code).toBe('E_1')
      expect(result.errors[0]?.message).toMatch(/[а-яё]/i)
    }
    const manyValues = await api.gql(FilterConfigDocument, {
      regionID: moscow,
      selected: [{ id: 'brand', values: Array.from({ length: 101 }, (_, i) => `b${i}`) }],
    })
    expect(manyValues.errors[0]?.extensions?.code).toBe('E_1')
    const manyLists = await api.gql(FilterConfigDocument, {
      regionID: moscow,
      selected: Array.from({ length: 21 }, (_, i) => ({ id: `l${i}`, values: ['x'] })),
    })
    expect(manyLists.errors[0]?.extensions?.code).toBe('E_1')
    expect(manyLists.errors[0]?.message).toMatch(/[а-яё]/i)
  })
})
