// The loyalty gaps of the personal area in a real browser against the real API (issue #15):
// points spent at checkout (what is applied and why not), the order placed, and the reduced
// balance with its history line on /personal/mybonus; a plastic card the loyalty system does not
// know ends in E_41's message on the card page; the sign-in providers the API offers, started
// from the card page (back signed in, or in OAUTH_FAILED when the provider refuses); and the
// employee's 'show expiring prices' switch on the product page.
import {
  ApplyLoyaltyProgramDocument,
  ExpiringProductsDocument,
  GetCodeDocument,
  LoginOAuthDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  ProductPageDocument,
  ProductsDocument,
  RegisterClientDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  line,
  orderableProducts,
  type PricedProduct,
  shopper,
} from '../../../reference-api/test/shopper'
import { axeViolations, hydrationErrors, launchBrowser, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

const REGION = 'moscowregion'
const CARD_PAGE = '/vypusk-karty-loyalnosti'
/** Seeded: Anna (a customer with a card) and Sergey (an employee in employee mode). */
const ANNA = { phone: '+79990000001', card: '2770000000017' }
const EMPLOYEE = '+79990000002'
/** Luhn-valid, so the card check lets it through; no one ever issued it. */
const UNKNOWN_CARD = '6000 0012 3456 0'

let stack: RunningStack
let browser: Browser
let products: PricedProduct[]

beforeAll(async () => {
  stack = await startStack({ catalogSize: 300 })
  browser = await launchBrowser()
  products = await orderableProducts(stack.api, REGION, {
    minPrice: 200,
    maxPrice: 600,
    minQuantity: 4,
    limit: 6,
  })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

interface Tokens {
  accessToken: string
  refreshToken: string
}

/** A new customer registered through the API (the stack's SMS code is '1234'). */
async function newCustomer(phone: string, name: string): Promise<Tokens> {
  const sent = await stack.api.gql(GetCodeDocument, { phone })
  if (sent.errors.length) throw new Error(JSON.stringify(sent.errors))
  const registered = await stack.api.gql(RegisterClientDocument, {
    data: { phone, code: '1234', name },
  })
  const user = registered.data?.registerClient.session?.user
  if (!user) throw new Error(JSON.stringify(registered.errors))
  return user
}

/** A session of the API's OAuth stand-in. */
async function tokensOf(phone: string): Promise<Tokens> {
  const login = await stack.api.gql(LoginOAuthDocument, {
    oauthProvider: 'vk',
    token: `test:${phone}`,
  })
  const user = login.data?.loginOAuth.session?.user
  if (!user) throw new Error(JSON.stringify(login.errors))
  return user
}

async function contextOf(tokens: Tokens | null, width = 1440): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  if (tokens) {
    const domain = new URL(stack.url).hostname
    await context.addCookies([
      { name: 'access_token', value: tokens.accessToken, domain, path: '/' },
      { name: 'refresh_token', value: tokens.refreshToken, domain, path: '/' },
    ])
  }
  return context
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  return response
}

const step = (page: Page) => page.locator('[data-step]').first().getAttribute('data-step')

/** The elements that stick out to the right of the viewport (none: no horizontal scroll). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
          .slice(0, 10),
  )

/** Roubles in a money text ('1 234 ₽' → 1234). */
const roubles = (text: string) => Number(text.replace(/[^\d]/g, ''))

describe('points spent at checkout', () => {
  it('spends points (what is applied and why not), places the order, and /personal/mybonus shows the balance and the spend', async () => {
    const tokens = await newCustomer('+79995553301', 'Вера')
    const who = shopper(stack.api)
    who.accessToken = tokens.accessToken
    const joined = await who.gql(ApplyLoyaltyProgramDocument, {
      regionID: REGION,
      loyalty: { type: 'main' },
    })
    expect(joined.data?.applyLoyaltyProgram.points).toBe(100)

    // A pickup order ready for its last step; the shopper asks for more points than she has.
    const [a, b] = products as [PricedProduct, PricedProduct]
    await who.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
    await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const list = await who.gql(PharmacySearchListDocument, { regionID: REGION })
    const pharmacy = list.data?.pharmacySearchList.items.find((item) => item.available)?.pharmacy.id
    await who.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: pharmacy },
    })
    const asked = await who.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', loyalty: { points: 5000 } },
    })
    expect(asked.data?.updatePreOrder.loyalty?.params?.points).toMatchObject({
      selected: true,
      count: 100,
    })

    const context = await contextOf(tokens)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await open(page, '/checkout')
    await page.getByRole('button', { name: 'Подтвердить заказ' }).waitFor()
    const bonuses = page.getByRole('region', { name: 'Баллы и промокод' })
    const points = bonuses.getByRole('checkbox', { name: /Списать 100 баллов/ })
    const total = () => page.locator('#cart-summary-title ~ dl dd').last().innerText()

    // Applied: 100 points; and why not 5000: the API's own words.
    expect(await points.isChecked()).toBe(true)
    expect(await bonuses.getByTestId('points-applied').innerText()).toMatch(
      /^Оплачено баллами: −100\s₽$/,
    )
    expect(await bonuses.getByTestId('points-error').innerText()).toBe(
      'Можно списать не больше 100 баллов: до 50% суммы заказа',
    )
    const withPoints = roubles(await total())

    // Unticked: nothing applied, no complaint, the total 100 ₽ higher.
    // The box follows the pre-order the API answers, so it changes once the answer is in.
    await points.click()
    await expect.poll(() => points.isChecked()).toBe(false)
    await expect.poll(() => bonuses.getByTestId('points-applied').count()).toBe(0)
    await expect.poll(async () => roubles(await total())).toBe(withPoints + 100)
    expect(await bonuses.getByTestId('points-error').count()).toBe(0)

    // Ticked again: the whole 100 is taken, within the limit, so no complaint.
    await points.click()
    await expect.poll(() => points.isChecked()).toBe(true)
    await expect.poll(() => bonuses.getByTestId('points-applied').count()).toBe(1)
    await expect.poll(async () => roubles(await total())).toBe(withPoints)
    expect(await bonuses.getByTestId('points-error').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])

    // Paid in the pharmacy (not online), then confirmed.
    const payments = page.getByRole('group', { name: 'Способ оплаты' }).getByRole('radio')
    for (let index = 0; index < (await payments.count()); index += 1) {
      const label = (
        (await payments.nth(index).locator('xpath=..').textContent()) ?? ''
      ).toLowerCase()
      if (!label.includes('онлайн') && !label.includes('картой на сайте')) {
        await payments.nth(index).click()
        await expect.poll(() => payments.nth(index).isChecked()).toBe(true)
        break
      }
    }
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
    await page.waitForURL(/\/checkout\/success\//, { timeout: 20_000 })

    // The points are gone from the balance, and the history has the spend.
    await open(page, '/personal/mybonus')
    expect(await page.getByTestId('bonus-summary').innerText()).toBe('0 баллов')
    const history = page.getByTestId('bonus-history').getByRole('listitem')
    expect(await history.first().innerText()).toMatch(/[-−]100 баллов$/)
    expect(await history.count()).toBe(2) // the welcome points and the spend
    expect(hydrationErrors(errors)).toEqual([])
    await context.close()
  }, 120_000)
})

describe('the card page', () => {
  it('a plastic card the loyalty system does not know ends in E_41’s message, and can be retried', async () => {
    const tokens = await newCustomer('+79995553302', 'Олег')
    const context = await contextOf(tokens)
    const page = await context.newPage()
    await open(page, CARD_PAGE)
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect.poll(() => step(page)).toBe('STEP_3')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect.poll(() => step(page)).toBe('CARD_NUMBER')

    await page.getByLabel('Номер карты').fill(UNKNOWN_CARD)
    await page.getByRole('button', { name: 'Привязать карту' }).click()
    const alert = page.locator('[data-step="CARD_NUMBER"] [role=alert]')
    await alert.waitFor()
    expect(await alert.innerText()).toBe('Карта не найдена')
    expect(await step(page)).toBe('CARD_NUMBER')
    expect(await axeViolations(page)).toEqual([])
    // The shopper may still take a virtual card instead.
    await page.getByRole('button', { name: 'Выпустить виртуальную карту' }).click()
    await expect.poll(() => step(page)).toBe('CARD_DETAIL')
    await context.close()
  }, 60_000)

  it('offers the API’s sign-in providers; one started from the page signs the shopper in and back', async () => {
    const context = await contextOf(null)
    const page = await context.newPage()
    await open(page, CARD_PAGE)
    const providers = page.getByRole('group', { name: 'Или войдите через' })
    // The offers arrive after hydration (a query of the API's configuration).
    await expect
      .poll(() => providers.getByRole('button').allInnerTexts())
      .toEqual([
        'Войти через VK ID',
        'Войти через Яндекс ID',
        'Войти через Сбер ID',
        'Войти через Google',
        'Войти через Apple ID',
      ])
    expect(await axeViolations(page)).toEqual([])

    await providers.getByRole('button', { name: 'Войти через Яндекс ID' }).click()
    await page.waitForURL(/\/oauth\/stand-in\/authorize\?/)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Вход через Яндекс ID')
    await page.getByLabel(/Телефон/).fill(ANNA.phone)
    await page.getByRole('button', { name: 'Разрешить' }).click()
    await page.waitForURL((url) => url.pathname === CARD_PAGE)
    await waitForHydration(page)
    await expect.poll(() => step(page)).toBe('CARD_IS_EXIST')
    expect(await page.getByText(ANNA.card).count()).toBe(1)
    // The code and the state are gone from the address.
    expect(new URL(page.url()).hash).toBe('')
    expect(new URL(page.url()).search).toBe('')
    await context.close()
  }, 60_000)

  it('a provider that refuses lands in OAUTH_FAILED, with the providers offered again; fits 320 px', async () => {
    const context = await contextOf(null, 320)
    const page = await context.newPage()
    await open(page, CARD_PAGE)
    expect(await overflowing(page)).toEqual([])
    await page.getByRole('button', { name: 'Войти через VK ID' }).click()
    await page.waitForURL(/\/oauth\/stand-in\/authorize\?/)
    await page.getByRole('button', { name: 'Отказать' }).click()
    await page.waitForURL((url) => url.pathname === CARD_PAGE)
    await waitForHydration(page)
    await expect.poll(() => step(page)).toBe('OAUTH_FAILED')
    expect(await page.getByRole('alert').innerText()).toContain('Не удалось войти через VK ID')
    expect(new URL(page.url()).hash).toBe('')
    const again = page.getByRole('group', { name: 'Или войдите через' })
    expect(await again.getByRole('button').count()).toBe(5)
    expect(await overflowing(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Попробовать снова' }).click()
    await expect.poll(() => step(page)).toBe('STEP_1')
    await context.close()
  }, 60_000)
})

describe('employee mode', () => {
  it('expiring prices stay hidden until the employee switches them on, and the switch is kept', async () => {
    // A product with an expiring price and a regular one, both above 0.
    const [expiring, regular] = await Promise.all([
      stack.api.gql(ExpiringProductsDocument, { regionID: REGION, pageCount: 100 }),
      stack.api.gql(ProductsDocument, { search: { regionID: REGION, pageCount: 60 } }),
    ])
    const aliases = [
      ...(expiring.data?.products.items ?? []),
      ...(regular.data?.products.items ?? []),
    ]
      .filter((p) => p.availableForOrder)
      .map((p) => p.alias)
    type PagePrices = { alias: string; prices: { price: number; isExpirating: boolean }[] }
    let product: PagePrices | undefined
    for (const alias of aliases) {
      const page = (await stack.api.gql(ProductPageDocument, { alias, regionID: REGION })).data
        ?.productPage?.product
      const above0 = page?.prices.filter((price) => price.price > 0) ?? []
      if (above0.some((p) => p.isExpirating) && above0.some((p) => !p.isExpirating)) {
        product = page
        break
      }
    }
    if (!product) throw new Error('no product with an expiring and a regular price')
    const above0 = product.prices.filter((price) => price.price > 0)
    const regularCount = above0.filter((price) => !price.isExpirating).length
    const path = `/product/${product.alias}.html`
    // Radios of the price variants' own group (absent with a single variant).
    const variants = (page: Page) =>
      page.getByRole('group', { name: 'Варианты цены' }).locator('input[type="radio"]')
    const expiringShown = (page: Page) =>
      page.getByRole('group', { name: 'Варианты цены' }).getByText('Уценка: истекает срок годности')
    const toggle = (page: Page) => page.getByRole('checkbox', { name: /Показывать цены уценённых/ })

    // A customer has no such switch.
    const customer = await contextOf(await tokensOf(ANNA.phone))
    const annaPage = await customer.newPage()
    await open(annaPage, path)
    expect(await toggle(annaPage).count()).toBe(0)
    await customer.close()

    const context = await contextOf(await tokensOf(EMPLOYEE))
    const page = await context.newPage()
    await open(page, path)
    // Off: every regular price above 0, no expiring one.
    expect(await toggle(page).isChecked()).toBe(false)
    expect(await variants(page).count()).toBe(regularCount > 1 ? regularCount : 0)
    expect(await expiringShown(page).count()).toBe(0)

    // On: the expiring prices join the list.
    await toggle(page).check()
    await expect.poll(() => variants(page).count()).toBe(above0.length)
    expect(await expiringShown(page).count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])

    // Kept: the server's own HTML lists them on the next visit.
    const html = (await (await open(page, path))?.text()) ?? ''
    expect(html).toContain('Уценка: истекает срок годности')
    expect(await toggle(page).isChecked()).toBe(true)
    expect(await variants(page).count()).toBe(above0.length)

    // Off again.
    await toggle(page).uncheck()
    await expect.poll(() => expiringShown(page).count()).toBe(0)
    await page.setViewportSize({ width: 320, height: 900 })
    expect(await overflowing(page)).toEqual([])
    await context.close()
  }, 120_000)
})
