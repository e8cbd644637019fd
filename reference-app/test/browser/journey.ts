// The shopper's steps the money and clock browser tests share (issue #32): a signed-in browser
// context, the money terms a page shows, and the pre-order steps — courier with a slot, promo code
// and points — taken through the API as the checkout's own calls would.
import { TOKEN_COOKIES, UpdatePreOrderDocument } from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Shopper } from '../../../reference-api/test/shopper'

export const PROMO = 'ZDOROVYE10'
/** The points each walked order spends. */
export const POINTS = 15

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
