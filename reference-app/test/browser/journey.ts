// The shopper's steps the money and clock browser tests share (issue #32): the customer's tokens
// and a signed-in browser context, a pharmacy open 08:00–22:00 with a product on its shelf, the
// money terms a page shows, the pre-order steps — courier with a slot, promo code and points —
// taken through the API as the checkout's own calls would, and stopping what a suite started.
import { LoginOAuthDocument, TOKEN_COOKIES, UpdatePreOrderDocument } from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { TestApi } from '../../../reference-api/test/harness'
import type { Shopper } from '../../../reference-api/test/shopper'
import type { RunningStorefront } from './harness'

export const PROMO = 'ZDOROVYE10'
/** The points each walked order spends. */
export const POINTS = 15

/** The customer's token pair, signed in by the API's OAuth stand-in (devOAuth). */
export async function customerTokens(
  api: TestApi,
  phone: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const login = await api.gql(LoginOAuthDocument, { oauthProvider: 'vk', token: `test:${phone}` })
  const user = login.data?.loginOAuth.session?.user
  if (!user) throw new Error(JSON.stringify(login.errors))
  return { accessToken: user.accessToken, refreshToken: user.refreshToken }
}

/** Closes the browser, stops the storefront, then the API (its close may wait on idle sockets). */
export async function stopJourney(parts: {
  browser?: Browser | undefined
  storefront?: RunningStorefront | undefined
  api?: TestApi | undefined
}): Promise<void> {
  await parts.browser?.close()
  await parts.storefront?.stop()
  await Promise.race([parts.api?.close(), new Promise((resolve) => setTimeout(resolve, 20_000))])
}

/**
 * A pharmacy of the region made to work 08:00–22:00 every day (bookings ready the same day, every
 * payment taken), and a product on its shelf in a quantity worth at least `sum` roubles; `nth`
 * picks another one.
 */
export async function openPharmacyShelf(api: TestApi, regionId: string, sum: number, nth = 0) {
  const [row] = await api.database.exec<{
    pharmacy_id: number
    address: string
    product_id: number
    quantity: number
  }>(
    `SELECT s.pharmacy_id, ph.address, s.product_id, ceil($3 / pp.price)::int AS quantity
       FROM pharmacy_stock s
       JOIN pharmacies ph ON ph.id = s.pharmacy_id AND ph.region_id = $1 AND ph.is_active
       JOIN product_prices pp ON pp.product_id = s.product_id AND pp.region_id = $1
            AND pp.price_type_id = 1 AND pp.available_for_booking AND pp.available_for_order
      WHERE ceil($3 / pp.price) <= least(s.quantity, pp.max_quantity)
        AND (SELECT count(*) FROM pharmacies o WHERE o.address = ph.address) = 1
      ORDER BY pp.price DESC, s.pharmacy_id LIMIT 1 OFFSET $2`,
    [regionId, nth, sum],
  )
  if (!row) throw new Error(`no product on a shelf in ${regionId}`)
  const hours = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'].map((name) => ({
    name,
    open: '08:00',
    close: '22:00',
  }))
  await api.database.exec(
    `UPDATE pharmacies SET working_hours = $2::jsonb, is_round_the_clock = false,
            booking_days = 0, payment_types = '{cash,card,online}' WHERE id = $1`,
    [row.pharmacy_id, JSON.stringify(hours)],
  )
  return row
}

/** A desktop browser context carrying the shopper's token cookies for `url`'s host. */
export async function signedInContext(
  browser: Browser,
  url: string,
  tokens: { accessToken: string; refreshToken: string },
  options: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options })
  const domain = new URL(url).hostname
  await context.addCookies([
    { name: TOKEN_COOKIES.user.access, value: tokens.accessToken, domain, path: '/' },
    { name: TOKEN_COOKIES.user.refresh, value: tokens.refreshToken, domain, path: '/' },
  ])
  return context
}

/** The rows of the first money summary on the page, term → shown value. */
export async function termsOn(page: Page, within = 'body'): Promise<Record<string, string>> {
  const terms = page.locator(within).locator('[data-money-terms]').first()
  await terms.waitFor()
  return terms.evaluate((list) =>
    Object.fromEntries(
      [...list.querySelectorAll('[data-term]')].map((row) => [
        row.getAttribute('data-term') ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    ),
  )
}

/** The points a page's summary says the order earns ('Начислим 10 баллов'); null without the line. */
export async function pointsToEarnOn(page: Page): Promise<string | null> {
  const line = page.getByText(/^Начислим \d+ балл/)
  return (await line.count()) > 0 ? line.first().textContent() : null
}

/** A courier pre-order to `address` on the first day with a regular (not express) interval. */
export async function chooseCourier(who: Shopper, regionID: string, address: string) {
  const pre = await who.gql(UpdatePreOrderDocument, {
    input: {
      regionID,
      step: 'DELIVERY',
      receiveType: 'courier',
      address: { formattedAddress: address, entrance: '1' },
    },
  })
  const day = pre.data?.updatePreOrder.availableOptions.deliveryDates.find((date) =>
    date.intervals.some((slot) => !slot.isExpress),
  )
  const interval = day?.intervals.find((slot) => !slot.isExpress)
  await who.gql(UpdatePreOrderDocument, {
    input: {
      regionID,
      step: 'CHECKOUT',
      dateId: day?.id,
      intervalId: interval?.id,
      payment: 'card',
    },
  })
}

/** Promo code and 15 points; answers the pre-order's total as the API priced it. */
export async function applyPromoAndPoints(who: Shopper, regionID: string) {
  const applied = await who.gql(UpdatePreOrderDocument, {
    input: { regionID, step: 'CHECKOUT', loyalty: { promoCode: PROMO, points: POINTS } },
  })
  expect(applied.errors).toEqual([])
  const total = applied.data?.updatePreOrder.total
  if (!total) throw new Error('no pre-order total')
  expect(total.promoDiscount).toBeGreaterThan(0)
  expect(total.expensePoints).toBe(POINTS)
  return total
}

/** `text` as a pattern that matches it as it is. */
export function literalPattern(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
