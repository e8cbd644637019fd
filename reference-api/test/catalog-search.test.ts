// Product lists against the real server: Russian full text with typos, brand and MNN search,
// autocomplete, regional assortment and prices, filter counts, paging and catalogue pages.
import {
  BrandDocument,
  BrandLettersDocument,
  BrandsByLetterDocument,
  CatalogPageDocument,
  CategoriesDocument,
  CategoryDocument,
  DiseaseDocument,
  DiseasesDocument,
  DrugsByLetterDocument,
  FilterConfigDocument,
  ProductPageDocument,
  ProductsDocument,
  SearchAutocompleteDocument,
  SearchHelpDocument,
  TagDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildConditions, fromWhere } from '../src/catalog/productConditions'
import { SqlParameters } from '../src/catalog/sqlParameters'
import { prepareQuery } from '../src/catalog/textMatch'
import { productUrl } from '../src/product/productDetails'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

type Search = Parameters<TestApi['gql']>[1] & Record<string, unknown>

describe.each(backends)('catalogue search and lists (%s)', (backend) => {
  let api: TestApi
  const moscow = 'moscowregion'

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'catalog_search', { catalogSize: 400 })
  })
  afterAll(async () => {
    await api?.close()
  })

  const products = async (search: Search) => {
    const result = await api.gql(ProductsDocument, {
      search: { regionID: moscow, ...search } as never,
    })
    expect(result.errors).toEqual([])
    return result.data!.products
  }

  it.each(['парацетамол', 'парацетамола', 'парацитамол', 'ПАРАЦЕТАМОЛ', 'парацет'])(
    "finds paracetamol for '%s'",
    async (query) => {
      const found = await products({ query, pageCount: 100 })
      expect(found.total).toBeGreaterThan(0)
      const withParacetamol = found.items.filter((item) =>
        item.mnns.some((mnn) => mnn.title.toLowerCase().includes('парацетамол')),
      )
      expect(withParacetamol.length).toBeGreaterThan(0)
      // The best match comes first: a paracetamol product, not something merely similar.
      expect(found.items[0]!.mnns.map((mnn) => mnn.title.toLowerCase()).join(' ')).toContain(
        'парацетамол',
      )
    },
  )

  it('finds every product of a brand by the brand name, and by the MNN', async () => {
    const all = await products({ pageCount: 100 })
    const sample = all.items.find((item) => item.brand && item.mnns.length === 1)!
    const byBrand = await products({ query: sample.brand!.name, pageCount: 100 })
    expect(byBrand.items.map((item) => item.id)).toContain(sample.id)
    const brandOnly = await products({ brandCode: sample.brand!.alias, pageCount: 100 })
    const foundIds = new Set(byBrand.items.map((item) => item.id))
    for (const item of brandOnly.items) expect(foundIds.has(item.id)).toBe(true)

    const byMnn = await products({ query: sample.mnns[0]!.title, pageCount: 100 })
    expect(byMnn.items.map((item) => item.id)).toContain(sample.id)
  })

  it('a one-letter query is E_18', async () => {
    const result = await api.gql(ProductsDocument, { search: { regionID: moscow, query: 'а' } })
    expect(result.errors[0]?.extensions?.code).toBe('E_18')
  })

  it.each(['Nurofen', 'nurofen', 'yehjatY', 'yehjatyf'])(
    "a Latin or wrong-layout '%s' finds what 'нурофен' finds, in lists and the box",
    async (query) => {
      const russian = await products({ query: 'нурофен', pageCount: 100 })
      expect(russian.total).toBeGreaterThan(0)
      const latin = await products({ query, pageCount: 100 })
      expect(latin.items.map((item) => item.name)).toEqual(russian.items.map((item) => item.name))
      expect(latin.items[0]!.name).toMatch(/Нурофен/)
      const box = await api.gql(SearchAutocompleteDocument, { regionID: moscow, query, size: 5 })
      expect(box.errors).toEqual([])
      expect(box.data!.searchAutocomplete.products.length).toBeGreaterThan(0)
      expect(box.data!.searchAutocomplete.products[0]!.name).toMatch(/Нурофен/)
    },
  )

  it('autocomplete redirects a query naming a brand exactly and suggests articles by title, as the tables say', async () => {
    const [brand] = await api.database.exec<{ alias: string; name: string }>(
      `SELECT b.alias, b.name FROM brands b
        WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE lower(c.name) = lower(b.name))
        ORDER BY b.id LIMIT 1`,
    )
    const named = await api.gql(SearchAutocompleteDocument, {
      regionID: moscow,
      query: ` ${brand!.name.toUpperCase()} `,
      size: 3,
    })
    expect(named.errors).toEqual([])
    expect(named.data!.searchAutocomplete.redirectUrl).toBe(`/brand/${brand!.alias}/`)

    const [article] = await api.database.exec<{ title: string }>(
      'SELECT title FROM articles ORDER BY id LIMIT 1',
    )
    const word = article!.title.split(/\s+/).find((w) => w.length >= 5) ?? article!.title
    const expected = await api.database.exec<{ alias: string }>(
      `SELECT alias FROM articles WHERE title ILIKE $1 ORDER BY views DESC, id LIMIT 3`,
      [`%${word.toLowerCase()}%`],
    )
    const box = await api.gql(SearchAutocompleteDocument, {
      regionID: moscow,
      query: word.toUpperCase(),
      size: 3,
    })
    expect(box.errors).toEqual([])
    const articleUrls = box
      .data!.searchAutocomplete.contents.filter((c) => c.id.startsWith('article-'))
      .map((c) => c.url)
    expect(articleUrls).toEqual(expected.map((row) => `/blog/${row.alias}/`))
    expect(articleUrls.length).toBeGreaterThan(0)
  })

  it('autocomplete redirects a query naming a category exactly, in any case', async () => {
    const { data } = await api.gql(CategoriesDocument, {})
    const category = data!.categories[0]!.children[0]!
    const result = await api.gql(SearchAutocompleteDocument, {
      regionID: moscow,
      query: category.name.toUpperCase(),
      size: 3,
    })
    expect(result.errors).toEqual([])
    expect(result.data!.searchAutocomplete.redirectUrl).toBe(category.url)
    expect(result.data!.searchAutocomplete.contents.map((c) => c.url)).toContain(category.url)
  })

  it('autocomplete suggests products, terms that find products and form refinements', async () => {
    const result = await api.gql(SearchAutocompleteDocument, {
      regionID: moscow,
      query: 'парацетамол',
      size: 4,
    })
    const answer = result.data!.searchAutocomplete
    expect(answer.products.length).toBeGreaterThan(0)
    expect(answer.products.length).toBeLessThanOrEqual(4)
    expect(answer.redirectUrl).toBeNull()
    for (const term of answer.sts) {
      expect(term.amount).toBeGreaterThan(0)
      expect((await products({ query: term.st })).total).toBe(term.amount)
    }
    for (const tap of answer.taps)
      expect(tap.relatedSearch).toBe(`парацетамол ${tap.tap.toLowerCase()}`)
    const help = await api.gql(SearchHelpDocument, {})
    expect(help.data!.searchHelp.length).toBeGreaterThan(0)
    expect(help.data!.searchHelp[0]!.url).toMatch(/^\/search\?what=/)
  })

  it('autocomplete asks the database a few statements, however many terms it suggests', async () => {
    const statements: string[] = []
    const exec = api.database.exec
    api.database.exec = ((sql: string, params?: unknown[]) => {
      statements.push(sql)
      return exec(sql, params)
    }) as typeof exec
    try {
      for (const query of ['па', 'ибупрофен', 'витамин']) {
        statements.length = 0
        const result = await api.gql(SearchAutocompleteDocument, {
          regionID: moscow,
          query,
          size: 5,
        })
        expect(result.errors).toEqual([])
        expect(result.data!.searchAutocomplete.sts.length, query).toBeGreaterThan(2)
        // The terms, then per batch of terms one statement for their text matches and one for
        // their counts (two batches at most), the query's own match, products with their forms,
        // articles and a brand: a fixed number, not a few per suggested term.
        expect(statements.length, query).toBeLessThanOrEqual(9)
      }
    } finally {
      api.database.exec = exec
    }
  })

  it('text search pages are exactly the full relevance sort of every match', async () => {
    const ctx = { ...api.database, now: new Date() }
    for (const text of ['таблетки', 'крем', 'парацитамол', 'витамин д', 'капли']) {
      // Every match, sorted the plain way: rank plus word similarity, then popularity and id.
      const query = await prepareQuery(ctx, { regionId: moscow, text })
      const params = new SqlParameters()
      const built = buildConditions(query, params)
      const textParam = params.add(text)
      const rank = query.textMatch?.fullText
        ? `ts_rank(p.search_vector, to_tsquery('russian', ${params.add(query.textMatch.fullText)})) + `
        : ''
      const all = await api.database.exec<{ id: number }>(
        `SELECT p.id ${fromWhere(built)}
         ORDER BY ${rank}word_similarity(${textParam}, p.name) DESC, p.popularity DESC, p.id`,
        params.values,
      )
      const ids = all.map((row) => String(row.id))
      for (const [page, pageCount] of [
        [1, 5],
        [2, 5],
        [3, 7],
        [1, 24],
      ] as const) {
        const found = await products({ query: text, page, pageCount })
        expect(found.total, text).toBe(ids.length)
        expect(
          found.items.map((item) => item.id),
          `${text} page ${page}`,
        ).toEqual(ids.slice((page - 1) * pageCount, page * pageCount))
      }
    }
  })

  it('lists only the regional assortment, at regional prices', async () => {
    const inMoscow = await products({ pageCount: 100, sort: { type: 'name', side: 'asc' } })
    const ids = inMoscow.items.map((item) => item.id)
    // Some region lacks some of these products: they are absent from its lists and unpriced there.
    let missing: { region: string; id: string } | null = null
    let repriced = false
    for (const region of ['spb', 'tatarstan', 'yanao', 'chukotka', 'adygea']) {
      const there = await products({ regionID: region, ids, pageCount: 100 })
      const present = new Map(there.items.map((item) => [item.id, item]))
      const absent = ids.find((id) => !present.has(id))
      if (absent && !missing) missing = { region, id: absent }
      for (const item of inMoscow.items) {
        const other = present.get(item.id)
        if (other && other.price !== item.price) repriced = true
      }
    }
    expect(missing).not.toBeNull()
    expect(repriced).toBe(true)
    const alias = inMoscow.items.find((item) => item.id === missing!.id)!.alias
    const page = await api.gql(ProductPageDocument, { alias, regionID: missing!.region })
    expect(page.data!.productPage!.product.price).toBeNull()
    expect(page.data!.productPage!.product.availableForOrder).toBe(false)
    expect(page.data!.productPage!.product.prices).toEqual([])
  })

  it('an unknown region is E_15', async () => {
    const result = await api.gql(ProductsDocument, { search: { regionID: 'atlantis' } })
    expect(result.errors[0]?.extensions?.code).toBe('E_15')
  })

  it('filter counts are the totals the filters give', async () => {
    const { data } = await api.gql(CategoriesDocument, {})
    const root = data!.categories[0]!
    const config = (
      await api.gql(FilterConfigDocument, { regionID: moscow, categoryAlias: root.alias })
    ).data!.filterConfig
    const all = await products({ categoryAlias: root.alias })
    expect(config.lists.map((list) => list.id)).toEqual(
      expect.arrayContaining(['brand', 'producer', 'form']),
    )
    for (const list of config.lists) {
      expect(list.items.reduce((sum, item) => sum + item.count, 0)).toBeLessThanOrEqual(all.total)
      for (const item of list.items.slice(0, 2)) {
        const filtered = await products({
          categoryAlias: root.alias,
          lists: [{ id: list.id, values: [item.id] }],
        })
        expect(filtered.total, `${list.id}:${item.id}`).toBe(item.count)
      }
    }
    const brandList = config.lists.find((list) => list.id === 'brand')!
    expect(brandList.items.reduce((sum, item) => sum + item.count, 0)).toBe(all.total)
    const price = config.ranges.find((range) => range.id === 'price')!
    expect(price.min).toBeLessThanOrEqual(price.max)
    expect(
      (
        await products({
          categoryAlias: root.alias,
          ranges: [{ id: 'price', min: price.min, max: price.max }],
        })
      ).total,
    ).toBe(all.total)
    expect(config.defaultSort).toEqual({ side: 'desc', type: 'popular' })
    for (const category of config.categories) {
      expect((await products({ categoryAlias: category.alias })).total).toBe(category.productsCount)
    }
    const available = await products({ categoryAlias: root.alias, toggles: ['available'] })
    expect(available.items.every((item) => item.availableForOrder)).toBe(true)
  })

  it('pages cover the list exactly once, with consistent page info', async () => {
    const first = await products({ pageCount: 7, page: 1 })
    const seen = new Set<string>()
    const pages = Math.min(first.pageInfo.pageCount, 6)
    for (let page = 1; page <= pages; page++) {
      const list = await products({ pageCount: 7, page })
      expect(list.total).toBe(first.total)
      expect(list.pageInfo).toEqual({
        page,
        limit: 7,
        total: first.total,
        pageCount: Math.ceil(first.total / 7),
      })
      for (const item of list.items) seen.add(item.id)
    }
    expect(seen.size).toBe(Math.min(first.total, pages * 7))
  })

  it('deeper popular pages seek past the last page served: the rows of OFFSET paging, pages 1–4', async () => {
    // The whole list the plain way: every product of the region by popularity, then id.
    const params = new SqlParameters()
    const built = buildConditions({ regionId: moscow, onlyDiscounts: true }, params)
    const all = await api.database.exec<{ id: number }>(
      `SELECT p.id ${fromWhere(built)} ORDER BY p.popularity DESC, p.id`,
      params.values,
    )
    const ids = all.map((row) => String(row.id))
    expect(ids.length).toBeGreaterThan(35)
    const statements: string[] = []
    const exec = api.database.exec
    api.database.exec = ((sql: string, values?: unknown[]) => {
      statements.push(sql)
      return exec(sql, values)
    }) as typeof exec
    const listStatement = () => statements.find((sql) => sql.includes('ORDER BY p.popularity'))
    try {
      for (const page of [1, 2, 3, 4, 7]) {
        statements.length = 0
        const found = await products({ onlyDiscounts: true, page, pageCount: 5 })
        expect(
          found.items.map((item) => item.id),
          `page ${page}`,
        ).toEqual(ids.slice((page - 1) * 5, page * 5))
        const sql = listStatement() ?? ''
        if (page === 1) expect(sql).not.toContain('OFFSET')
        // Pages 2–4 start right after the page before; page 7 seeks past page 4 and skips 10.
        if (page > 1) expect(sql).toMatch(/p\.popularity <= \$\d+ AND/)
        if (page > 1 && page <= 4) expect(sql).not.toContain('OFFSET')
        if (page === 7) expect(sql).toContain('OFFSET')
      }
    } finally {
      api.database.exec = exec
    }
  })

  it('sorts by price both ways', async () => {
    const up = await products({ sort: { type: 'price', side: 'asc' }, pageCount: 30 })
    const prices = up.items.map((item) => item.price!)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const down = await products({ sort: { type: 'price', side: 'desc' }, pageCount: 30 })
    const dear = down.items.map((item) => item.price!)
    expect(dear).toEqual([...dear].sort((a, b) => b - a))
  })

  it('builds a category page with its metadata, breadcrumbs and microdata', async () => {
    const { data } = await api.gql(CategoriesDocument, {})
    const root = data!.categories[0]!
    const rootConfig = (
      await api.gql(FilterConfigDocument, { regionID: moscow, categoryAlias: root.alias })
    ).data!.filterConfig
    const child = rootConfig.categories[0]!
    const brands = (
      await api.gql(FilterConfigDocument, { regionID: moscow, categoryAlias: child.alias })
    ).data!.filterConfig.lists.find((list) => list.id === 'brand')!
    const brand = brands.items[0]!
    const url = `/catalog/${root.alias}/${child.alias}/brand:${brand.id}/`
    const result = await api.gql(CatalogPageDocument, {
      search: { pageCount: 5 },
      regionID: moscow,
      url,
    })
    expect(result.errors).toEqual([])
    const page = result.data!.catalogPage
    expect(page.products.total).toBe(brand.count)
    expect(page.category?.alias).toBe(child.alias)
    const meta = page.metaInformation
    expect(meta.h1).toBe(child.name)
    expect(meta.title).toBe(`${child.name} — купить в аптеке в Москве и области`)
    expect(meta.canonical).toBe(`/catalog/${root.alias}/${child.alias}/`)
    expect(meta.breadcrumbs.map((crumb) => crumb.title)).toEqual([
      'Главная',
      'Каталог',
      root.name,
      child.name,
    ])
    const microdata = JSON.parse(meta.microdata!)
    const graph = microdata['@graph'] as Record<string, unknown>[]
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[]
    }
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(
      meta.breadcrumbs.map((c) => c.title),
    )
    const list = graph.find((node) => node['@type'] === 'ItemList') as {
      itemListElement: { position: number; url: string }[]
    }
    // The summary form: each product's page by its address, in the list's order.
    expect(list.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(
      page.products.items.map((item) => productUrl(item.alias)),
    )
    expect(list.itemListElement.map((item) => item.position)).toEqual(
      page.products.items.map((_item, index) => index + 1),
    )
    const childInTree = root.children.find((category) => category.alias === child.alias)
    expect(page.subcategories.map((category) => category.alias)).toEqual(
      (childInTree?.children ?? []).map((category) => category.alias),
    )
  })

  it('catalogue pages of a brand, discounts and search', async () => {
    const sample = (await products({ pageCount: 1 })).items[0]!
    const brand = await api.gql(CatalogPageDocument, {
      search: {},
      regionID: moscow,
      url: `/brand/${sample.brand!.alias}/`,
    })
    expect(brand.data!.catalogPage.title).toBe(sample.brand!.name)
    expect(
      brand.data!.catalogPage.products.items.every(
        (item) => item.brand?.alias === sample.brand!.alias,
      ),
    ).toBe(true)
    const discounts = await api.gql(CatalogPageDocument, {
      search: {},
      regionID: moscow,
      url: '/discounts',
    })
    expect(discounts.data!.catalogPage.products.total).toBeGreaterThan(0)
    expect(
      discounts.data!.catalogPage.products.items.every((item) => (item.discount ?? 0) > 0),
    ).toBe(true)
    const search = await api.gql(CatalogPageDocument, {
      search: {},
      regionID: moscow,
      url: '/search/?what=%D0%BF%D0%B0%D1%80%D0%B0%D1%86%D0%B5%D1%82%D0%B0%D0%BC%D0%BE%D0%BB',
    })
    expect(search.data!.catalogPage.products.total).toBe(
      (await products({ query: 'парацетамол' })).total,
    )
    const unknown = await api.gql(CatalogPageDocument, {
      search: {},
      regionID: moscow,
      url: '/catalog/no-such/',
    })
    expect(unknown.errors[0]?.extensions?.code).toBe('E_270')
  })

  it('brands by letter, one brand and its page', async () => {
    const letters = (await api.gql(BrandLettersDocument, {})).data!.brandLetters
    expect(letters.ru.length + letters.en.length).toBeGreaterThan(0)
    const letter = letters.ru[0] ?? letters.en[0]!
    const brands = (
      await api.gql(BrandsByLetterDocument, { letter, alphabet: letters.ru.length ? 'ru' : 'en' })
    ).data!.brandsByLetter
    expect(brands.length).toBeGreaterThan(0)
    for (const brand of brands)
      expect(brand.name.charAt(0).toUpperCase().replace('Ё', 'Е')).toBe(letter)
    const one = (await api.gql(BrandDocument, { alias: brands[0]!.alias })).data!.brand!
    expect(one).toMatchObject({ name: brands[0]!.name, url: `/brand/${brands[0]!.alias}/` })
    const listed = await products({ brandCode: one.alias, regionID: moscow })
    expect(listed.total).toBeLessThanOrEqual(one.productsCount!)
  })

  it('drugs by letter list their trade names; the drug page lists its products', async () => {
    const drugs = (await api.gql(DrugsByLetterDocument, { letter: 'П', alphabet: 'ru' })).data!
      .drugsByLetter
    expect(drugs.letters).toContain('П')
    const paracetamol = drugs.items.find((drug) => drug.title === 'парацетамол')!
    expect(paracetamol.href).toBe(`/drugs/${paracetamol.alias}`)
    expect(paracetamol.tradeNames.length).toBeGreaterThan(0)
    // Trade names only: the seeded makers' names (Озон, Вертекс, Канонфарма) never, in any letter.
    const makers = await api.database.exec<{ name: string }>('SELECT name FROM manufacturers')
    const makerNames = new Set(makers.map((maker) => maker.name))
    for (const letter of drugs.letters) {
      const { items } = (await api.gql(DrugsByLetterDocument, { letter, alphabet: 'ru' })).data!
        .drugsByLetter
      for (const drug of items)
        for (const name of drug.tradeNames)
          expect(makerNames.has(name) || /^(Озон|Вертекс|Канонфарма)$/.test(name), name).toBe(false)
    }
    const page = await api.gql(CatalogPageDocument, {
      search: {},
      regionID: moscow,
      url: paracetamol.href,
    })
    expect(page.data!.catalogPage.title).toBe('парацетамол')
    const items = page.data!.catalogPage.products.items
    expect(items.length).toBeGreaterThan(0)
    // The page lists cards; their active substances are in the products' own summaries.
    const summaries = await products({ ids: items.map((item) => item.id), pageCount: 100 })
    expect(summaries.items).toHaveLength(items.length)
    for (const item of summaries.items)
      expect(item.mnns.map((mnn) => mnn.alias)).toContain(paracetamol.alias)
  })

  it('diseases by letter, one disease and the drugs for it', async () => {
    const all = (await api.gql(DiseasesDocument, { paginator: { limit: 100 } })).data!.diseases
    expect(all.total).toBeGreaterThan(0)
    const letter = all.letters[0]!
    const some = (await api.gql(DiseasesDocument, { letter })).data!.diseases
    expect(some.items.every((disease) => disease.letter === letter)).toBe(true)
    const disease = (await api.gql(DiseaseDocument, { code: all.items[0]!.code })).data!.disease!
    expect(disease.url).toBe(`/diseases/${disease.code}`)
    expect((await api.gql(DiseaseDocument, { code: 'no-such' })).data!.disease).toBeNull()
    // Some disease has drugs in the catalogue, and its page lists them.
    let withDrugs = 0
    for (const item of all.items.slice(0, 30)) {
      withDrugs += (await products({ diseaseCode: item.code })).total
    }
    expect(withDrugs).toBeGreaterThan(0)
  })

  it('a category with its children, doctors and tags; a tag page narrows by form', async () => {
    const { data } = await api.gql(CategoriesDocument, {})
    const root = data!.categories[0]!
    const category = (await api.gql(CategoryDocument, { alias: root.alias })).data!.category!
    expect(category.children.map((child) => child.alias)).toEqual(
      root.children.map((child) => child.alias),
    )
    expect(category.productsCount).toBe((await products({ categoryAlias: root.alias })).total)
    expect(Array.isArray(category.doctors)).toBe(true)
    expect((await api.gql(CategoryDocument, { alias: 'no-such' })).data!.category).toBeNull()

    // A leaf with tags: its 'tabletki' tag keeps only tablets.
    const leaves = (
      await api.gql(FilterConfigDocument, { regionID: moscow, categoryAlias: root.alias })
    ).data!.filterConfig.categories
    let checked = false
    for (const parent of leaves) {
      const config = (
        await api.gql(FilterConfigDocument, { regionID: moscow, categoryAlias: parent.alias })
      ).data!.filterConfig
      for (const leaf of config.categories) {
        const tags = (
          await api.gql(FilterConfigDocument, { regionID: moscow, categoryAlias: leaf.alias })
        ).data!.filterConfig.tags
        const tablets = tags.find((tag) => tag.url.endsWith('/tabletki/'))
        if (!tablets) continue
        const tag = (await api.gql(TagDocument, { categoryAlias: leaf.alias, alias: 'tabletki' }))
          .data!.tag!
        expect(tag.metaInformation.h1).toBe(tag.title)
        const page = await api.gql(CatalogPageDocument, {
          search: { pageCount: 50 },
          regionID: moscow,
          url: tablets.url,
        })
        expect(page.errors).toEqual([])
        const listed = page.data!.catalogPage.products
        expect(listed.total).toBeGreaterThan(0)
        expect(listed.total).toBeLessThanOrEqual(leaf.productsCount)
        expect(page.data!.catalogPage.metaInformation.breadcrumbs.at(-1)!.title).toBe(tag.title)
        checked = true
        break
      }
      if (checked) break
    }
    expect(checked).toBe(true)
  })
})
