// The checkout in every branch (issue #12, items 2, 5, 6), as a shopper in Chromium against the
// real reference-api: booking offered where the cart and a pharmacy's shelf allow it, through
// to the success page; the courier step never continues without a day and interval; and no
// order is saved with a payment the shopper did not see selected. The API's clock and the
// browser's stand at 12:30 Moscow time, when express delivery is still offered today.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  ClearCartDocument,
  OrderDocument,
  TOKEN_COOKIES,
  type TypedDocumentString,
  UpdateCartDocument,
  UserLastOrderDocument,
} from '@apteka/sdk'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../../reference-api/test/harness'
import {
  axeViolations,
  launchBrowser,
  type RunningStorefront,
  startStorefront,
  waitForHydration,
} from './harness'
import { customerTokens, stopJourney } from './journey'

const REVIEW_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/storefront-screenshots'
const REGION = 'moscowregion'
const PHONE = '+79990000001'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]

// The next 12:30 in Moscow (09:30 UTC); both clocks run on from there.
const startAt = (() => {
  let at = Math.floor(Date.now() / DAY) * DAY + 9.5 * HOUR
  if (at < Date.now()) at += DAY
  return at
})()
const offset = startAt - Date.now()
const shopNow = () => new Date(Date.now() + offset)
/** '24 ноября' of the shop's today plus `days` (Moscow calendar). */
const moscowDate = (days: number) => {
  const day = new Date(startAt + days * DAY + 3 * HOUR)
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`
}
const moscowIso = (days: number) =>
  new Date(startAt + days * DAY + 3 * HOUR).toISOString().slice(0, 10)

let api: TestApi
let storefront: RunningStorefront
let browser: Browser
let tokens: { accessToken: string; refreshToken: string }

/** A pattern matching text that contains `text` as it is. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** A call as the customer. */
async function gql<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
  const answer = await api.gql(document, variables, {
    authorization: `Bearer ${tokens.accessToken}`,
  })
  if (!answer.data) throw new Error(JSON.stringify(answer.errors))
  return answer.data
}

/** Replaces the customer's cart with these lines. */
async function setCart(lines: { productId: number; priceTypeId: number; quantity: number }[]) {
  await gql(ClearCartDocument, { regionID: REGION })
  await gql(UpdateCartDocument, {
    regionID: REGION,
    items: lines.map((line) => ({
      productID: String(line.productId),
      priceTypeID: line.priceTypeId,
      quantity: line.quantity,
    })),
  })
}

async function lastOrderId(): Promise<string | null> {
  const data = await gql(UserLastOrderDocument, {})
  return data.userLastOrder?.id ?? null
}

/** A page signed in as the seeded customer (token cookies), its clock at the shop's time. */
async function shopperPage(width = 1440, height = 900): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    timezoneId: 'Europe/Moscow',
  })
  await context.clock.install({ time: shopNow() })
  const { hostname } = new URL(storefront.url)
  await context.addCookies([
    { name: TOKEN_COOKIES.user.access, value: tokens.accessToken, domain: hostname, path: '/' },
    { name: TOKEN_COOKIES.user.refresh, value: tokens.refreshToken, domain: hostname, path: '/' },
  ])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

async function openCart(page: Page) {
  await page.goto(`${storefront.url}/cart`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  return page.getByRole('dialog', { name: 'Как получить заказ?' })
}

/** A product a pharmacy of the region has on its shelf, enough of it for the minimum sum. */
async function shelfLine(onlyBooking: boolean) {
  const [row] = await api.database.exec<{
    pharmacy_id: number
    address: string
    name: string
    product_id: number
    product: string
    price: string
    quantity: number
  }>(
    `SELECT s.pharmacy_id, ph.address, ph.name, s.product_id, p.name AS product, pp.price,
            ceil(600 / pp.price)::int AS quantity
       FROM pharmacy_stock s
       JOIN pharmacies ph ON ph.id = s.pharmacy_id AND ph.region_id = $1 AND ph.is_active
       JOIN products p ON p.id = s.product_id
       JOIN product_prices pp ON pp.product_id = s.product_id AND pp.region_id = $1
            AND pp.price_type_id = 1 AND pp.available_for_booking
            AND pp.available_for_order = $2
      WHERE ceil(600 / pp.price) <= least(s.quantity, pp.max_quantity)
        AND (SELECT count(*) FROM pharmacies o WHERE o.address = ph.address) = 1
      ORDER BY pp.price DESC, s.pharmacy_id LIMIT 1`,
    [REGION, !onlyBooking],
  )
  if (!row) throw new Error(`no ${onlyBooking ? 'booking-only ' : ''}product on a shelf`)
  return { ...row, priceTypeId: 1, productId: Number(row.product_id), price: Number(row.price) }
}

/** An orderable product no pharmacy keeps on its shelf. */
async function offShelfLine() {
  const [row] = await api.database.exec<{ product_id: number; product: string }>(
    `SELECT pp.product_id, p.name AS product FROM product_prices pp
       JOIN products p ON p.id = pp.product_id
      WHERE pp.region_id = $1 AND pp.price_type_id = 1 AND pp.available_for_order
        AND pp.price BETWEEN 100 AND 2000
        AND NOT EXISTS (SELECT 1 FROM pharmacy_stock s WHERE s.product_id = pp.product_id)
      ORDER BY pp.product_id LIMIT 1`,
    [REGION],
  )
  if (!row) throw new Error('no product off every shelf')
  return { productId: Number(row.product_id), product: row.product, priceTypeId: 1 }
}

/** Chooses the pharmacy at this address on /cart/pickup and goes on to /checkout. */
async function choosePharmacy(page: Page, address: string) {
  await page.getByRole('searchbox', { name: 'Адрес, метро или название аптеки' }).fill(address)
  const option = page.getByRole('radio', { name: containing(address) })
  await option.click()
  await expect.poll(() => option.isChecked(), { timeout: 10_000 }).toBe(true)
  await page.getByRole('button', { name: 'Продолжить' }).last().click()
  await page.waitForURL(/\/checkout$/)
  await page.getByRole('button', { name: 'Подтвердить заказ' }).waitFor()
}

beforeAll(async () => {
  mkdirSync(REVIEW_DIR, { recursive: true })
  // The OAuth stand-in signs the shopper in (off by default, refused in production mode).
  api = await startTestApi({ catalogSize: 400, now: shopNow, config: { devOAuth: true } })
  storefront = await startStorefront({ apiUrl: api.url })
  browser = await launchBrowser()
  tokens = await customerTokens(api, PHONE)
}, 240_000)

afterAll(() => stopJourney({ browser, storefront, api }), 60_000)

describe('booking (issue #12, item 2)', () => {
  it('a cart of booking-only goods is offered booking alone, and is booked through to the success page', async () => {
    const line = await shelfLine(true)
    await setCart([line])
    const before = await lastOrderId()
    const { page, errors } = await shopperPage()
    const dialog = await openCart(page)
    const booking = dialog.getByRole('button', { name: /Забронировать в аптеке/ })
    await expect.poll(() => booking.isEnabled(), { timeout: 10_000 }).toBe(true)
    for (const name of [/Самовывоз из аптеки/, /Доставка курьером/]) {
      const other = dialog.getByRole('button', { name })
      expect(await other.isDisabled()).toBe(true)
      expect(await other.textContent()).toContain('Недоступно для товаров в корзине')
    }
    await page.screenshot({ path: join(REVIEW_DIR, 'receive-types-booking-only-1440.png') })
    await booking.click()

    await page.waitForURL(/\/cart\/pickup\?receiveType=booking/)
    await page.getByRole('heading', { level: 1, name: 'Бронирование в аптеке' }).waitFor()
    await page
      .getByText(/В наличии \d+ из 1 товаров/)
      .first()
      .waitFor()
    const option = page.getByRole('radio', { name: containing(line.address) })
    await page
      .getByRole('searchbox', { name: 'Адрес, метро или название аптеки' })
      .fill(line.address)
    await option.waitFor()
    const label = page.locator('label', { has: option })
    expect(await label.textContent()).toContain(`Бронь будет готова: Сегодня, ${moscowDate(0)}`)
    expect(await label.textContent()).toContain('В наличии 1 из 1 товаров')
    await page.screenshot({ path: join(REVIEW_DIR, 'booking-pharmacies-1440.png') })
    expect(await axeViolations(page)).toEqual([])
    await choosePharmacy(page, line.address)

    const receive = page.getByRole('region', { name: /Способ получения/ })
    await receive.getByText('Способ получения: Бронирование').waitFor()
    expect(await receive.textContent()).toContain(line.address)
    expect(await receive.textContent()).toContain(`Бронь будет готова: Сегодня, ${moscowDate(0)}`)
    const payments = page.getByRole('group', { name: 'Способ оплаты' }).getByRole('radio')
    expect(await payments.count()).toBe(1)
    const pharmacyPayment = page.getByRole('radio', { name: 'Оплата в аптеке' })
    await expect.poll(() => pharmacyPayment.isChecked()).toBe(true)
    await page.screenshot({ path: join(REVIEW_DIR, 'booking-checkout-1440.png'), fullPage: true })
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()

    await page.waitForURL(/\/checkout\/success\//, { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Спасибо! Заказ оформлен' }).waitFor()
    const facts = page.locator('dl').filter({ hasText: 'Номер заказа' })
    await facts.getByText('Бронирование').waitFor()
    expect(await facts.textContent()).toContain(`Сегодня, ${moscowDate(0)}`)
    expect(await facts.textContent()).toContain('Оплата в аптеке')
    expect(await facts.textContent()).toContain(line.address)
    await page.screenshot({ path: join(REVIEW_DIR, 'booking-success-1440.png'), fullPage: true })

    const id = await lastOrderId()
    expect(id).not.toBe(before)
    const { order } = await gql(OrderDocument, { id: id as string })
    expect(order).toMatchObject({
      receiveType: 'booking',
      receiveDate: moscowIso(0),
      pharmacy: { id: String(line.pharmacy_id) },
      options: { payment: 'pharmacy' },
    })
    expect(order?.items.map((item) => item.product.id)).toEqual([String(line.productId)])
    expect(errors).toEqual([])
    await page.context().close()
  }, 120_000)

  it('with goods off every shelf, booking is offered for the rest, and what it leaves out stays in the cart', async () => {
    const shelf = await shelfLine(false)
    const off = await offShelfLine()
    await setCart([shelf, { ...off, quantity: 1 }])
    for (const width of [375, 1440]) {
      const { page } = await shopperPage(width)
      const dialog = await openCart(page)
      for (const name of [/Самовывоз из аптеки/, /Забронировать в аптеке/, /Доставка курьером/]) {
        const choice = dialog.getByRole('button', { name })
        await expect.poll(() => choice.isEnabled(), { timeout: 10_000 }).toBe(true)
      }
      await page.screenshot({ path: join(REVIEW_DIR, `receive-types-${width}.png`) })
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: /Забронировать в аптеке/ }).click()
      await page.waitForURL(/\/cart\/pickup\?receiveType=booking/)
      await page
        .getByRole('searchbox', { name: 'Адрес, метро или название аптеки' })
        .fill(shelf.address)
      const option = page.getByRole('radio', { name: containing(shelf.address) })
      await option.waitFor()
      expect(await page.locator('label', { has: option }).textContent()).toContain(
        'В наличии 1 из 2 товаров',
      )
      await page.screenshot({ path: join(REVIEW_DIR, `booking-pharmacies-${width}.png`) })
      if (width === 1440) {
        // Pickup takes both lines at the same pharmacy; the switch keeps the search.
        const modes = page.getByRole('navigation', { name: 'Способ получения' })
        await modes.getByRole('link', { name: 'Самовывоз' }).click()
        await page.getByRole('heading', { level: 1, name: 'Самовывоз из аптеки' }).waitFor()
        await expect
          .poll(() => page.locator('label', { has: option }).textContent(), { timeout: 10_000 })
          .toContain('В наличии 2 из 2 товаров')
        await modes.getByRole('link', { name: 'Бронирование' }).click()
        await page.getByRole('heading', { level: 1, name: 'Бронирование в аптеке' }).waitFor()
        await expect
          .poll(() => page.locator('label', { has: option }).textContent(), { timeout: 10_000 })
          .toContain('В наличии 1 из 2 товаров')
      }
      await choosePharmacy(page, shelf.address)
      const left = page.getByRole('region', { name: 'Не войдут в заказ' })
      await left.waitFor()
      expect(await left.textContent()).toContain(off.product)
      expect(await left.textContent()).not.toContain(shelf.product)
      await page.screenshot({
        path: join(REVIEW_DIR, `booking-checkout-${width}.png`),
        fullPage: true,
      })
      expect(await axeViolations(page)).toEqual([])
      if (width === 1440) {
        await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
        await page.waitForURL(/\/checkout\/success\//, { timeout: 20_000 })
        await page.getByRole('heading', { name: 'Спасибо! Заказ оформлен' }).waitFor()
        await page.goto(`${storefront.url}/cart`, { waitUntil: 'networkidle' })
        await waitForHydration(page)
        await page.getByText(off.product).first().waitFor()
        expect(await page.getByText(shelf.product).count()).toBe(0)
      }
      await page.context().close()
    }
  }, 180_000)
})

describe('courier day and interval (issue #12, item 5)', () => {
  it('with only express left today, the nearest regular interval is chosen in plain sight and saved as shown', async () => {
    const line = await shelfLine(false)
    await setCart([{ ...line, quantity: Math.max(line.quantity, Math.ceil(1100 / line.price)) }])
    const { page, errors } = await shopperPage()
    const dialog = await openCart(page)
    await dialog.getByRole('button', { name: /Доставка курьером/ }).click()
    await page.waitForURL(/\/cart\/delivery/)
    await page.getByLabel('Улица, дом').fill('Тверская 5')
    await page.getByRole('list', { name: 'Подсказки адреса' }).getByRole('button').first().click()

    const days = page.getByRole('group', { name: 'День доставки' })
    const tomorrow = days.getByRole('radio', { name: /Завтра/ })
    await expect.poll(() => tomorrow.isChecked(), { timeout: 15_000 }).toBe(true)
    expect(await days.getByRole('radio', { name: /Сегодня/ }).isChecked()).toBe(false)
    const interval = page
      .getByRole('group', { name: 'Время доставки' })
      .getByRole('radio', { name: /09:00–13:00/ })
    expect(await interval.isChecked()).toBe(true)
    await page.screenshot({
      path: join(REVIEW_DIR, 'courier-preselected-1440.png'),
      fullPage: true,
    })

    await page.getByRole('button', { name: 'Продолжить' }).click()
    await page.waitForURL(/\/checkout$/)
    const receive = page.getByRole('region', { name: /Способ получения/ })
    await receive.getByText(`Завтра, ${moscowDate(1)}, 09:00–13:00`).waitFor()
    const labels = await page
      .getByRole('group', { name: 'Способ оплаты' })
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent?.trim()))
    expect(labels).toEqual([
      'Онлайн на сайте',
      'Картой курьеру',
      'Наличными курьеру',
      'Яндекс Сплит',
    ])
    await page.screenshot({ path: join(REVIEW_DIR, 'courier-checkout-1440.png'), fullPage: true })
    const card = page.getByRole('radio', { name: 'Картой курьеру' })
    // Checked once the pre-order has it (a controlled radio): click, then wait.
    await card.click()
    await expect.poll(() => card.isChecked(), { timeout: 10_000 }).toBe(true)
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
    await page.waitForURL(/\/checkout\/success\//, { timeout: 20_000 })
    await page
      .locator('dl')
      .getByText(`Завтра, ${moscowDate(1)}, 09:00–13:00`)
      .waitFor()

    const { order } = await gql(OrderDocument, { id: (await lastOrderId()) as string })
    expect(order).toMatchObject({
      receiveType: 'courier',
      receiveDate: moscowIso(1),
      options: { payment: 'card' },
    })
    expect(order?.deliveryParams?.dateText).toContain('09:00–13:00')
    expect(errors).toEqual([])
    await page.context().close()
  }, 120_000)

  it('an address outside the delivery zone does not continue, and says why', async () => {
    const line = await shelfLine(false)
    await setCart([{ ...line, quantity: Math.max(line.quantity, Math.ceil(1100 / line.price)) }])
    const { page } = await shopperPage(375)
    const dialog = await openCart(page)
    await dialog.getByRole('button', { name: /Доставка курьером/ }).click()
    await page.waitForURL(/\/cart\/delivery/)
    await page.getByLabel('Улица, дом').fill('Сергиев Посад, Вознесенская 10')
    await page.getByRole('list', { name: 'Подсказки адреса' }).getByRole('button').first().click()
    await page.locator('.field__error').first().waitFor()
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /недоступна/i })
      .waitFor()
    await page.screenshot({ path: join(REVIEW_DIR, 'courier-out-of-zone-375.png'), fullPage: true })
    expect(new URL(page.url()).pathname).toBe('/cart/delivery')
    await page.context().close()
  }, 90_000)
})

describe('payment choice (issue #12, item 6)', () => {
  it('with no payment ticked the order is not placed; the chosen one is saved', async () => {
    const line = await shelfLine(false)
    await setCart([line])
    const before = await lastOrderId()
    const { page } = await shopperPage(375)
    const dialog = await openCart(page)
    await dialog.getByRole('button', { name: /Самовывоз из аптеки/ }).click()
    await page.waitForURL(/\/cart\/pickup/)
    await choosePharmacy(page, line.address)

    const receive = page.getByRole('region', { name: /Способ получения/ })
    expect(await receive.textContent()).toMatch(/Можно забрать: [А-Яа-я]+, \d{1,2} [а-я]+/)
    const payments = page.getByRole('group', { name: 'Способ оплаты' }).getByRole('radio')
    expect(await payments.count()).toBeGreaterThan(1)
    for (let index = 0; index < (await payments.count()); index += 1) {
      expect(await payments.nth(index).isChecked()).toBe(false)
    }
    expect(await page.getByRole('radio', { name: 'Онлайн на сайте' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
    await page.getByRole('alert').filter({ hasText: 'Выберите способ оплаты' }).first().waitFor()
    await page.screenshot({ path: join(REVIEW_DIR, 'payment-required-375.png'), fullPage: true })
    expect(new URL(page.url()).pathname).toBe('/checkout')
    expect(await lastOrderId()).toBe(before)

    const inPharmacy = page.getByRole('radio', { name: 'Оплата в аптеке' })
    await inPharmacy.click()
    await expect.poll(() => inPharmacy.isChecked(), { timeout: 10_000 }).toBe(true)
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
    await page.waitForURL(/\/checkout\/success\//, { timeout: 20_000 })
    await page.locator('dl').getByText('Оплата в аптеке').waitFor()
    const { order } = await gql(OrderDocument, { id: (await lastOrderId()) as string })
    expect(order).toMatchObject({ receiveType: 'pickup', options: { payment: 'pharmacy' } })
    await page.context().close()
  }, 120_000)
})
