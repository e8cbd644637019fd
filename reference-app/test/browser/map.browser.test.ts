// The pickup map's providers against the real stack (startStack with the map's environment):
// the default offline map, tiles from an unreachable tile server, and Yandex Maps 2.1 from
// an unreachable address — each time the pins, the clusters and the card keep working and a
// pharmacy can be chosen. Two more cases answer the configured addresses from the test
// (page.route): tiles drawn under the pins, and a stand-in ymaps script (YMAPS_STAND_IN) to
// check that the lazy Yandex chunk drives ymaps in a real browser.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, launchBrowser, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

const REVIEW_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/storefront-screenshots'
const PHONE = '+79990000002'
const REGION = 'moscowregion'
/** Port 9 (discard) on loopback: nothing listens, every request fails at once. */
const UNREACHABLE = 'http://127.0.0.1:9'
const TILE_URL = `${UNREACHABLE}/{z}/{x}/{y}.png`
const YANDEX_URL = `${UNREACHABLE}/2.1/?lang=ru_RU&apikey=test`

let browser: Browser
let stack: RunningStack | null = null

beforeAll(async () => {
  mkdirSync(REVIEW_DIR, { recursive: true })
  browser = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await browser?.close()
})

/** One stack with this map environment for the enclosing describe. */
function withStack(env?: Record<string, string>) {
  beforeAll(async () => {
    stack = await startStack(env ? { env } : {})
  }, 120_000)
  afterAll(async () => {
    // The API's close waits for idle keep-alive sockets; the worker exits anyway.
    await Promise.race([stack?.stop(), new Promise((resolve) => setTimeout(resolve, 20_000))])
    stack = null
  }, 60_000)
}

async function gql<T>(query: string, variables: object, token?: string): Promise<T> {
  const answer = await (stack as RunningStack).api.gql<T, object>(
    query,
    variables,
    token ? { authorization: `Bearer ${token}` } : {},
  )
  if (!answer.data) throw new Error(JSON.stringify(answer.errors))
  return answer.data
}

/**
 * A signed-in page whose cart holds an orderable product: the customer's tokens from the
 * API's test OAuth login go into the browser's token cookies, the cart is filled through
 * the API as that customer.
 */
async function pageWithCart(width = 1440): Promise<Page> {
  const login = await gql<{
    loginOAuth: { session: { user: { accessToken: string; refreshToken: string } } }
  }>(
    `mutation($t: String!) { loginOAuth(oauthProvider: vk, token: $t) {
      session { user { accessToken refreshToken } } } }`,
    { t: `test:${PHONE}` },
  )
  const { accessToken, refreshToken } = login.loginOAuth.session.user
  const found = await gql<{
    products: { items: { id: string; price: number | null; priceTypeID: number | null }[] }
  }>(
    `query($r: ID!) { products(search: { regionID: $r, sort: { type: popular, side: desc }, pageCount: 30 }) {
      items { id price priceTypeID availableForOrder } } }`,
    { r: REGION },
  )
  const product = found.products.items.find((p) => (p.price ?? 0) >= 100 && p.priceTypeID)
  expect(product).toBeDefined()
  await gql(
    `mutation($r: ID!, $items: [CartItemInput!]!) { updateCart(regionID: $r, items: $items) {
      total { quantity } } }`,
    {
      r: REGION,
      items: [{ productID: product?.id, priceTypeID: product?.priceTypeID, quantity: 2 }],
    },
    accessToken,
  )
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const domain = new URL((stack as RunningStack).url).hostname
  await context.addCookies([
    { name: 'access_token', value: accessToken, domain, path: '/' },
    { name: 'refresh_token', value: refreshToken, domain, path: '/' },
  ])
  return context.newPage()
}

/**
 * Opens /cart/pickup and waits for the map with its pins (or clusters). No errors on the
 * way (a hydration mismatch among them), besides the network's for unreachable addresses.
 */
async function openPickup(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${(stack as RunningStack).url}/cart/pickup`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  const map = page.getByRole('region', { name: 'Карта аптек' })
  await map.waitFor()
  await page
    .getByText(/В наличии \d+ из \d+ товар(?:а|ов)/)
    .first()
    .waitFor()
  expect(errors).toEqual([])
  return map
}

/** The map's pins, opening clusters while every pin is in one (a narrow map clusters more). */
async function pins(page: Page) {
  const map = page.getByRole('region', { name: 'Карта аптек' })
  const pinned = map.locator('button[aria-pressed]')
  for (let depth = 0; depth < 6 && (await pinned.count()) === 0; depth += 1) {
    await map
      .getByRole('button', { name: /рядом, приблизить/ })
      .first()
      .click()
  }
  await pinned.first().waitFor()
  return pinned
}

/** Clicks pins until one opens a card whose 'Продолжить' is enabled, then chooses it. */
async function chooseOnMap(page: Page, screenshot?: string) {
  const map = page.getByRole('region', { name: 'Карта аптек' })
  const pinned = await pins(page)
  const count = await pinned.count()
  const cardButton = map.getByRole('button', { name: 'Продолжить' })
  for (let index = 0; index < count; index += 1) {
    await pinned.nth(index).click()
    await expect.poll(() => pinned.nth(index).getAttribute('aria-pressed')).toBe('true')
    await map.getByText(/^\d+ из \d+ товар(?:а|ов)$/).waitFor()
    if (await cardButton.isEnabled()) {
      if (screenshot) await map.screenshot({ path: join(REVIEW_DIR, screenshot) })
      expect(await axeViolations(page)).toEqual([])
      await page.waitForLoadState('networkidle')
      await cardButton.click()
      await page.waitForURL(/\/checkout$/, { timeout: 20_000 })
      return
    }
  }
  throw new Error('no pin opened a card with an enabled choice')
}

describe('default configuration', () => {
  withStack()

  it('offline pins and cards, nothing asked of a map server', async () => {
    const page = await pageWithCart()
    const external: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith((stack as RunningStack).url)) external.push(request.url())
    })
    const map = await openPickup(page)
    expect(await map.getAttribute('data-map-provider')).toBe('none')
    expect(await map.locator('img').count()).toBe(0)
    expect(await (await pins(page)).count()).toBeGreaterThan(0)
    await map.screenshot({ path: join(REVIEW_DIR, 'map-none-1440.png') })
    await chooseOnMap(page, 'map-none-card-1440.png')
    expect(external).toEqual([])
    await page.context().close()
  }, 120_000)
})

describe('MAP_PROVIDER=tiles', () => {
  withStack({ MAP_PROVIDER: 'tiles', MAP_TILE_URL: TILE_URL, MAP_TILE_ATTRIBUTION: '© Тайлы' })

  it('with the tile server unreachable: pins and cards still work', async () => {
    const page = await pageWithCart(375)
    const failedTiles: string[] = []
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(`${UNREACHABLE}/`)) failedTiles.push(request.url())
    })
    const map = await openPickup(page)
    expect(await map.getAttribute('data-map-provider')).toBe('tiles')
    const tiles = map.locator('img')
    expect(await tiles.count()).toBeGreaterThan(0)
    expect(await tiles.first().getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/\d+\/\d+\/\d+\.png$/,
    )
    await expect.poll(() => failedTiles.length).toBeGreaterThan(0)
    expect(await (await pins(page)).count()).toBeGreaterThan(0)
    await map.screenshot({ path: join(REVIEW_DIR, 'map-tiles-375.png') })
    await chooseOnMap(page, 'map-tiles-card-375.png')
    await page.context().close()
  }, 120_000)

  it('with the tile server answering: square tiles under the pins, the attribution shown', async () => {
    const page = await pageWithCart()
    const served: string[] = []
    await page.route(`${UNREACHABLE}/**`, (route) => {
      served.push(route.request().url())
      return route.fulfill({ contentType: 'image/svg+xml', body: tileSvg(route.request().url()) })
    })
    const map = await openPickup(page)
    const tiles = map.locator('img')
    await expect
      .poll(() =>
        tiles.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true)
    expect(served.length).toBe(await tiles.count())
    const box = await tiles.first().boundingBox()
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1)
    await map.getByText('© Тайлы').waitFor()
    expect(await (await pins(page)).count()).toBeGreaterThan(0)
    await map.screenshot({ path: join(REVIEW_DIR, 'map-tiles-served-1440.png') })
    await page.context().close()
  }, 120_000)
})

describe('MAP_PROVIDER=yandex', () => {
  withStack({ MAP_PROVIDER: 'yandex', YANDEX_MAPS_URL: YANDEX_URL })

  it('with the script unreachable: falls back to the offline pins', async () => {
    const page = await pageWithCart()
    const scriptRequests: string[] = []
    page.on('request', (request) => {
      if (request.url() === YANDEX_URL) scriptRequests.push(request.url())
    })
    const map = await openPickup(page)
    expect(await map.getAttribute('data-map-provider')).toBe('yandex')
    await expect.poll(() => map.getAttribute('data-map-state')).toBe('fallback')
    expect(scriptRequests).toHaveLength(1)
    expect(await (await pins(page)).count()).toBeGreaterThan(0)
    await map.screenshot({ path: join(REVIEW_DIR, 'map-yandex-fallback-1440.png') })
    await chooseOnMap(page)
    await page.context().close()
  }, 120_000)

  it('/pharmacies on the Yandex map: every pharmacy of the region, not only the first 100', async () => {
    const { searchPharmacy } = await gql<{ searchPharmacy: { total: number } }>(
      'query($r: ID!) { searchPharmacy(regionID: $r) { total } }',
      { r: REGION },
    )
    expect(searchPharmacy.total).toBeGreaterThan(100)
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.route(YANDEX_URL, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: YMAPS_STAND_IN }),
    )
    await page.goto(`${(stack as RunningStack).url}/pharmacies?view=map`, {
      waitUntil: 'networkidle',
    })
    await waitForHydration(page)
    const map = page.getByRole('region', { name: 'Карта аптек' })
    await expect.poll(() => map.getAttribute('data-map-state')).toBe('ready')
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as StandInWindow).__ymaps.placemarks.length),
      )
      .toBe(searchPharmacy.total)
    await context.close()
  }, 120_000)

  it('with a stand-in ymaps script served at the address: draws placemarks, a click selects', async () => {
    const page = await pageWithCart()
    await page.route(YANDEX_URL, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: YMAPS_STAND_IN }),
    )
    const map = await openPickup(page)
    await expect.poll(() => map.getAttribute('data-map-state')).toBe('ready')
    const made = await page.evaluate(() => (window as unknown as StandInWindow).__ymaps)
    const listed = await page.locator('input[type="radio"]').count()
    expect(made.maps).toHaveLength(1)
    // Created at SPEC §9's default centre and zoom, then fitted to the pharmacies.
    expect(made.maps[0]?.created).toEqual({ center: [55.75, 37.57], zoom: 9 })
    expect(made.maps[0]?.bounds).not.toBeNull()
    expect(made.clusterers).toBe(1)
    expect(made.placemarks).toHaveLength(listed)
    // The plain pins make way for the Yandex map.
    expect(await map.locator('button[aria-pressed]').count()).toBe(0)
    const available = made.placemarks.findIndex((p) => p.preset === 'islands#darkGreenDotIcon')
    expect(available).toBeGreaterThanOrEqual(0)
    await page.evaluate((index) => (window as unknown as StandInWindow).__click(index), available)
    const cardButton = map.getByRole('button', { name: 'Продолжить' })
    await cardButton.waitFor()
    const selected = await page.evaluate(
      (index) => (window as unknown as StandInWindow).__ymaps.placemarks[index]?.preset,
      available,
    )
    expect(selected).toBe('islands#darkOrangeDotIcon')
    expect(await page.locator('input[type="radio"]:checked').count()).toBe(1)
    await map.screenshot({ path: join(REVIEW_DIR, 'map-yandex-standin-1440.png') })
    await page.waitForLoadState('networkidle')
    await cardButton.click()
    await page.waitForURL(/\/checkout$/, { timeout: 20_000 })
    await page.context().close()
  }, 120_000)
})

/** A served tile: an SVG square naming its z/x/y, outlined so the seams show. */
function tileSvg(url: string): string {
  const name = new URL(url).pathname.replace(/^\/|\.png$/g, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#dfe9f3" stroke="#9db3c8" stroke-width="2"/>
    <text x="128" y="132" font-size="20" text-anchor="middle" fill="#56708a">${name}</text></svg>`
}

interface StandInWindow {
  __ymaps: {
    maps: {
      created: { center: [number, number]; zoom: number }
      bounds: [[number, number], [number, number]] | null
    }[]
    clusterers: number
    placemarks: { coords: [number, number]; preset: string }[]
  }
  __click: (index: number) => void
}

/**
 * A stand-in for the Yandex Maps 2.1 vendor script (not Yandex's code): defines the ymaps
 * surface the adapter uses, records what is made in window.__ymaps, and lets the test click
 * a placemark (window.__click) the way the vendor script would.
 */
const YMAPS_STAND_IN = `(() => {
  const made = { maps: [], clusterers: 0, placemarks: [] }
  const handlers = []
  const events = (list) => ({ add: (type, handler) => { if (type === 'click') list.push(handler) } })
  window.__ymaps = made
  window.__click = (index) => handlers[index].forEach((handler) => handler({}))
  window.ymaps = {
    ready: (onReady) => setTimeout(onReady, 0),
    Map: function (element, state) {
      const map = { created: { center: state.center, zoom: state.zoom }, bounds: null }
      let zoom = state.zoom
      made.maps.push(map)
      element.style.background = '#cfe3f7'
      return {
        geoObjects: { add: () => {} },
        setBounds: (bounds) => { map.bounds = bounds },
        setCenter: (center, next) => { if (next !== undefined) zoom = next },
        getZoom: () => zoom,
        destroy: () => {},
      }
    },
    Placemark: function (coords, properties, options) {
      const record = { coords, preset: options.preset }
      made.placemarks.push(record)
      const list = []
      handlers.push(list)
      return { events: events(list), options: { set: (key, value) => { if (key === 'preset') record.preset = value } } }
    },
    Clusterer: function () {
      made.clusterers += 1
      // A new list replaces the placemarks.
      return { add: () => {}, removeAll: () => { made.placemarks.length = 0; handlers.length = 0 } }
    },
  }
})()`
