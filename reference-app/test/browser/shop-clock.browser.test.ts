// The shop's one clock in the browser (issue #32): at 21:50 Moscow time, ten minutes before a
// pharmacy closes at 22:00, /cart/pickup, /checkout, the success page and the order page all
// name the same pickup day — tomorrow — as the API computed it; none counts a day of its own.
import {
  ClearCartDocument,
  MONTH_NAMES_GENITIVE,
  OrderDocument,
  TOKEN_COOKIES,
  type TypedDocumentString,
  UpdateCartDocument,
} from '@apteka/sdk'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../../reference-api/test/harness'
import { launchBrowser, type RunningStorefront, startStorefront, waitForHydration } from './harness'
import { customerTokens, literalPattern, openPharmacyShelf, stopJourney } from './journey'

const REGION = 'moscowregion'
const PHONE = '+79990000001'
const HOUR = 3_600_000
const DAY = 24 * HOUR

// The next 21:50 in Moscow (18:50 UTC); the API's clock runs on from there (ahead of the real
// one, so the tokens it signs stay valid for the storefront).
const startAt = (() => {
  let at = Math.floor(Date.now() / DAY) * DAY + 18.8333 * HOUR
  if (at < Date.now()) at += DAY
  return Math.round(at / 60_000) * 60_000
})()
const offset = startAt - Date.now()
const shopNow = () => new Date(Date.now() + offset)
/** '27 ноября': the Moscow day after the shop's today. */
const tomorrow = (() => {
  const day = new Date(startAt + DAY + 3 * HOUR)
  return `${day.getUTCDate()} ${MONTH_NAMES_GENITIVE[day.getUTCMonth()]}`
})()

let api: TestApi
let storefront: RunningStorefront
let browser: Browser
let tokens: { accessToken: string; refreshToken: string }

async function gql<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
  const answer = await api.gql(document, variables, {
    authorization: `Bearer ${tokens.accessToken}`,
  })
  if (!answer.data) throw new Error(JSON.stringify(answer.errors))
  return answer.data
}

beforeAll(async () => {
  api = await startTestApi({ catalogSize: 400, now: shopNow, config: { devOAuth: true } })
  storefront = await startStorefront({ apiUrl: api.url })
  browser = await launchBrowser()
  tokens = await customerTokens(api, PHONE)
}, 240_000)

afterAll(() => stopJourney({ browser, storefront, api }), 60_000)

describe('one pickup day on every page (issue #32)', () => {
  it('at 21:50, ten minutes before closing, /cart/pickup, /checkout and the success page say tomorrow', async () => {
    const pharmacy = await openPharmacyShelf(api, REGION, 600)
    await gql(ClearCartDocument, { regionID: REGION })
    await gql(UpdateCartDocument, {
      regionID: REGION,
      items: [
        { productID: String(pharmacy.product_id), priceTypeID: 1, quantity: pharmacy.quantity },
      ],
    })
    // The browser's own clock stands at a different hour: the pages must not count with it.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'Europe/Moscow',
    })
    await context.clock.install({ time: new Date(startAt - 12 * HOUR) })
    const { hostname } = new URL(storefront.url)
    await context.addCookies([
      { name: TOKEN_COOKIES.user.access, value: tokens.accessToken, domain: hostname, path: '/' },
      { name: TOKEN_COOKIES.user.refresh, value: tokens.refreshToken, domain: hostname, path: '/' },
    ])
    const page = await context.newPage()
    const expected = `Можно забрать: Завтра, ${tomorrow}`

    await page.goto(`${storefront.url}/cart/pickup`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page
      .getByRole('searchbox', { name: 'Адрес, метро или название аптеки' })
      .fill(pharmacy.address)
    const option = page.getByRole('radio', { name: new RegExp(literalPattern(pharmacy.address)) })
    const label = page.locator('label', { has: option })
    await label.getByTestId('ready-day').waitFor()
    expect(await label.getByTestId('ready-day').textContent()).toBe(expected)
    await option.click()
    await expect.poll(() => option.isChecked(), { timeout: 10_000 }).toBe(true)
    await page.getByRole('button', { name: 'Продолжить' }).last().click()
    await page.waitForURL(/\/checkout$/)

    const receive = page.getByRole('region', { name: /Способ получения/ })
    await receive.getByTestId('ready-day').waitFor()
    expect(await receive.getByTestId('ready-day').textContent()).toBe(expected)
    const inPharmacy = page.getByRole('radio', { name: 'Оплата в аптеке' })
    await inPharmacy.click()
    await expect.poll(() => inPharmacy.isChecked(), { timeout: 10_000 }).toBe(true)
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
    await page.waitForURL(/\/checkout\/success\//, { timeout: 30_000 })

    await page.getByTestId('ready-day').waitFor()
    expect(await page.getByTestId('ready-day').textContent()).toBe(`Завтра, ${tomorrow}`)

    // The order page in the personal area names the same day.
    const orderId = new URL(page.url()).pathname.split('/').at(-1) as string
    const { order } = await gql(OrderDocument, { id: orderId })
    await page.goto(`${storefront.url}/personal/history/${order?.number}`, {
      waitUntil: 'networkidle',
    })
    await page.getByTestId('ready-day').waitFor()
    expect(await page.getByTestId('ready-day').textContent()).toBe(`Завтра, ${tomorrow}`)
    await context.close()
  }, 180_000)
})
