// Shopper journeys of the cart and checkout against the real reference-api (startStack):
// the SMS login through the auth modal, the minimum-sum message on /cart, a pickup and a
// courier order to the success page, the add-to-cart toast, axe on /cart and /checkout,
// and screenshots of both at 375 and 1440 px (docs/screenshots).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_DIR, axeViolations, launchBrowser, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

const SCREENSHOT_DIR = join(APP_DIR, '../docs/screenshots')
const REVIEW_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/storefront-screenshots'
const PHONE = '+79990000001'
const CODE = '1234'
const REGION = 'moscowregion'

let stack: RunningStack
let browser: Browser
let token = ''
/** The browser session after the SMS login (the API lets a code be resent only after 60 s). */
let signedIn: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>> | null =
  null

interface Product {
  id: string
  name: string
  url: string
  price: number | null
  priceTypeID: number | null
  availableForOrder: boolean
}

async function gql<T>(query: string, variables: object = {}, auth = true): Promise<T> {
  const answer = await stack.api.gql<T, object>(
    query,
    variables,
    auth && token ? { authorization: `Bearer ${token}` } : {},
  )
  if (!answer.data) throw new Error(JSON.stringify(answer.errors))
  return answer.data
}

async function products(): Promise<Product[]> {
  const data = await gql<{ products: { items: Product[] } }>(
    `query($r: ID!) { products(search: { regionID: $r, sort: { type: popular, side: desc }, pageCount: 60 }) {
      items { id name url price priceTypeID availableForOrder } } }`,
    { r: REGION },
    false,
  )
  return data.products.items.filter((p) => p.availableForOrder && p.price && p.priceTypeID)
}

interface CartAnswer {
  updateCart: {
    total: { totalAmount: number; button: { available: boolean; message: string | null } }
  }
}

/** Replaces the customer's cart with these lines (through the API, as the customer). */
async function setCart(lines: { product: Product; quantity: number }[]) {
  await gql(`mutation($r: ID!) { clearCart(regionID: $r) { total { quantity } } }`, { r: REGION })
  const data = await gql<CartAnswer>(
    `mutation($r: ID!, $items: [CartItemInput!]!) { updateCart(regionID: $r, items: $items) {
      total { totalAmount button { available message } } } }`,
    {
      r: REGION,
      items: lines.map(({ product, quantity }) => ({
        productID: product.id,
        priceTypeID: product.priceTypeID,
        quantity,
      })),
    },
  )
  return data.updateCart.total
}

/** A page signed in as the seeded customer through the auth modal (opened by /checkout). */
async function signedInPage(width = 1440, height = 900): Promise<Page> {
  if (signedIn) {
    const context = await browser.newContext({
      viewport: { width, height },
      storageState: signedIn,
    })
    return context.newPage()
  }
  const context = await browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  await page.goto(`${stack.url}/checkout`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await dialog.locator('input[type="tel"]').fill('+7 999 000 00 01')
  await dialog.getByRole('button', { name: 'Получить код' }).click()
  await dialog.getByText(/Отправить код повторно через 0:5\d/).waitFor()
  await dialog.getByLabel('Код из SMS').fill(CODE)
  await dialog.getByRole('button', { name: 'Войти' }).click()
  await dialog.waitFor({ state: 'hidden' })
  signedIn = await context.storageState()
  return page
}

/** Picks a payment that is not online and confirms the order. */
async function confirmOrder(page: Page) {
  await page.getByRole('button', { name: 'Подтвердить заказ' }).waitFor()
  const payments = page.getByRole('group', { name: 'Способ оплаты' }).getByRole('radio')
  const count = await payments.count()
  for (let index = 0; index < count; index += 1) {
    const label = (
      (await payments.nth(index).locator('xpath=..').textContent()) ?? ''
    ).toLowerCase()
    if (!label.includes('онлайн') && !label.includes('картой на сайте')) {
      await payments.nth(index).click()
      await expect.poll(() => payments.nth(index).isChecked(), { timeout: 10_000 }).toBe(true)
      break
    }
  }
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
  await page.waitForURL(/\/checkout\/success\//, { timeout: 20_000 })
  await page.getByRole('heading', { name: 'Спасибо! Заказ оформлен' }).waitFor()
}

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  mkdirSync(REVIEW_DIR, { recursive: true })
  stack = await startStack()
  browser = await launchBrowser()
  // The API's own session for the same customer (its test OAuth token), to fill the cart.
  const login = await gql<{ loginOAuth: { session: { user: { accessToken: string } } } }>(
    `mutation($t: String!) { loginOAuth(oauthProvider: vk, token: $t) { session { user { accessToken } } } }`,
    { t: `test:${PHONE}` },
    false,
  )
  token = login.loginOAuth.session.user.accessToken
}, 180_000)

afterAll(async () => {
  await browser?.close()
  // The API's close waits for idle keep-alive sockets; the worker exits anyway.
  await Promise.race([stack?.stop(), new Promise((resolve) => setTimeout(resolve, 20_000))])
}, 60_000)

describe('cart and checkout', () => {
  it("adding to the cart shows the toast '… добавлен в Корзину' linking to the cart", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${stack.url}/`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'В корзину' }).first().click()
    const toast = page.getByText(/добавлен в Корзину$/).first()
    await toast.waitFor()
    const link = page.getByRole('link', { name: 'Перейти в корзину' })
    expect(await link.getAttribute('href')).toBe('/cart')
    await context.close()
  }, 60_000)

  it('signs in by SMS code and shows the minimum-sum message on /cart', async () => {
    const cheap = (await products()).find((p) => (p.price ?? 0) < 300)
    expect(cheap).toBeDefined()
    const total = await setCart([{ product: cheap as Product, quantity: 1 }])
    expect(total.button.available).toBe(false)
    const page = await signedInPage()
    await page.goto(`${stack.url}/cart`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByText(total.button.message ?? '').waitFor()
    expect(await page.getByRole('button', { name: 'Оформить заказ' }).isDisabled()).toBe(true)
    await page.context().close()
  }, 60_000)

  it('orders for pickup to the success page', async () => {
    const product = (await products()).find((p) => (p.price ?? 0) >= 100) as Product
    await setCart([{ product, quantity: Math.ceil(700 / (product.price ?? 1)) }])
    const page = await signedInPage()
    await page.goto(`${stack.url}/cart`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Оформить заказ' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Самовывоз из аптеки' }).click()
    await page.waitForURL(/\/cart\/pickup/)
    await page.getByRole('region', { name: 'Карта аптек' }).waitFor()
    await page
      .getByText(/из \d+ товаров/)
      .first()
      .waitFor()
    await page
      .getByRole('group', { name: 'Аптеки' })
      .locator('input[type="radio"]:not([disabled])')
      .first()
      .check()
    await page.getByRole('button', { name: 'Продолжить' }).last().click()
    await page.waitForURL(/\/checkout$/)
    await confirmOrder(page)
    await page.context().close()
  }, 90_000)

  it('orders courier delivery to a suggested Moscow address', async () => {
    const product = (await products()).find((p) => (p.price ?? 0) >= 100) as Product
    await setCart([{ product, quantity: Math.ceil(900 / (product.price ?? 1)) }])
    const page = await signedInPage()
    await page.goto(`${stack.url}/cart`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Оформить заказ' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Доставка курьером' }).click()
    await page.waitForURL(/\/cart\/delivery/)
    await page.getByLabel('Улица, дом').fill('Тверская 5')
    await page.getByRole('list', { name: 'Подсказки адреса' }).getByRole('button').first().click()
    const interval = page.getByRole('group', { name: 'Время доставки' }).getByRole('radio').first()
    await interval.waitFor()
    await interval.click()
    await expect.poll(() => interval.isChecked(), { timeout: 10_000 }).toBe(true)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await page.waitForURL(/\/checkout$/)
    await confirmOrder(page)
    await page.context().close()
  }, 90_000)

  it('has no serious axe violations on /cart and /checkout; screenshots at 375 and 1440', async () => {
    const product = (await products()).find((p) => (p.price ?? 0) >= 100) as Product
    await setCart([{ product, quantity: Math.ceil(700 / (product.price ?? 1)) }])
    for (const width of [375, 1440]) {
      const page = await signedInPage(width, 900)
      await page.goto(`${stack.url}/cart`, { waitUntil: 'networkidle' })
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Оформить заказ' }).waitFor()
      await page.screenshot({ path: join(SCREENSHOT_DIR, `cart-${width}.png`), fullPage: true })
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Оформить заказ' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Самовывоз из аптеки' }).click()
      await page.waitForURL(/\/cart\/pickup/)
      await page.getByRole('region', { name: 'Карта аптек' }).waitFor()
      await page.screenshot({ path: join(REVIEW_DIR, `pickup-${width}.png`) })
      expect(await axeViolations(page)).toEqual([])
      await page
        .getByRole('group', { name: 'Аптеки' })
        .locator('input[type="radio"]:not([disabled])')
        .first()
        .check()
      await page.getByRole('button', { name: 'Продолжить' }).last().click()
      await page.waitForURL(/\/checkout$/)
      await page.getByRole('button', { name: 'Подтвердить заказ' }).waitFor()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: join(SCREENSHOT_DIR, `checkout-${width}.png`), fullPage: true })
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    }
  }, 120_000)
})
