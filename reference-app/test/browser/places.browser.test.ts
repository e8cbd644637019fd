// Pharmacies, promotions and the product page's completions against the real stack
// (startStack): /pharmacies as a list with a filter and as a map with pins and a card, a
// pharmacy's page (Pharmacy microdata, 'make this my pharmacy' landing in the API), a
// promotion page with its products and its advertising marking, a review written (E_21 for a
// short one, then published), the availability notice set (a row in drug_notifications);
// axe and 320 px on each page kind, and screenshots into docs/screenshots.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  GetCodeDocument,
  LoginDocument,
  PharmacyDocument,
  PharmacyMapDocument,
  type PharmacyMapQueryVariables,
  ProductsDocument,
  PromotionsDocument,
  SearchPharmacyDocument,
  WidgetsDocument,
} from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APP_DIR,
  axeViolations,
  graphqlCall,
  hydrationErrors,
  launchBrowser,
  openWatchedPage,
  waitForHydration,
} from './harness'
import { type RunningStack, startStack } from './stack'

const SCREENSHOT_DIR = join(APP_DIR, '..', 'docs', 'screenshots')
const REGION = 'moscowregion'
/** The seeded demo customer. */
const PHONE = '+79990000001'
/** The seeded employee (employee mode on). */
const EMPLOYEE = '+79990000002'

let stack: RunningStack
let browser: Browser

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  stack = await startStack()
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await Promise.race([stack?.stop(), new Promise((resolve) => setTimeout(resolve, 20_000))])
}, 60_000)

/** The demo customer's tokens (SMS code through the API), signed in once per file: a second
 * code for the same phone within the SMS resend limit would be refused. */
let signedIn: ReturnType<typeof signIn> | undefined
const customerTokens = () => {
  signedIn ??= signIn()
  return signedIn
}
async function signIn(phone = PHONE) {
  const code = await stack.api.gql(GetCodeDocument, { phone })
  if (code.errors?.length) throw new Error(JSON.stringify(code.errors))
  const login = await stack.api.gql(LoginDocument, { phone, code: '1234' })
  const tokens = login.data?.login.session?.user
  if (!tokens) throw new Error(JSON.stringify(login.errors))
  return tokens
}

/** A browser context signed in as the demo customer (token cookies). */
async function signedInContext(width = 1440): Promise<{ context: BrowserContext; token: string }> {
  const tokens = await customerTokens()
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const domain = new URL(stack.url).hostname
  await context.addCookies([
    { name: 'access_token', value: tokens.accessToken, domain, path: '/' },
    { name: 'refresh_token', value: tokens.refreshToken, domain, path: '/' },
  ])
  return { context, token: tokens.accessToken }
}

/** The server's HTML of an address (no JavaScript). */
async function serverHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${stack.url}${path}`)
  return { status: response.status, html: await response.text() }
}

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/** Title, h1 and canonical of a server-rendered page. */
function headOf(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '',
    breadcrumbs: html.includes('schema.org/BreadcrumbList'),
  }
}

/** axe at 375 and 1440 px, no horizontal scroll at 320 px, and the two screenshots. */
async function checkLayout(
  path: string,
  shot: string | null,
  ready: (page: Page) => Promise<void>,
) {
  for (const width of [320, 375, 1440]) {
    const { page, errors } = await openWatchedPage(browser, {
      width,
      height: width === 1440 ? 900 : 812,
    })
    await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await ready(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    if (width !== 320) {
      const serious = (await axeViolations(page)).filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      )
      expect(serious, `${path} at ${width}px`).toEqual([])
      if (shot)
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `${shot}-${width}.png`),
          fullPage: false,
        })
    }
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }
}

describe('pharmacies', () => {
  it('the list arrives rendered, and the 24-hour filter shows the API’s 24-hour pharmacies', async () => {
    const all = (await stack.api.gql(SearchPharmacyDocument, { regionID: REGION })).data!
      .searchPharmacy
    const roundTheClock = (
      await stack.api.gql(SearchPharmacyDocument, {
        regionID: REGION,
        filters: { roundTheClock: true },
        paginator: { page: 1, limit: 20 },
      })
    ).data!.searchPharmacy
    expect(roundTheClock.total).toBeGreaterThan(0)
    expect(roundTheClock.total).toBeLessThan(all.total)

    const { status, html } = await serverHtml('/pharmacies')
    expect(status).toBe(200)
    const head = headOf(html)
    expect(head.h1).toContain('Аптеки в')
    expect(head.title).toContain('Аптеки')
    expect(head.canonical).toMatch(/\/pharmacies$/)
    expect(head.breadcrumbs).toBe(true)
    expect(html).toContain(all.items[0]!.address.replace(/"/g, '&quot;'))

    const { page, errors } = await openWatchedPage(browser)
    await page.goto(`${stack.url}/pharmacies`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const list = page.getByRole('list', { name: 'Аптеки' })
    await expect.poll(() => list.locator('article').count()).toBe(Math.min(20, all.total))
    await page.getByLabel('Круглосуточно').check()
    await expect
      .poll(() => page.getByText(/\d+ апте(ка|ки|к)$/).innerText())
      .toMatch(new RegExp(`^${roundTheClock.total} `))
    const ids = await list
      .locator('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-pharmacy-id')))
    expect(ids).toEqual(roundTheClock.items.map((p) => p.id))
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)

  it('the list pages on past the first 100 pharmacies', async () => {
    const sixth = (
      await stack.api.gql(SearchPharmacyDocument, {
        regionID: REGION,
        paginator: { page: 6, limit: 20 },
      })
    ).data!.searchPharmacy
    expect(sixth.total).toBeGreaterThan(110)
    const { page, errors } = await openWatchedPage(browser)
    await page.goto(`${stack.url}/pharmacies`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const cards = page.getByRole('list', { name: 'Аптеки' }).locator('article')
    for (let shown = 20; shown < 120; shown += 20) {
      await expect.poll(() => cards.count()).toBe(shown)
      await page.getByRole('button', { name: 'Показать ещё' }).click()
    }
    await expect.poll(() => cards.count()).toBe(120)
    const ids = await cards.evaluateAll((all) => all.map((card) => card.dataset.pharmacyId))
    expect(ids.slice(100)).toEqual(sixth.items.map((p) => p.id))
    expect(new Set(ids).size).toBe(120)
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)

  it('the map draws the API’s clusters; a cluster click zooms in; a pin opens its card', async () => {
    // The first view's clusters are in the server's HTML already.
    const { html } = await serverHtml('/pharmacies?view=map')
    expect(html).toContain('data-cluster-id="9:')

    const { page, errors } = await openWatchedPage(browser)
    await page.goto(`${stack.url}/pharmacies?view=map`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const map = page.getByRole('region', { name: 'Карта аптек' })
    await map.waitFor()
    expect(await map.getAttribute('data-map-api-zoom')).toBe('9')
    const clusters = map.getByRole('button', { name: /рядом, приблизить/ })
    await expect.poll(() => clusters.count()).toBeGreaterThan(0)
    const counts = await clusters.evaluateAll((all) => all.map((b) => Number(b.textContent)))
    expect(counts.every((n) => n > 1)).toBe(true)
    // The biggest cluster: a click zooms in to the street zoom, where it comes apart.
    const biggest = counts.indexOf(Math.max(...counts))
    await clusters.nth(biggest).click()
    await expect.poll(() => map.getAttribute('data-map-api-zoom')).toBe('16')
    const pins = map.locator('button[data-pharmacy-id]')
    await expect.poll(() => pins.count()).toBeGreaterThan(0)
    await pins.first().click()
    await expect
      .poll(() => map.locator('button[data-pharmacy-id][aria-pressed="true"]').count())
      .toBe(1)
    const link = map.getByRole('link', { name: 'Подробнее об аптеке' })
    await link.click()
    await page.waitForURL(/\/pharmacies\/pharmacy\/\d+$/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)

  it('the map follows the list’s filter: only the 24-hour pharmacies of the view', async () => {
    const { page, errors } = await openWatchedPage(browser)
    const asked: PharmacyMapQueryVariables[] = []
    page.on('request', (request) => {
      const call = graphqlCall(request)
      if (call?.operationName === 'pharmacyMap')
        asked.push(call.variables as PharmacyMapQueryVariables)
    })
    await page.goto(`${stack.url}/pharmacies?view=map`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const map = page.getByRole('region', { name: 'Карта аптек' })
    await map.waitFor()
    await page.getByLabel('Круглосуточно').check()
    await expect.poll(() => asked.some((v) => v.filters?.roundTheClock === true)).toBe(true)
    const variables = asked.findLast((v) => v.filters?.roundTheClock === true)!
    const answer = (await stack.api.gql(PharmacyMapDocument, variables)).data!.pharmacyMap
    const all = (await stack.api.gql(PharmacyMapDocument, { ...variables, filters: undefined }))
      .data!.pharmacyMap
    const total = (m: typeof answer) =>
      m.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + m.pharmacies.length
    expect(total(answer)).toBeGreaterThan(0)
    expect(total(answer)).toBeLessThan(total(all))
    // What the map draws is the filtered answer: its badges and pins add up to it.
    await expect
      .poll(async () => {
        const badges = await map
          .getByRole('button', { name: /рядом, приблизить/ })
          .evaluateAll((all) => all.map((b) => Number(b.textContent)))
        const pins = await map.locator('button[data-pharmacy-id]').count()
        return badges.reduce((sum, n) => sum + n, 0) + pins
      })
      .toBe(total(answer))
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)

  it('a pharmacy beyond the first 100 is on the map at its place, and the map pans', async () => {
    const [target] = (
      await stack.api.gql(SearchPharmacyDocument, {
        regionID: REGION,
        paginator: { page: 2, limit: 100 },
      })
    ).data!.searchPharmacy.items
    const pharmacy = target!
    const { page, errors } = await openWatchedPage(browser)
    await page.goto(
      `${stack.url}/pharmacies?view=map&lat=${pharmacy.lat}&long=${pharmacy.long}&zoom=20`,
      { waitUntil: 'networkidle' },
    )
    await waitForHydration(page)
    const map = page.getByRole('region', { name: 'Карта аптек' })
    expect(await map.getAttribute('data-map-api-zoom')).toBe('20')
    const pin = map.locator(`button[data-pharmacy-id="${pharmacy.id}"]`)
    await pin.click()
    await map.getByText(pharmacy.address, { exact: true }).waitFor()
    // Half a box east twice: the pharmacy at the old centre is out of the view.
    await map.getByRole('button', { name: 'Сдвинуть карту на восток' }).click()
    await map.getByRole('button', { name: 'Сдвинуть карту на восток' }).click()
    await expect.poll(() => pin.count()).toBe(0)
    await map.getByRole('button', { name: 'Сдвинуть карту на запад' }).click()
    await map.getByRole('button', { name: 'Сдвинуть карту на запад' }).click()
    await expect.poll(() => pin.count()).toBe(1)
    await map.getByRole('link', { name: 'Подробнее об аптеке' }).click()
    await page.waitForURL(new RegExp(`/pharmacies/pharmacy/${pharmacy.id}$`))
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)

  it('a pharmacy page has its hours, Pharmacy microdata, and becomes my pharmacy', async () => {
    const [first] = (
      await stack.api.gql(SearchPharmacyDocument, {
        regionID: REGION,
        paginator: { page: 1, limit: 1 },
      })
    ).data!.searchPharmacy.items
    const pharmacy = first!
    for (const path of [
      `/pharmacies/pharmacy/${pharmacy.id}`,
      `/pharmacies/${pharmacy.id}/`,
      `/pharmacies/${pharmacy.id}/r_spb/`,
    ]) {
      expect((await serverHtml(path)).status, path).toBe(200)
    }
    expect((await serverHtml('/pharmacies/pharmacy/99999999')).status).toBe(404)
    const { html } = await serverHtml(`/pharmacies/pharmacy/${pharmacy.id}`)
    const head = headOf(html)
    expect(head.h1).toContain(pharmacy.name)
    expect(head.canonical).toMatch(new RegExp(`/pharmacies/pharmacy/${pharmacy.id}$`))
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
    const microdata = JSON.parse(jsonLd ?? '{}')
    expect(microdata['@type']).toBe('Pharmacy')
    expect(microdata.openingHours.length).toBeGreaterThan(0)
    for (const hours of pharmacy.humanWorkingHours) expect(html).toContain(hours.days)
    // The products in stock there are in the server's HTML, not only after hydration.
    const inStock = (
      await stack.api.gql(ProductsDocument, {
        search: { regionID: REGION, pharmacyID: pharmacy.id, pageCount: 10 },
      })
    ).data!.products.items
    expect(inStock.length).toBeGreaterThan(0)
    for (const product of inStock) expect(html).toContain(inHtml(product.name))

    const { context, token } = await signedInContext()
    const page = await context.newPage()
    await page.goto(`${stack.url}/pharmacies/pharmacy/${pharmacy.id}`, {
      waitUntil: 'networkidle',
    })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Сделать моей аптекой' }).click()
    await page.getByText('Моя аптека', { exact: true }).waitFor()
    const answer = await stack.api.gql(
      PharmacyDocument,
      { id: pharmacy.id },
      { authorization: `Bearer ${token}` },
    )
    expect(answer.data!.pharmacy!.isFavorite).toBe(true)
    // The list's 'Мои аптеки' filter shows it.
    await page.goto(`${stack.url}/pharmacies`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByLabel('Мои аптеки', { exact: true }).check()
    const list = page.getByRole('list', { name: 'Аптеки' })
    await expect
      .poll(() =>
        list.locator('article').evaluateAll((cards) => cards.map((c) => c.dataset.pharmacyId)),
      )
      .toEqual([pharmacy.id])
    await context.close()
  }, 90_000)

  it('pharmacy pages are accessible, fit 320 px, and are photographed', async () => {
    const [first] = (
      await stack.api.gql(SearchPharmacyDocument, {
        regionID: REGION,
        paginator: { page: 1, limit: 1 },
      })
    ).data!.searchPharmacy.items
    await checkLayout('/pharmacies', 'pharmacies-list', async (page) => {
      await page.getByRole('list', { name: 'Аптеки' }).waitFor()
    })
    await checkLayout('/pharmacies?view=map', 'pharmacies-map', async (page) => {
      await page.getByRole('region', { name: 'Карта аптек' }).waitFor()
    })
    await checkLayout(`/pharmacies/pharmacy/${first!.id}`, 'pharmacy', async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor()
    })
  }, 180_000)
})

describe('promotions', () => {
  it('/promo lists the promotions; a promotion page shows its products and the marking', async () => {
    const promotions = (await stack.api.gql(PromotionsDocument, { regionID: REGION })).data!
      .promotions.items
    const withPage = promotions.find((p) => p.url.startsWith('/promo/'))
    const elsewhere = promotions.find((p) => !p.url.includes('/promo/'))
    expect(withPage).toBeDefined()

    const list = await serverHtml('/promo')
    expect(list.status).toBe(200)
    expect(headOf(list.html).h1).toContain('Акции')
    expect(list.html).toContain(`href="${withPage!.url}"`)
    // A promotion without a promo segment links to its own url.
    if (elsewhere) expect(list.html).toContain(`href="${elsewhere.url}"`)

    const { page, errors } = await openWatchedPage(browser)
    await page.goto(`${stack.url}/promo`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('link', { name: withPage!.name }).first().click()
    await page.waitForURL((url) => url.pathname === withPage!.url)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toContain(withPage!.name)
    await page.getByRole('heading', { name: 'Товары акции' }).waitFor()
    if (withPage!.advertiser) {
      await page.getByText(`Реклама. ${withPage!.advertiser.name}`).first().waitFor()
      if (withPage!.advertiser.erid)
        expect(await page.content()).toContain(`erid: ${withPage!.advertiser.erid}`)
    }
    expect(errors).toEqual([])
    await page.close()

    // The same promotion as an event list, with its region after the path; with ?PAGEN_1 kept.
    expect((await serverHtml(`/event/${withPage!.alias}/r_spb/`)).status).toBe(200)
    expect((await serverHtml(`/promo/${withPage!.alias}?PAGEN_1=1&utm_source=x`)).status).toBe(200)
    expect((await serverHtml('/promo/no-such-promo')).status).toBe(404)
    await checkLayout('/promo', 'promo', async (p) => {
      await p.getByRole('heading', { level: 1 }).waitFor()
    })
    await checkLayout(withPage!.url, null, async (p) => {
      await p.getByRole('heading', { name: 'Товары акции' }).waitFor()
    })
  }, 180_000)
})

describe('product page completions', () => {
  it('the recommendation widgets are in the server HTML, and not in an employee’s', async () => {
    const products = (
      await stack.api.gql(ProductsDocument, { search: { regionID: REGION, pageCount: 20 } })
    ).data!.products.items
    let found: { url: string; widget: { alias: string; title: string; name: string } } | null = null
    for (const product of products) {
      const widgets = (
        await stack.api.gql(WidgetsDocument, {
          input: { items: ['with-this-buy', 'popular'], regionID: REGION, productID: product.id },
        })
      ).data!.widgets.items
      const widget = widgets.find((w) => w.items.length > 0)
      if (widget) {
        found = {
          url: product.url,
          widget: { alias: widget.alias, title: widget.title, name: widget.items[0]!.name },
        }
        break
      }
    }
    if (!found) throw new Error('no product with a widget')
    const { html } = await serverHtml(found.url)
    expect(html).toContain(`data-widget="${found.widget.alias}"`)
    expect(html).toContain(inHtml(found.widget.title))
    expect(html).toContain(inHtml(found.widget.name))

    // Employee mode (SPEC §6): no widgets, on the server either.
    const employee = await signIn(EMPLOYEE)
    const response = await fetch(`${stack.url}${found.url}`, {
      headers: {
        cookie: `access_token=${employee.accessToken}; refresh_token=${employee.refreshToken}`,
      },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('data-widget=')
  }, 90_000)

  it('a review is refused as too short (E_21), then published at once', async () => {
    const products = (
      await stack.api.gql(ProductsDocument, { search: { regionID: REGION, pageCount: 50 } })
    ).data!.products.items
    const product = products.find((p) => !p.reviewsDisabled && p.availableForOrder)!
    const { context } = await signedInContext()
    const page = await context.newPage()
    await page.goto(`${stack.url}${product.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('tab', { name: /Отзывы/ }).click()
    const form = page.getByRole('form', { name: 'Написать отзыв' })
    // The shopper presses the fifth star (the radio itself is visually hidden).
    await form.locator('label', { hasText: '5 из 5' }).click()
    await form.getByLabel('Ваш отзыв').fill('Хорошо')
    await form.getByRole('button', { name: 'Отправить отзыв' }).click()
    await form
      .getByRole('alert')
      .filter({ hasText: /коротк/i })
      .waitFor()
    const message = `Помогло за два дня, переносится хорошо ${Date.now()}`
    await form.getByLabel('Ваш отзыв').fill(message)
    await form.getByRole('button', { name: 'Отправить отзыв' }).click()
    await page.getByText('Спасибо! Ваш отзыв опубликован.').waitFor()
    await page.getByText(message).waitFor()
    await context.close()
  }, 90_000)

  it('the availability notice of a product not on sale is set', async () => {
    // A product the region does not sell at all: no price of it, for order or for booking. (A
    // booking-only product is on sale and shows no notice: issue #30.)
    const [row] = await stack.api.database.exec<{ id: number; alias: string }>(
      `SELECT p.id, p.alias FROM products p
        WHERE NOT EXISTS (SELECT 1 FROM product_prices pp
                           WHERE pp.product_id = p.id AND pp.region_id = $1)
        ORDER BY p.id LIMIT 1`,
      [REGION],
    )
    expect(row, 'a product the region does not sell in the seed').toBeDefined()
    const product = { id: String(row!.id), url: `/product/${row!.alias}.html` }
    const { page, errors } = await openWatchedPage(browser)
    await page.goto(`${stack.url}${product!.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Сообщить о поступлении' })
    const email = `notify-${Date.now()}@example.ru`
    await form.getByLabel('E-mail').fill(email)
    await form.getByRole('button', { name: 'Сообщить мне' }).click()
    await page.getByTestId('drug-notify-done').waitFor()
    const rows = await stack.api.database.exec<{ product_id: number }>(
      'SELECT product_id FROM drug_notifications WHERE email = $1',
      [email],
    )
    expect(rows.map((row) => String(row.product_id))).toEqual([product!.id])
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)
})
