// The details of the buying journey (issue #12, items 3, 4, 7, 8, 9, 10) in Chromium against
// the real reference-api: messages with their placeholders filled, the registration's name
// rules, /order-get, page metadata on the storefront's own public origin, an employee's pages
// hydrating cleanly, and the counts a shopper reads.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopper } from '../../../reference-api/test/shopper'
import {
  hydrationErrors,
  launchBrowser,
  openWatchedPage,
  type RunningStorefront,
  startStorefront,
  waitForHydration,
} from './harness'
import { type RunningStack, startStack } from './stack'

const REVIEW_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/storefront-screenshots'
const REGION = 'moscowregion'
const CUSTOMER = '+79990000001'
const EMPLOYEE = '+79990000002'
/** A phone with no account: the auth modal asks it to register. */
const NEWCOMER = '+79990000077'

let stack: RunningStack
let browser: Browser

beforeAll(async () => {
  mkdirSync(REVIEW_DIR, { recursive: true })
  stack = await startStack()
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.race([stack?.stop(), new Promise((resolve) => setTimeout(resolve, 20_000))])
}, 60_000)

/** Opens the auth modal (/checkout asks for login), types the phone's ten digits and the code. */
async function enterPhoneAndCode(page: Page, phone: string) {
  await page.goto(`${stack.url}/checkout`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await dialog.locator('input[type="tel"]').pressSequentially(phone.slice(2))
  await dialog.getByRole('button', { name: 'Получить код' }).click()
  await dialog.getByLabel('Код из SMS').fill('1234')
  await dialog.getByRole('button', { name: 'Войти' }).click()
  return dialog
}

/** The text of the element an input names in aria-describedby (its message), or null. */
const describedText = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .getByLabel(label)
    .evaluate((input) => {
      const id = input.getAttribute('aria-describedby')
      return id ? (document.getElementById(id)?.textContent ?? null) : null
    })

describe('registration (items 3 and 4)', () => {
  it("checks the name by the sdk's rules before the call and shows the server's field error beside the field, filled in Russian", async () => {
    const { page, errors } = await openWatchedPage(browser)
    const registerCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /"registerClient"/.test(request.postData() ?? ''))
        registerCalls.push(request.postData() ?? '')
    })
    const dialog = await enterPhoneAndCode(page, NEWCOMER)
    await dialog.getByRole('heading', { name: 'Регистрация' }).waitFor()
    const name = dialog.getByLabel('Имя')
    const register = dialog.getByRole('button', { name: 'Зарегистрироваться' })

    for (const [typed, message] of [
      ['Ив', 'Минимум 3 символа'],
      ['Ив@н', 'Недопустимые символы'],
      ['И'.repeat(70), 'Максимум 64 символа'],
    ] as const) {
      await name.fill(typed)
      await register.click()
      await expect.poll(() => describedText(page, 'Имя')).toBe(message)
    }
    await dialog.getByLabel('Фамилия').fill('Петров2')
    await name.fill('Иван')
    await register.click()
    await expect.poll(() => describedText(page, 'Фамилия')).toBe('Недопустимые символы')
    expect(registerCalls).toEqual([])

    // The server's own refusal of a field: the name is spoiled on the way out, so the real
    // API answers E_36 for 'name'.
    await dialog.getByLabel('Фамилия').fill('Петров')
    await page.route('**/graphql', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}')
      if (body.operationName !== 'registerClient') return route.continue()
      body.variables.data.name = 'Ив@н'
      return route.continue({ postData: JSON.stringify(body) })
    })
    await register.click()
    await expect.poll(() => describedText(page, 'Имя')).toBe('Не заполнено поле «Имя»')
    expect(await dialog.textContent()).not.toMatch(/%\w+%/)
    await page.screenshot({ path: `${REVIEW_DIR}/registration-field-error.png` })
    await page.unroute('**/graphql')

    await register.click()
    await dialog.waitFor({ state: 'hidden' })
    expect(registerCalls).toHaveLength(2)
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 90_000)
})

describe('courier checkout and the cart summary (items 3 and 10)', () => {
  it('the cart summary counts packs, not lines, with the Russian plural', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const dialog = await enterPhoneAndCode(page, CUSTOMER)
    await dialog.waitFor({ state: 'hidden' })
    const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value
    const gql = async <T>(query: string, variables: object) => {
      const answer = await stack.api.gql<T, object>(query, variables, {
        authorization: `Bearer ${token}`,
      })
      if (!answer.data) throw new Error(JSON.stringify(answer.errors))
      return answer.data
    }
    const { products } = await gql<{
      products: { items: { id: string; price: number | null; priceTypeID: number | null }[] }
    }>(
      `query($r: ID!) { products(search: { regionID: $r, pageCount: 60 }) {
        items { id price priceTypeID availableForOrder } } }`,
      { r: REGION },
    )
    const product = products.items.find((p) => (p.price ?? 0) >= 400 && p.priceTypeID)
    if (!product?.price) throw new Error('no product to order')
    const packs = Math.max(3, Math.ceil(1200 / product.price))
    await gql(`mutation($r: ID!) { clearCart(regionID: $r) { total { quantity } } }`, { r: REGION })
    await gql(
      `mutation($r: ID!, $items: [CartItemInput!]!) { updateCart(regionID: $r, items: $items) {
        total { quantity } } }`,
      {
        r: REGION,
        items: [{ productID: product.id, priceTypeID: product.priceTypeID, quantity: packs }],
      },
    )

    await page.goto(`${stack.url}/cart`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const summary = page.getByRole('region', { name: 'Ваш заказ' })
    await expect
      .poll(() => summary.locator('dt').first().textContent())
      .toMatch(new RegExp(`^Товары, ${packs} упаков(ки|ок)$`))

    expect(await page.locator('main').textContent()).not.toMatch(/%\w+%/)
    await context.close()
  }, 120_000)
})

describe('/order-get (item 7)', () => {
  it("finds an order by number and ten typed digits, shows its date as DD.MM.YYYY, and says 'Заказ не найден' otherwise", async () => {
    const [seeded] = await stack.api.database.exec<{ number: string; receive_date: string }>(
      `SELECT o.number, o.receive_date::text AS receive_date FROM orders o
         JOIN users u ON u.id = o.user_id
        WHERE u.phone = '${CUSTOMER}' AND o.receive_date IS NOT NULL
        ORDER BY o.id LIMIT 1`,
    )
    if (!seeded) throw new Error('the seed has no order of the demo customer')
    const [year, month, day] = seeded.receive_date.slice(0, 10).split('-')
    const { page, errors } = await openWatchedPage(browser)
    await page.goto(`${stack.url}/order-get`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const number = page.getByLabel('Номер заказа')
    const phone = page.getByLabel('Телефон')
    const find = page.getByRole('button', { name: 'Найти заказ' })

    await number.fill(seeded.number)
    await phone.pressSequentially('99900000')
    expect(await phone.inputValue()).toBe('+7 999 000 00')
    expect(await find.isDisabled()).toBe(true)
    await phone.pressSequentially('01')
    expect(await phone.inputValue()).toBe('+7 999 000 00 01')
    await find.click()
    const facts = page.locator('main dl')
    await expect.poll(() => facts.textContent()).toContain(seeded.number)
    expect(await facts.textContent()).toContain(`Дата получения${day}.${month}.${year}`)
    expect(await facts.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    await page.screenshot({ path: `${REVIEW_DIR}/order-get-found.png`, fullPage: true })

    await phone.fill('')
    await phone.pressSequentially('9990000009')
    await find.click()
    await expect
      .poll(() => page.locator('main').getByRole('alert').textContent())
      .toBe('Заказ не найден')
    expect(await page.locator('main dl').count()).toBe(0)

    await phone.fill('')
    await phone.pressSequentially('9990000001')
    await number.fill('000000-000000')
    await find.click()
    await expect
      .poll(() => page.locator('main').getByRole('alert').textContent())
      .toBe('Заказ не найден')
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 60_000)
})

describe('page metadata on the public origin (item 8)', () => {
  let other: RunningStorefront
  let pinned: RunningStorefront
  let productPath = ''
  let catalogPath = ''
  let brandPath = ''

  beforeAll(async () => {
    other = await startStorefront({ apiUrl: stack.apiUrl, host: '127.0.0.2' })
    pinned = await startStorefront({
      apiUrl: stack.apiUrl,
      env: { PUBLIC_URL: 'https://apteka.example/' },
    })
    const catalog = await (await fetch(`${other.url}/catalog`)).text()
    productPath = /href="(\/product\/[^"]+\.html)"/.exec(catalog)?.[1] ?? ''
    catalogPath = /href="(\/catalog\/[^"/]+\/)"/.exec(catalog)?.[1] ?? ''
    const brands = await (await fetch(`${other.url}/brands`)).text()
    brandPath = /href="(\/brand\/[^"]+)"/.exec(brands)?.[1] ?? ''
    expect([productPath, catalogPath, brandPath].every(Boolean)).toBe(true)
  }, 60_000)

  afterAll(async () => {
    await other?.stop()
    await pinned?.stop()
  })

  /** schema.org's own vocabulary addresses ('@context', availability) are not the shop's. */
  const isSchemaOrg = (url: string) =>
    url === 'https://schema.org' || url.startsWith('https://schema.org/')

  /** Every absolute address in <head> and in the JSON-LD of a page's server HTML. */
  function absoluteUrls(html: string): string[] {
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
    const urls = [...head.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? '')
    for (const [, json] of html.matchAll(
      /<script type="application\/ld\+json">([^<]+)<\/script>/g,
    )) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string' && /^https?:\/\//.test(value)) urls.push(value)
        else if (value && typeof value === 'object') Object.values(value).forEach(walk)
      }
      walk(JSON.parse(json ?? 'null'))
    }
    return urls
  }

  /** The names of the meta tags in <head> that appear more than once. */
  function repeatedTags(html: string): string[] {
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
    const names = [...head.matchAll(/<meta name="([^"]+)"/g)].map((m) => m[1] ?? '')
    return names.filter((name, index) => names.indexOf(name) !== index)
  }

  const pages = () => [
    productPath,
    catalogPath,
    brandPath,
    '/',
    `/search?what=${encodeURIComponent('нурофен')}`,
  ]

  it('a storefront on 127.0.0.2 and a random port builds every head and JSON-LD address on its own origin, each tag once', async () => {
    expect(other.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/)
    for (const path of pages()) {
      const html = await (await fetch(`${other.url}${path}`)).text()
      const urls = absoluteUrls(html)
      const foreign = urls.filter(
        (url) => !url.startsWith(`${other.url}/`) && url !== other.url && !isSchemaOrg(url),
      )
      expect({ path, foreign }).toEqual({ path, foreign: [] })
      expect({ path, repeated: repeatedTags(html) }).toEqual({ path, repeated: [] })
    }
    const product = await (await fetch(`${other.url}${productPath}`)).text()
    const urls = absoluteUrls(product)
    expect(urls).toContain(`${other.url}${productPath}`)
    expect(product).toContain(`<link rel="canonical" href="${other.url}${productPath}"/>`)
    expect(product).toMatch(
      new RegExp(`<meta property="og:url" content="${other.url}${productPath}"`),
    )
    // The product's picture as a raster card (/og/images/…png, #30) on the same origin.
    expect(product).toMatch(
      new RegExp(`<meta property="og:image" content="${other.url}/og/images/products/[^"]+\\.png"`),
    )
  }, 60_000)

  it('search has one robots tag with both directives', async () => {
    const html = await (
      await fetch(`${other.url}/search?what=${encodeURIComponent('нурофен')}`)
    ).text()
    const robots = [...html.matchAll(/<meta name="robots" content="([^"]+)"/g)].map((m) => m[1])
    expect(robots).toEqual(['noindex, follow'])
  })

  it('PUBLIC_URL wins over the request, forwarded headers included', async () => {
    const html = await (
      await fetch(`${pinned.url}${productPath}`, {
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      })
    ).text()
    const urls = absoluteUrls(html).filter((url) => !isSchemaOrg(url))
    expect(urls.length).toBeGreaterThan(5)
    expect(urls.filter((url) => !url.startsWith('https://apteka.example/'))).toEqual([])
  })

  // Issue #35: a forwarded host became the canonical address (cache poisoning behind a CDN);
  // the storefront's address is PUBLIC_URL only, whoever forwards the request.
  it("a proxy's X-Forwarded-Host and -Proto never name the origin: PUBLIC_URL does", async () => {
    const html = await (
      await fetch(`${other.url}${productPath}`, {
        headers: { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
      })
    ).text()
    const urls = absoluteUrls(html).filter((url) => !isSchemaOrg(url))
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.filter((url) => !url.startsWith(`${other.url}/`))).toEqual([])
    expect(html).not.toContain('shop.example')
  })

  it('after hydration the head still has each tag once and the JSON-LD on the origin', async () => {
    const { page, errors } = await openWatchedPage(browser)
    await page.goto(`${other.url}${productPath}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const head = await page.evaluate(() => ({
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    }))
    expect(head.descriptions).toBe(1)
    expect(head.ogUrl).toBe(`${other.url}${productPath}`)
    expect(head.jsonLd.join('')).not.toContain('localhost:3000')
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 60_000)
})

describe("an employee's pages (item 9)", () => {
  it('the home and product pages hydrate without a mismatch when signed in as the demo employee', async () => {
    const employee = shopper(stack.api)
    await employee.signIn(EMPLOYEE)
    const { page, errors } = await openWatchedPage(browser)
    const { hostname } = new URL(stack.url)
    await page.context().addCookies(
      [
        ['access_token', employee.accessToken],
        ['refresh_token', employee.refreshToken],
      ].map(([name, value]) => ({
        name: name ?? '',
        value: value ?? '',
        domain: hostname,
        path: '/',
      })),
    )
    // A product an employee sees more than one price of, when the catalogue has one.
    const listed = await stack.api.gql<{ products: { items: { url: string }[] } }, object>(
      `query($r: ID!) { products(search: { regionID: $r, pageCount: 40 }) { items { url } } }`,
      { r: REGION },
    )
    const urls = listed.data?.products.items.map((item) => item.url) ?? []
    let productPath = urls[0] ?? ''
    for (const url of urls) {
      const alias = /\/product\/(.+)\.html$/.exec(url)?.[1]
      const answer = await employee.gql<
        { productPage: { product: { prices: { price: number; isExpirating: boolean }[] } } | null },
        object
      >(
        `query($a: String!, $r: ID!) { productPage(alias: $a, regionID: $r) { product { prices { price isExpirating } } } }`,
        { a: alias, r: REGION },
      )
      const prices = answer.data?.productPage?.product.prices ?? []
      if (prices.filter((price) => price.price > 0 && !price.isExpirating).length > 1) {
        productPath = url
        break
      }
    }
    for (const path of ['/', productPath]) {
      errors.length = 0
      await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' })
      await waitForHydration(page)
      expect({ path, errors: hydrationErrors(errors) }).toEqual({ path, errors: [] })
    }
    await page.close()
  }, 90_000)
})

describe('counts and duplicates (item 10)', () => {
  it("an empty search says 'По вашему запросу ничего не найдено...' once", async () => {
    const { page } = await openWatchedPage(browser)
    await page.goto(`${stack.url}/search?what=${encodeURIComponent('кщзхъыв')}`, {
      waitUntil: 'networkidle',
    })
    await waitForHydration(page)
    const text = (await page.locator('main').innerText()) ?? ''
    expect(text.split('По вашему запросу ничего не найдено...').length - 1).toBe(1)
    await page.close()
  }, 60_000)

  it("the region list tells the region 'Санкт-Петербург' from the city", async () => {
    const { page } = await openWatchedPage(browser)
    await page.goto(`${stack.url}/`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page
      .getByRole('button', { name: /Москва и область/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('searchbox').fill('Санкт')
    const options = dialog.getByRole('radio')
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(2)
    const names = await Promise.all(
      [0, 1].map((index) =>
        options.nth(index).evaluate((radio) => radio.closest('label')?.textContent ?? ''),
      ),
    )
    expect(names.sort()).toEqual(['Санкт-Петербург, город', 'Санкт-Петербург, регион'])
    await page.screenshot({ path: `${REVIEW_DIR}/region-modal-kinds.png` })
    await page.close()
  }, 60_000)
})
