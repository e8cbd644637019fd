// Issue #32's "done when" in a real browser: pickup, booking and courier orders with a promo code
// and points, placed with the API's clock stopped at 23:59 and at 00:01 Moscow time and at a
// Novosibirsk pharmacy (UTC+7), show the same total, the same terms and the same pickup or
// delivery day on the cart, /cart/pickup, checkout, success and order pages.
import {
  ClearCartDocument,
  formatMoney,
  MONTH_NAMES_GENITIVE,
  PreOrderDocument,
  REGION_COOKIES,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../../reference-api/test/harness'
import { type Shopper, shopper } from '../../../reference-api/test/shopper'
import { launchBrowser, type RunningStorefront, startStorefront, waitForHydration } from './harness'
import {
  applyPromoAndPoints,
  chooseCourier,
  customerTokens,
  literalPattern,
  openPharmacyShelf,
  POINTS,
  pointsToEarnOn,
  signedInContext,
  stopJourney,
  termsOn,
} from './journey'

const MOSCOW = 'moscowregion'
const NOVOSIBIRSK = 'novosibirskregion'
const PHONE = '+79990000001'
const MINUTE = 60_000
const HOUR = 60 * MINUTE

// The next Moscow midnight (21:00 UTC) at least an hour away; the API's clock stands still a
// minute before or after it. Both lie ahead of the real clock, so the tokens the API signs stay
// valid for the storefront.
const midnight = (() => {
  let at = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR + 21 * HOUR
  if (at < Date.now() + HOUR) at += 24 * HOUR
  return at
})()
const AT_23_59 = midnight - MINUTE
const AT_00_01 = midnight + MINUTE
/** '28 ноября': the Moscow day that starts at `midnight` (in Novosibirsk it started 4 h before). */
const theDay = (() => {
  const day = new Date(midnight + 3 * HOUR)
  return `${day.getUTCDate()} ${MONTH_NAMES_GENITIVE[day.getUTCMonth()]}`
})()

let shopNow = AT_23_59
let api: TestApi
let storefront: RunningStorefront
let browser: Browser
let tokens: { accessToken: string; refreshToken: string }

beforeAll(async () => {
  api = await startTestApi({
    catalogSize: 400,
    now: () => new Date(shopNow),
    config: { devOAuth: true },
  })
  storefront = await startStorefront({ apiUrl: api.url })
  browser = await launchBrowser()
  tokens = await customerTokens(api, PHONE)
}, 240_000)

afterAll(() => stopJourney({ browser, storefront, api }), 60_000)

function signedIn(): Shopper {
  const who = shopper(api)
  who.accessToken = tokens.accessToken
  return who
}

type Receive = 'pickup' | 'booking' | 'courier'

interface Walk {
  regionId: string
  receive: Receive
  /** The API's clock for the whole walk. */
  at: number
  /** The IANA zone of the region's pharmacies (the day an order is dated). */
  zone: string
  /** The pickup day every page must name ('Завтра, 28 ноября'); courier days are compared only. */
  day?: string
}

/** 'YYYY-MM-DD' of the instant `at` in `timeZone`. */
const zoneDateOf = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at))

/** The day a page names, without its 'Можно забрать: ' or 'Бронь будет готова: ' lead. */
const dayOf = (text: string | null) => (text ?? '').replace(/^[^:]*: /, '')

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${storefront.url}${path}`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  return page
}

/** Fills the cart, takes the pre-order to the checkout step with a promo code and points. */
async function preOrder(who: Shopper, { regionId, receive }: Walk, nth: number) {
  const line = await openPharmacyShelf(api, regionId, 1200, nth)
  await who.gql(ClearCartDocument, { regionID: regionId })
  await who.gql(UpdateCartDocument, {
    regionID: regionId,
    items: [{ productID: String(line.product_id), priceTypeID: 1, quantity: line.quantity }],
  })
  if (receive === 'courier') {
    await chooseCourier(who, regionId, 'г. Москва, ул. Тверская, дом 7')
  } else {
    await who.gql(PreOrderDocument, { regionID: regionId, step: 'PICKUP' })
    const chosen = await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: regionId,
        step: 'CHECKOUT',
        receiveType: receive,
        pharmacyID: String(line.pharmacy_id),
      },
    })
    expect(chosen.errors).toEqual([])
    const offered =
      chosen.data?.updatePreOrder.availableOptions.payments.map((entry) => entry.type) ?? []
    await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: regionId,
        step: 'CHECKOUT',
        payment: offered.includes('pharmacy') ? 'pharmacy' : offered[0],
      },
    })
  }
  return { line, total: await applyPromoAndPoints(who, regionId) }
}

/** The walk: cart → /cart/pickup → checkout → Подтвердить заказ → success → order page. */
async function walk(scene: Walk, nth: number) {
  shopNow = scene.at
  const who = signedIn()
  const { line, total } = await preOrder(who, scene, nth)
  const context = await signedInContext(browser, storefront.url, tokens, {
    timezoneId: 'Europe/Moscow',
  })
  await context.addCookies([
    { name: REGION_COOKIES.region, value: scene.regionId, url: storefront.url },
    { name: REGION_COOKIES.needCheckRegion, value: '0', url: storefront.url },
  ])
  // The browser's own clock stands half a day away: the pages must not count with it.
  await context.clock.install({ time: new Date(scene.at - 12 * HOUR) })

  // The cart's HTML itself carries the chosen terms: no flash from the goods to the total.
  const cartHtml = await (await context.request.get(`${storefront.url}/cart`)).text()
  const cart = await open(context, '/cart')
  const cartTerms = await termsOn(cart)
  const cartNotes = await cart.getByTestId('cart-before-loyalty').count()
  const cartPoints = await pointsToEarnOn(cart)
  await cart.close()

  let pickupDay: string | null = null
  if (scene.receive !== 'courier') {
    const query = scene.receive === 'booking' ? '?receiveType=booking' : ''
    const pickup = await open(context, `/cart/pickup${query}`)
    await pickup
      .getByRole('searchbox', { name: 'Адрес, метро или название аптеки' })
      .fill(line.address)
    const option = pickup.getByRole('radio', { name: new RegExp(literalPattern(line.address)) })
    const readyDay = pickup.locator('label', { has: option }).getByTestId('ready-day')
    await readyDay.waitFor()
    pickupDay = dayOf(await readyDay.textContent())
  }

  const page = await open(context, '/checkout')
  const checkout = await termsOn(page)
  expect(checkout.total).toBe(formatMoney(total.totalAmount))
  expect(checkout.promo).toBe(`−${formatMoney(total.promoDiscount)}`)
  expect(checkout.points).toBe(`−${formatMoney(POINTS)}`)
  if (scene.receive === 'courier') {
    expect(checkout.delivery).toBe(formatMoney(total.courierPrice ?? 0))
  } else expect(checkout.delivery).toBeUndefined()
  // The cart shows the order's money as far as the shopper has chosen it, server-rendered: the same
  // rows as the checkout (goods, discount, promo code, points, delivery), the same total and the
  // same points to earn, and no 'before the promo code and points' note.
  expect(cartTerms).toEqual(checkout)
  expect(cartPoints).not.toBeNull()
  expect(cartPoints).toBe(await pointsToEarnOn(page))
  expect(cartNotes).toBe(0)
  for (const term of Object.keys(checkout)) expect(cartHtml).toContain(`data-term="${term}"`)

  const receive = page.getByRole('region', { name: /Способ получения/ })
  const checkoutDay =
    scene.receive === 'courier'
      ? await receive.locator('strong').first().textContent()
      : dayOf(await receive.getByTestId('ready-day').textContent())

  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await page.waitForURL(/\/checkout\/success\//, { timeout: 30_000 })
  await waitForHydration(page)
  expect(await termsOn(page)).toEqual(checkout)
  const successDay = await page.getByTestId('ready-day').textContent()
  const number = await page
    .locator('dt', { hasText: 'Номер заказа' })
    .locator('xpath=following-sibling::dd')
    .innerText()

  const order = await open(context, `/personal/history/${number}`)
  expect(await termsOn(order)).toEqual(checkout)
  const orderDay = await order.getByTestId('ready-day').textContent()
  // Placed at 00:01 Moscow (21:01 UTC the day before) the order is dated the pharmacy's day.
  const placedOn = zoneDateOf(scene.at, scene.zone).split('-').reverse().join('.')
  const created = await order
    .locator('dt', { hasText: 'Оформлен' })
    .locator('xpath=following-sibling::dd')
    .innerText()
  const history = await open(context, '/personal/history')
  const listed = await history.locator(`[data-order="${number}"]`).innerText()
  await context.close()
  expect(created).toBe(placedOn)
  expect(listed).toContain(`от ${placedOn}`)

  // One day on every page: the courier's checkout and success pages add the interval to it.
  expect(successDay).toBe(checkoutDay)
  if (scene.receive === 'courier') {
    expect(successDay?.startsWith(`${orderDay}, `)).toBe(true)
  } else {
    expect([pickupDay, checkoutDay, orderDay]).toEqual([successDay, successDay, successDay])
    expect(successDay).toBe(scene.day)
  }
}

describe('the same total, terms and day on every page, at fixed clocks (issue #32)', () => {
  const walks: (Walk & { name: string })[] = [
    {
      name: 'pickup at 23:59 Moscow: tomorrow',
      regionId: MOSCOW,
      zone: 'Europe/Moscow',
      receive: 'pickup',
      at: AT_23_59,
      day: `Завтра, ${theDay}`,
    },
    {
      name: 'booking at 23:59 Moscow: tomorrow',
      regionId: MOSCOW,
      zone: 'Europe/Moscow',
      receive: 'booking',
      at: AT_23_59,
      day: `Завтра, ${theDay}`,
    },
    {
      name: 'courier at 23:59 Moscow',
      regionId: MOSCOW,
      zone: 'Europe/Moscow',
      receive: 'courier',
      at: AT_23_59,
    },
    {
      name: 'pickup at 00:01 Moscow: today',
      regionId: MOSCOW,
      zone: 'Europe/Moscow',
      receive: 'pickup',
      at: AT_00_01,
      day: `Сегодня, ${theDay}`,
    },
    {
      name: 'booking at 00:01 Moscow: today',
      regionId: MOSCOW,
      zone: 'Europe/Moscow',
      receive: 'booking',
      at: AT_00_01,
      day: `Сегодня, ${theDay}`,
    },
    {
      name: 'courier at 00:01 Moscow',
      regionId: MOSCOW,
      zone: 'Europe/Moscow',
      receive: 'courier',
      at: AT_00_01,
    },
    // 23:59 in Moscow is 03:59 of the next day in Novosibirsk: its pharmacy's today.
    {
      name: 'pickup in Novosibirsk at 23:59 Moscow: today there',
      regionId: NOVOSIBIRSK,
      zone: 'Asia/Novosibirsk',
      receive: 'pickup',
      at: AT_23_59,
      day: `Сегодня, ${theDay}`,
    },
  ]
  walks.forEach((scene, nth) => {
    it(scene.name, () => walk(scene, nth), 90_000)
  })
})
