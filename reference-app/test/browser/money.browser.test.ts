// Every figure adds up (#32), in a real browser against the real API: a pickup and a courier order
// with a promo code and points show the same terms and total on the checkout, success, order and
// history pages; cancelling a paid order asks once, says the money goes back to the card,
// 'Отмена' keeps the order and confirming cancels it; an address the map cannot find is refused
// at its field and not listed under 'Сохранённые адреса'.
import {
  formatMoney,
  PharmacySearchListDocument,
  PreOrderDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmPayment } from '../../../reference-api/src/order/payment'
import {
  line,
  orderableProducts,
  type PricedProduct,
  type Shopper,
  shopper,
} from '../../../reference-api/test/shopper'
import { launchBrowser, waitForHydration } from './harness'
import {
  applyPromoAndPoints,
  chooseCourier,
  customerTokens,
  signedInContext,
  termsOn,
} from './journey'
import { type RunningStack, startStack } from './stack'

const REGION = 'moscowregion'
const ANNA = '+79990000001'

let stack: RunningStack
let browser: Browser
let products: PricedProduct[]
let anna: { accessToken: string; refreshToken: string }

beforeAll(async () => {
  stack = await startStack({ catalogSize: 200 })
  browser = await launchBrowser()
  anna = await customerTokens(stack.api, ANNA)
  products = await orderableProducts(stack.api, REGION, {
    minPrice: 300,
    maxPrice: 700,
    minQuantity: 4,
    limit: 8,
  })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

function annaContext(): Promise<BrowserContext> {
  return signedInContext(browser, stack.url, anna)
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  return page
}

function annaShopper(): Shopper {
  const who = shopper(stack.api)
  who.accessToken = anna.accessToken
  return who
}

/** Two products ×2 in Anna's cart (over the promo's 1 000 ₽), then the receive type chosen. */
async function fillCart(who: Shopper, offset: number) {
  const [a, b] = products.slice(offset, offset + 2) as [PricedProduct, PricedProduct]
  await who.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
}

async function choosePickup(who: Shopper, payment: 'pharmacy' | 'online') {
  await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
  const list = await who.gql(PharmacySearchListDocument, { regionID: REGION })
  const pharmacy = list.data?.pharmacySearchList.items.find((item) => item.available)?.pharmacy.id
  const chosen = await who.gql(UpdatePreOrderDocument, {
    input: { regionID: REGION, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: pharmacy },
  })
  const offered = chosen.data?.updatePreOrder.availableOptions.payments.map((entry) => entry.type)
  await who.gql(UpdatePreOrderDocument, {
    input: {
      regionID: REGION,
      step: 'CHECKOUT',
      payment: offered?.includes(payment) ? payment : 'online',
    },
  })
}

/** Checkout → Подтвердить заказ → success → order page → history: the same terms everywhere. */
async function sameTermsThroughTheJourney(
  context: BrowserContext,
  total: Awaited<ReturnType<typeof applyPromoAndPoints>>,
  withDelivery: boolean,
) {
  const page = await open(context, '/checkout')
  const checkout = await termsOn(page)
  expect(checkout.total).toBe(formatMoney(total.totalAmount))
  expect(checkout.promo).toBe(`−${formatMoney(total.promoDiscount)}`)
  expect(checkout.points).toBe(`−${formatMoney(15)}`)
  if (withDelivery) expect(checkout.delivery).toBe(formatMoney(total.courierPrice ?? 0))
  else expect(checkout.delivery).toBeUndefined()
  // The points to earn are the model's, after the promo and the points.
  await page.getByText(`Начислим ${total.points} `).waitFor()

  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await page.waitForURL(/\/checkout\/success\//, { timeout: 20_000 })
  await waitForHydration(page)
  expect(await termsOn(page)).toEqual(checkout)
  const number = await page
    .locator('dt', { hasText: 'Номер заказа' })
    .locator('xpath=following-sibling::dd')
    .innerText()

  const order = await open(context, `/personal/history/${number}`)
  expect(await termsOn(order)).toEqual(checkout)
  const history = await open(context, '/personal/history')
  expect(await termsOn(history, `[data-order="${number}"]`)).toEqual(checkout)
}

describe('every figure adds up', () => {
  it('a pickup order with a promo code and points: checkout, success, order and history agree', async () => {
    const who = annaShopper()
    await fillCart(who, 0)
    const context = await annaContext()
    const cart = await open(context, '/cart')
    const cartTerms = await termsOn(cart)
    expect(cartTerms.delivery).toBeUndefined()
    await choosePickup(who, 'pharmacy')
    const total = await applyPromoAndPoints(who, REGION)
    // The cart showed the goods the checkout starts from.
    expect(cartTerms.products).toBe(formatMoney(total.amount))
    await sameTermsThroughTheJourney(context, total, false)
    await context.close()
  }, 120_000)

  it('a courier order with a promo code and points shows its delivery everywhere', async () => {
    const who = annaShopper()
    await fillCart(who, 2)
    await chooseCourier(who, REGION, 'г. Москва, ул. Тверская, дом 7')
    const total = await applyPromoAndPoints(who, REGION)
    const context = await annaContext()
    await sameTermsThroughTheJourney(context, total, true)
    await context.close()
  }, 120_000)
})

describe('confirm before the irreversible', () => {
  it('cancelling a paid order asks once: "Отмена" keeps it, confirming cancels it', async () => {
    const who = annaShopper()
    await fillCart(who, 4)
    await choosePickup(who, 'online')
    const saved = await who.gql(SaveOrderDocument, { regionID: REGION })
    const placed = saved.data?.saveOrder
    if (!placed) throw new Error(JSON.stringify(saved.errors))
    const [row] = await stack.api.database.exec<{ payment_token: string }>(
      `SELECT payment_token FROM orders WHERE id = '${placed.id}'`,
    )
    expect(
      await confirmPayment(stack.api.database.db, placed.id, row?.payment_token ?? '', new Date()),
    ).toBe('paid')

    const context = await annaContext()
    const page = await open(context, `/personal/history/${placed.number}`)
    const status = page.getByTestId('order-status')
    const before = await status.innerText()
    await page.getByRole('button', { name: 'Отменить заказ' }).click()
    const dialog = page.getByRole('dialog', { name: `Отменить заказ № ${placed.number}?` })
    await dialog.waitFor()
    await dialog.getByText('Деньги вернутся на карту').waitFor()

    await dialog.getByRole('button', { name: 'Отмена' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await status.innerText()).toBe(before)

    await page.getByRole('button', { name: 'Отменить заказ' }).click()
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click()
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toBe('Отменён')
    await context.close()
  }, 120_000)
})

describe('addresses', () => {
  it('an unknown address ("Балашиха, Лен") is refused at its field and not saved', async () => {
    const who = annaShopper()
    await fillCart(who, 6)
    const context = await annaContext()
    const page = await open(context, '/cart/delivery')
    await page.getByLabel('Улица, дом').fill('Балашиха, Лен')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await page
      .locator('.field__error')
      .filter({ hasText: 'Не удалось найти адрес на карте, уточните его' })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/cart/delivery')

    const again = await open(context, '/cart/delivery')
    await again.getByLabel('Улица, дом').waitFor()
    const saved = await again
      .locator('fieldset')
      .filter({ has: again.locator('legend', { hasText: 'Сохранённые адреса' }) })
      .allInnerTexts()
    expect(saved.join('\n')).not.toContain('Лен')
    const rows = await stack.api.database.exec<{ n: number }>(
      `SELECT count(*)::int AS n FROM delivery_addresses WHERE formatted_address LIKE '%Лен'`,
    )
    expect(rows[0]?.n).toBe(0)
    await context.close()
  }, 120_000)
})
