// The product lists against the real reference-api (startStack): filters and order kept
// in the address (chosen in the browser, checked against the API, rendered by the server
// on reload), the brands index and a brand's page rendered by the server, a product's
// analogues, and axe on a filtered catalogue page on a phone and a desktop.
import {
  BrandLettersDocument,
  BrandsByLetterDocument,
  CatalogPageDocument,
  type CatalogPageQuery,
  type CatalogSearchInput,
  CategoriesDocument,
  FilterConfigDocument,
  type FilterConfigQuery,
  ProductAnalogsDocument,
  type TypedDocumentString,
} from '@apteka/sdk'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  axeViolations,
  graphqlCall,
  hydrationErrors,
  launchBrowser,
  openWatchedPage,
  waitForHydration,
} from './harness'
import { type RunningStack, startStack } from './stack'

const REGION = 'moscowregion'

let stack: RunningStack
let browser: Browser
/** A catalogue category with enough products and brands to filter: '/catalog/{alias}/'. */
let category: { alias: string; path: string; total: number }
/** A brand of that category that keeps some of its products, not all. */
let brandItem: FilterConfigQuery['filterConfig']['lists'][number]['items'][number]

/** Asks the API directly, failing on GraphQL errors. */
async function ask<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
  const answer = await stack.api.gql(document, variables)
  if (answer.errors.length > 0 || !answer.data) {
    throw new Error(`API error: ${JSON.stringify(answer.errors)}`)
  }
  return answer.data
}

/** Every product of a catalogue address (one big page), straight from the API. */
async function catalogFromApi(
  url: string,
  search: CatalogSearchInput = {},
): Promise<CatalogPageQuery['catalogPage']> {
  const data = await ask(CatalogPageDocument, {
    url,
    regionID: REGION,
    search: { page: 1, pageCount: 100, ...search },
  })
  return data.catalogPage
}

/** Every product of a catalogue address, page by page (the API gives at most 100 a page). */
async function allProductsFromApi(
  url: string,
): Promise<CatalogPageQuery['catalogPage']['products']['items']> {
  const items: CatalogPageQuery['catalogPage']['products']['items'] = []
  for (let page = 1; ; page++) {
    const { products } = await catalogFromApi(url, { page })
    items.push(...products.items)
    if (items.length >= products.total || products.items.length === 0) return items
  }
}

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
  // The top-level category with most products, and a brand in it that narrows the list.
  const root = await catalogFromApi('/catalog')
  const counted = await Promise.all(
    root.subcategories.map(async (node) => ({
      alias: node.alias,
      path: node.url,
      total: (await catalogFromApi(node.url)).products.total,
    })),
  )
  const biggest = counted.sort((a, b) => b.total - a.total)[0]
  if (!biggest) throw new Error('the catalogue has no categories')
  category = biggest
  const config = await ask(FilterConfigDocument, {
    regionID: REGION,
    type: 'category',
    categoryAlias: category.alias,
  })
  const brands = config.filterConfig.lists.find((list) => list.id === 'brand')
  const item = brands?.items.find((candidate) => candidate.count > 1 && candidate.count < 24)
  if (!item) throw new Error(`no brand narrows ${category.path}`)
  brandItem = item
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

/** A page that records errors. */
const openPage = (width = 1440, height = 900) => openWatchedPage(browser, { width, height })

/** The list's product count next to the h1 ('56 товаров'). */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.locator('main h1 + span').textContent()) ?? ''
  const total = /(\d+)\s+товар/.exec(text)?.[1]
  if (!total) throw new Error(`no product count in '${text}'`)
  return Number(total)
}

/** The product aliases of the grid, in order. */
async function shownAliases(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('[data-testid="product-card"] h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => /\/product\/(.+)\.html$/.exec(href)?.[1] ?? href)
}

/** The product aliases a server-rendered page lists, in order. */
const aliasesInHtml = (html: string) =>
  [...html.matchAll(/<h2[^>]*><a[^>]*href="\/product\/([^"]+)\.html"/g)].map((match) => match[1])

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const h1Of = (html: string) => {
  const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]
  return h1 === undefined ? undefined : decodeHtml(h1)
}

/** A checkbox or switch name that starts with a title ('Эвалар 5'). */
const startingWith = (title: string) =>
  new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)

describe('filters in the address', () => {
  it('choosing a brand writes f_brand, shrinks the list to that brand, and a reload keeps it', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const before = await shownTotal(page)
    expect(before).toBe(category.total)

    const sidebar = page.locator('aside')
    const brandFilter = sidebar.getByRole('group', { name: 'Бренд' })
    const search = brandFilter.getByRole('searchbox', { name: 'Поиск: Бренд' })
    if (await search.count()) await search.fill(brandItem.title)
    await brandFilter.getByRole('checkbox', { name: startingWith(brandItem.title) }).click()
    await expect
      .poll(() => new URL(page.url()).searchParams.getAll('f_brand'))
      .toEqual([brandItem.id])
    await expect.poll(() => shownTotal(page)).toBe(brandItem.count)
    expect(brandItem.count).toBeLessThan(before)

    // Every product shown is of the chosen brand, by the API's own unfiltered list.
    const all = await allProductsFromApi(category.path)
    expect(all).toHaveLength(category.total)
    const brandOf = new Map(all.map((item) => [item.alias, item.brand?.alias]))
    const aliases = await shownAliases(page)
    expect(aliases).toHaveLength(brandItem.count)
    for (const alias of aliases) expect(brandOf.get(alias), alias).toBe(brandItem.id)

    // The filtered address arrives from the server as the filtered list.
    const response = await fetch(page.url())
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(aliasesInHtml(html)).toEqual(aliases)
    expect(html).toMatch(new RegExp(`>${brandItem.count}(?:\\s|&nbsp;)+товар`))

    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await shownAliases(page)).toEqual(aliases)
    expect(
      await brandFilter.getByRole('checkbox', { name: startingWith(brandItem.title) }).isChecked(),
    ).toBe(true)
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 90_000)

  it('a price range is asked once, on Enter, and every price shown is within it', async () => {
    const { page } = await openPage()
    const requests: string[] = []
    // The list's own catalogPage requests (the shell may ask for other addresses).
    page.on('request', (request) => {
      const call = graphqlCall(request)
      if (call?.operationName === 'CatalogPage' && call.variables.url === category.path) {
        requests.push(JSON.stringify(call.variables))
      }
    })
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    requests.length = 0
    const upTo = page.locator('aside').getByRole('spinbutton', { name: 'Цена, ₽: до' })
    await upTo.pressSequentially('300', { delay: 50 })
    await page.waitForTimeout(300)
    expect(new URL(page.url()).searchParams.get('f_price')).toBeNull()
    expect(requests).toEqual([])
    await upTo.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('f_price')).toBe('..300')
    await expect.poll(() => requests.length).toBe(1)
    // The new list has arrived when the count says the API's filtered total.
    const cheap = await catalogFromApi(category.path, { ranges: [{ id: 'price', max: 300 }] })
    expect(cheap.products.total).toBeLessThan(category.total)
    await expect.poll(() => shownTotal(page)).toBe(cheap.products.total)
    expect(requests).toHaveLength(1)
    const prices = await shownPrices(page)
    expect(prices.length).toBeGreaterThan(0)
    for (const price of prices) expect(price).toBeLessThanOrEqual(300)
    await page.close()
  }, 60_000)

  it('on a phone the filters open full screen and the button counts the chosen ones', async () => {
    const { page } = await openPage(375, 812)
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const button = page.getByRole('button', { name: /^Фильтры/ })
    await button.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('switch', { name: 'Со скидкой' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('f_discount')).toBe('Y')
    await dialog.getByRole('button', { name: 'Показать товары' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => button.textContent()).toMatch(/выбрано: 1/)
    const discounted = await catalogFromApi(category.path, { toggles: ['discount'] })
    await expect.poll(() => shownTotal(page)).toBe(discounted.products.total)
    expect(discounted.products.total).toBeLessThan(category.total)
    await page.close()
  }, 60_000)
})

describe('subcategories and long filter lists', () => {
  /** The addresses of the page's subcategory links, in order. */
  const subcategoryLinks = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Подкатегории' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

  it('a category shows its children as the API answers them, /catalog/ the top level', async () => {
    const { page, errors } = await openPage()
    const answer = await catalogFromApi(category.path)
    expect(answer.subcategories.length).toBeGreaterThan(0)
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await subcategoryLinks(page)).toEqual(answer.subcategories.map((child) => child.url))

    const { categories } = await ask(CategoriesDocument, {})
    await page.goto(`${stack.url}/catalog/`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await subcategoryLinks(page)).toEqual(categories.map((top) => top.url))

    // A chip leads to the category's own page, which lists its own children.
    const first = answer.subcategories[0]!
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Подкатегории' })
      .getByRole('link', { name: first.name, exact: true })
      .click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(first.url)
    await expect.poll(() => page.locator('main h1').textContent()).toBe(first.name)
    const childAnswer = await catalogFromApi(first.url)
    await expect
      .poll(() => subcategoryLinks(page))
      .toEqual(childAnswer.subcategories.map((child) => child.url))
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 90_000)

  it('a long list shows its top values; «Показать все» loads every one, and one beyond the top filters', async () => {
    const { page, errors } = await openPage()
    const whole = await ask(FilterConfigDocument, {
      regionID: REGION,
      type: 'category',
      categoryAlias: category.alias,
    })
    const brands = whole.filterConfig.lists.find((list) => list.id === 'brand')!
    expect(brands.items.length).toBeGreaterThan(6)
    const rare = brands.items.at(-1)!
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const brandFilter = page.locator('aside').getByRole('group', { name: 'Бренд' })
    const boxes = brandFilter.getByRole('checkbox')
    expect(await boxes.count()).toBe(6)
    await brandFilter.getByRole('button', { name: `Показать все (${brands.items.length})` }).click()
    await expect.poll(() => boxes.count()).toBe(brands.items.length)
    // Every value with the API's own count, in the API's order.
    const shown = await brandFilter
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => label.textContent ?? ''))
    expect(shown).toEqual(brands.items.map((item) => `${item.title}${item.count}`))

    await brandFilter.getByRole('checkbox', { name: startingWith(rare.title) }).click()
    await expect.poll(() => new URL(page.url()).searchParams.getAll('f_brand')).toEqual([rare.id])
    await expect.poll(() => shownTotal(page)).toBe(rare.count)

    // From the server, the chosen value beyond the top is there, ticked, among the top ones.
    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await boxes.count()).toBe(7)
    expect(
      await brandFilter.getByRole('checkbox', { name: startingWith(rare.title) }).isChecked(),
    ).toBe(true)
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 90_000)
})

/** The current prices of the grid's cards that have one, in order. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('[data-testid="product-card"] [class*="price-row"] > span > span:first-child')
    .allTextContents()
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
}

describe('order in the address', () => {
  it('price ascending writes sort=price-asc and lists prices from the lowest, also from the server', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const popular = await shownAliases(page)
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('price-asc')
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-asc')
    await expect.poll(() => shownAliases(page)).not.toEqual(popular)
    const prices = await shownPrices(page)
    expect(prices.length).toBeGreaterThan(5)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const sorted = await catalogFromApi(category.path, {
      sort: { type: 'price', side: 'asc' },
      pageCount: 24,
    })
    expect(await shownAliases(page)).toEqual(sorted.products.items.map((item) => item.alias))

    const html = await (await fetch(page.url())).text()
    expect(aliasesInHtml(html)).toEqual(await shownAliases(page))
    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await page.getByRole('combobox', { name: 'Сортировка' }).inputValue()).toBe('price-asc')
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 60_000)

  it('offers only the orders the list names', async () => {
    const { page } = await openPage()
    await page.goto(`${stack.url}${category.path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const config = await ask(FilterConfigDocument, {
      regionID: REGION,
      type: 'category',
      categoryAlias: category.alias,
    })
    const values = await page
      .getByRole('combobox', { name: 'Сортировка' })
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('value')))
    const expected = config.filterConfig.sorts.flatMap((sort) =>
      sort === 'price' ? ['price-asc', 'price-desc'] : [sort],
    )
    expect(values).toEqual(expected)
    await page.close()
  }, 60_000)
})

describe('brands', () => {
  it('a brand page arrives from the server with its products, h1 and breadcrumbs', async () => {
    const letters = await ask(BrandLettersDocument, {})
    const letter = letters.brandLetters.ru[0] ?? ''
    const brands = await ask(BrandsByLetterDocument, { letter, alphabet: 'ru' })
    const brand = brands.brandsByLetter.find((candidate) => (candidate.productsCount ?? 0) > 1)
    if (!brand) throw new Error(`no brand with products under ${letter}`)
    const response = await fetch(`${stack.url}/brand/${brand.alias}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(h1Of(html)).toBe(brand.name)
    expect(html).toContain('Навигационная цепочка')
    expect(html).toMatch(/href="\/brands"[^>]*>(?:<span[^>]*>)?Бренды/)
    const fromApi = await catalogFromApi(`/brand/${brand.alias}/`, { pageCount: 24 })
    const aliases = aliasesInHtml(html)
    expect(aliases.length).toBeGreaterThan(0)
    expect(aliases).toEqual(fromApi.products.items.map((item) => item.alias))
    for (const item of fromApi.products.items) expect(item.brand?.alias).toBe(brand.alias)
  })

  it('an unknown brand is a 404', async () => {
    expect((await fetch(`${stack.url}/brand/no-such-brand/`)).status).toBe(404)
  })

  it('/brands/letter/{letter} arrives from the server with the brands of the letter', async () => {
    const letters = await ask(BrandLettersDocument, {})
    const letter = letters.brandLetters.ru[1] ?? letters.brandLetters.ru[0] ?? ''
    const { brandsByLetter } = await ask(BrandsByLetterDocument, { letter, alphabet: 'ru' })
    expect(brandsByLetter.length).toBeGreaterThan(0)
    const html = await (
      await fetch(`${stack.url}/brands/letter/${encodeURIComponent(letter)}`)
    ).text()
    expect(h1Of(html)).toBe(`Бренды на букву ${letter}`)
    const links = [...html.matchAll(/href="(\/brand\/[^"]+)"/g)].map((match) => match[1])
    expect(links).toEqual(brandsByLetter.map((brand) => brand.url))
  })

  it('/brands shows the first letter that has brands, and a Latin letter page its own', async () => {
    const letters = await ask(BrandLettersDocument, {})
    const first = letters.brandLetters.ru[0] ?? ''
    const { brandsByLetter } = await ask(BrandsByLetterDocument, { letter: first, alphabet: 'ru' })
    const html = await (await fetch(`${stack.url}/brands`)).text()
    expect(h1Of(html)).toBe('Бренды')
    const links = [...html.matchAll(/href="(\/brand\/[^"]+)"/g)].map((match) => match[1])
    expect(links).toEqual(brandsByLetter.map((brand) => brand.url))

    const latin = letters.brandLetters.en[0] ?? ''
    const latinBrands = await ask(BrandsByLetterDocument, { letter: latin, alphabet: 'en' })
    const { page, errors } = await openPage()
    await page.goto(`${stack.url}/brands`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Латинский алфавит' })
      .getByRole('link', { name: latin, exact: true })
      .click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/brands/eng/${latin}`)
    await expect.poll(() => page.locator('main h1').textContent()).toBe(`Бренды на букву ${latin}`)
    await expect
      .poll(() =>
        page
          .locator('main ul a[href^="/brand/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      )
      .toEqual(latinBrands.brandsByLetter.map((brand) => brand.url))
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 60_000)
})

describe('analogues', () => {
  it('/analogs/{alias} and its public form list the product’s analogues', async () => {
    const { products } = await catalogFromApi('/catalog')
    let found: { alias: string; name: string; analogs: string[] } | null = null
    for (const product of products.items) {
      const { productAnalogs } = await ask(ProductAnalogsDocument, {
        alias: product.alias,
        regionID: REGION,
        paginator: { page: 1, limit: 20 },
      })
      if (productAnalogs.total > 0) {
        found = {
          alias: product.alias,
          name: product.name,
          analogs: productAnalogs.items.map((item) => item.alias),
        }
        break
      }
    }
    if (!found) throw new Error('no product of the first catalogue page has analogues')

    const html = await (await fetch(`${stack.url}/analogs/${found.alias}`)).text()
    expect(h1Of(html)).toBe(`Аналоги ${found.name}`)
    expect(aliasesInHtml(html)).toEqual(found.analogs)
    const publicForm = await (await fetch(`${stack.url}/p_${found.alias}/analogi/`)).text()
    expect(aliasesInHtml(publicForm)).toEqual(found.analogs)

    const { page, errors } = await openPage()
    await page.goto(`${stack.url}/analogs/${found.alias}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await shownAliases(page)).toEqual(found.analogs)
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
    expect((await fetch(`${stack.url}/analogs/no-such-product`)).status).toBe(404)
  }, 60_000)
})

describe('accessibility', () => {
  it('a filtered catalogue page has no serious or critical axe violation at 375 and 1440 px', async () => {
    for (const width of [375, 1440]) {
      const { page, errors } = await openPage(width, width === 375 ? 812 : 900)
      await page.goto(`${stack.url}${category.path}?f_brand=${brandItem.id}&sort=price-asc`, {
        waitUntil: 'networkidle',
      })
      expect(await shownTotal(page)).toBe(brandItem.count)
      if (width === 375) {
        await page.getByRole('button', { name: /^Фильтры/ }).click()
        await page.getByRole('dialog').waitFor()
        expect(await axeViolations(page)).toEqual([])
        await page.keyboard.press('Escape')
      }
      expect(await axeViolations(page)).toEqual([])
      // Headings go down one level at a time (Lighthouse's heading-order, a moderate axe rule):
      // the cards' names are h2 under the page's h1, not h3 with no h2 between.
      const levels = await page
        .locator('main :is(h1, h2, h3, h4, h5, h6)')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
      expect(levels[0]).toBe(1)
      const jumps = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 1) + 1)
      expect(jumps).toEqual([])
      expect(hydrationErrors(errors)).toEqual([])
      await page.close()
    }
  }, 90_000)
})
