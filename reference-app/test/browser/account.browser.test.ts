// The personal area in a real browser against the real API (issue #15): every page answers its
// server-rendered title and h1 with noindex and asks an anonymous visitor to sign in; the profile
// with each validation message; an order cancelled and one refused with E_39; repeating an
// order; a favourite added before sign-in; points and their history; the referral code kept
// through sign-up; axe and 320 px on every page; screenshots for docs/.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  LoginOAuthDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  ProductsDocument,
  ReferralProgramDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceOrder } from '../../../reference-api/src/order/lifecycle'
import {
  line,
  orderableProducts,
  type PricedProduct,
  type Shopper,
  shopper,
} from '../../../reference-api/test/shopper'
import { APP_DIR, axeViolations, launchBrowser, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

const REGION = 'moscowregion'
const ANNA = '+79990000001'
const SCREENSHOT_DIR = join(APP_DIR, '..', 'docs', 'screenshots')

/** Every personal-area page with its h1. */
const PAGES = [
  ['/personal', 'Личные данные'],
  ['/personal/history', 'Мои заказы'],
  ['/client-orders', 'Мои заказы'],
  ['/favorite', 'Избранное'],
  ['/favorite/personal', 'Избранное'],
  ['/personal/mybonus', 'Бонусы'],
  ['/mybonus', 'Бонусы'],
  ['/personal/promo', 'Промокоды'],
  ['/promokod', 'Промокоды'],
  ['/ref', 'Пригласите друга'],
] as const

let stack: RunningStack
let browser: Browser
let products: PricedProduct[]
/** Anna's tokens (the OAuth stand-in: no SMS, so no resend pause between tests). */
let anna: { accessToken: string; refreshToken: string }

beforeAll(async () => {
  stack = await startStack({ catalogSize: 200 })
  browser = await launchBrowser()
  anna = await tokensOf(ANNA)
  products = await orderableProducts(stack.api, REGION, {
    minPrice: 150,
    maxPrice: 600,
    minQuantity: 4,
    limit: 12,
  })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

async function tokensOf(phone: string) {
  const login = await stack.api.gql(LoginOAuthDocument, {
    oauthProvider: 'vk',
    token: `test:${phone}`,
  })
  const tokens = login.data?.loginOAuth.session?.user
  if (!tokens) throw new Error(JSON.stringify(login.errors))
  return tokens
}

/** A browser context signed in as Anna, at the given width. */
async function annaContext(width = 1440, height = 900): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height } })
  const domain = new URL(stack.url).hostname
  await context.addCookies([
    { name: 'access_token', value: anna.accessToken, domain, path: '/' },
    { name: 'refresh_token', value: anna.refreshToken, domain, path: '/' },
  ])
  return context
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  return page
}

/** Anna's API shopper, sharing her session with the browser. */
function annaShopper(): Shopper {
  const who = shopper(stack.api)
  who.accessToken = anna.accessToken
  return who
}

/** A pickup order of Anna's, paid in the pharmacy; answers its id and number. */
async function placeOrder(offset: number) {
  const who = annaShopper()
  const [a, b] = products.slice(offset, offset + 2) as [PricedProduct, PricedProduct]
  await who.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
  await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
  const list = await who.gql(PharmacySearchListDocument, { regionID: REGION })
  const pharmacy = list.data?.pharmacySearchList.items.find((item) => item.available)?.pharmacy.id
  const chosen = await who.gql(UpdatePreOrderDocument, {
    input: { regionID: REGION, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: pharmacy },
  })
  const payment = chosen.data?.updatePreOrder.availableOptions.payments.some(
    (entry) => entry.type === 'pharmacy',
  )
    ? 'pharmacy'
    : 'online'
  await who.gql(UpdatePreOrderDocument, { input: { regionID: REGION, step: 'CHECKOUT', payment } })
  const saved = await who.gql(SaveOrderDocument, { regionID: REGION })
  const order = saved.data?.saveOrder
  if (!order) throw new Error(JSON.stringify(saved.errors))
  // The cart is emptied by the order; nothing of it is left for the repeat test to find.
  return { id: order.id, number: order.number, names: [a.name, b.name] }
}

/** The document's width beyond the viewport (0 when nothing scrolls sideways). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

describe('every personal-area page', () => {
  it('answers its title and h1 from the server, noindex, and asks an anonymous visitor to sign in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    for (const [path, h1] of PAGES) {
      const response = await fetch(`${stack.url}${path}`)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain(`<title>${h1} — Аптека</title>`)
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`))
      expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/)
      expect(html, path).toContain('Войдите в личный кабинет')
    }
    // The order page too, and a region before the path.
    const order = await fetch(`${stack.url}/personal/history/2501-AAAAA-BBBBB`)
    expect(await order.text()).toContain('<h1 class="page__title">Заказ № 2501-AAAAA-BBBBB</h1>')
    expect((await fetch(`${stack.url}/r_spb/personal`)).status).toBe(200)

    const page = await open(context, '/personal/mybonus')
    await page.getByRole('button', { name: 'Войти', exact: true }).last().click()
    await page.getByRole('dialog', { name: 'Вход или регистрация' }).waitFor()

    // The promo-code pages open the auth modal in its promo-code form (SPEC §6).
    const promo = await open(context, '/promokod')
    await promo.getByRole('button', { name: 'Войти', exact: true }).last().click()
    await promo.getByRole('dialog', { name: 'Войдите, чтобы применить промокод' }).waitFor()
    await context.close()
  }, 90_000)
})

describe('the profile', () => {
  it('shows each validation message, refuses a phone change with E_37 and saves a valid form', async () => {
    const context = await annaContext()
    const page = await open(context, '/personal')
    const form = page.locator('form').filter({ has: page.getByLabel('Фамилия') })
    expect(await page.getByTestId('profile-phone').inputValue()).toBe('+7 (999) 000-00-01')
    await form.getByText('Подтверждён', { exact: true }).waitFor()

    const save = form.getByRole('button', { name: 'Сохранить' })
    const name = form.getByLabel('Имя', { exact: false }).first()
    await name.fill('')
    await save.click()
    await form.getByText('Поле обязательное').waitFor()
    await name.fill('Анна2')
    await save.click()
    await form.getByText('Недопустимые символы').waitFor()
    await name.fill('Ан')
    await save.click()
    await form.getByText('Минимум 3 символа').waitFor()
    await name.fill('Анна')

    const birthday = form.getByLabel('Дата рождения')
    await birthday.fill('')
    await birthday.pressSequentially('01012020')
    expect(await birthday.inputValue()).toBe('01.01.2020')
    await save.click()
    await form.getByText('Некорректная дата').waitFor()
    await birthday.fill('')
    await birthday.pressSequentially('31021990')
    await save.click()
    await form.getByText('Некорректная дата').waitFor()
    await birthday.fill('')
    await birthday.pressSequentially('14051990')

    const email = form.getByLabel('E-mail')
    await email.fill('anna@mail')
    await save.click()
    await form.getByText('Некорректный Email').waitFor()
    await email.fill('anna.ivanova@example.com')

    await form.getByRole('button', { name: 'Изменить номер' }).click()
    await form.getByText('Сменить номер телефона сейчас нельзя').waitFor()

    await form.getByLabel('Фамилия').fill('Сидорова')
    await save.click()
    await form.getByText('Изменения сохранены').waitFor()
    expect(await form.getByRole('alert').count()).toBe(1) // only the E_37 note is left
    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await page.getByLabel('Фамилия').inputValue()).toBe('Сидорова')

    // A notification switch is saved at once.
    const ads = page.getByRole('checkbox', { name: 'Согласие на рекламу: SMS' })
    expect(await ads.isChecked()).toBe(false)
    await ads.click()
    await expect.poll(() => ads.isChecked()).toBe(true)
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByRole('checkbox', { name: 'Согласие на рекламу: SMS' }).isChecked()).toBe(
      true,
    )
    await context.close()
  }, 90_000)
})

describe('orders', () => {
  it('lists the orders and opens one by its number', async () => {
    const placed = await placeOrder(0)
    const context = await annaContext()
    const page = await open(context, '/personal/history')
    const entry = page.locator(`[data-order="${placed.number}"]`)
    await entry.waitFor()
    expect(await entry.innerText()).toContain('Новый')
    await entry.getByRole('link', { name: `Заказ № ${placed.number}` }).click()
    await page.waitForURL(`**/personal/history/${placed.number}`)
    await page.getByRole('heading', { level: 1, name: `Заказ № ${placed.number}` }).waitFor()
    for (const name of placed.names) await page.getByRole('link', { name }).waitFor()
    await page.getByText('История заказа').waitFor()
    await context.close()
  }, 90_000)

  it('cancels an order; one assembled meanwhile is refused with E_39', async () => {
    const first = await placeOrder(2)
    const second = await placeOrder(4)
    const context = await annaContext()
    const page = await open(context, `/personal/history/${first.number}`)
    await page.getByRole('button', { name: 'Отменить заказ' }).click()
    // Asked once (#32): the dialog's own button cancels.
    await page.getByRole('dialog').getByRole('button', { name: 'Отменить заказ' }).click()
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Отменён')
    expect(await page.getByRole('button', { name: 'Отменить заказ' }).count()).toBe(0)

    const late = await open(context, `/personal/history/${second.number}`)
    await late.getByRole('button', { name: 'Отменить заказ' }).waitFor()
    await advanceOrder(stack.api.database.db, second.id, 'ASSEMBLED', new Date())
    await late.getByRole('button', { name: 'Отменить заказ' }).click()
    await late.getByRole('dialog').getByRole('button', { name: 'Отменить заказ' }).click()
    await late
      .getByRole('alert')
      .filter({ hasText: 'Не удалось отменить заказ: он уже собран или отправлен' })
      .waitFor()
    await context.close()
  }, 90_000)

  it('repeats an order: its items go back into the cart', async () => {
    const placed = await placeOrder(6)
    const context = await annaContext()
    const page = await open(context, `/personal/history/${placed.number}`)
    await page.getByRole('button', { name: 'Повторить заказ' }).click()
    await page.waitForURL('**/cart')
    for (const name of placed.names) {
      await page.locator('main').getByText(name, { exact: true }).first().waitFor()
    }
    await context.close()
  }, 90_000)
})

describe('favourites', () => {
  it('a product hearted before sign-in is on /favorite after it', async () => {
    const listed = await stack.api.gql(ProductsDocument, {
      search: { regionID: REGION, pageCount: 40 },
    })
    const product = listed.data?.products.items.find((item) => item.availableForOrder)
    if (!product) throw new Error('no product to favour')
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await open(context, product.url)
    await page
      .getByTestId('buy-box')
      .getByRole('button', { name: 'В избранное', exact: true })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // Sergey, the seeded employee, signs in through the modal.
    await dialog.locator('input[type="tel"]').fill('+7 999 000 00 02')
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await dialog.getByLabel('Код из SMS').fill('1234')
    await dialog.getByRole('button', { name: 'Войти' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page
      .getByTestId('buy-box')
      .getByRole('button', { name: 'В избранном', exact: true })
      .waitFor()

    await page.goto(`${stack.url}/favorite`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const grid = page.getByRole('list', { name: 'Избранное' })
    await grid.getByText(product.name).first().waitFor()
    await context.close()
  }, 90_000)
})

describe('points', () => {
  it('shows the summary balance, the main card first and the history with Russian plurals', async () => {
    const context = await annaContext()
    const page = await open(context, '/personal/mybonus')
    const summary = await page.getByTestId('bonus-summary').innerText()
    expect(summary).toMatch(/^[\d\s\u00a0]+ (балл|балла|баллов)$/)
    const cards = page.getByTestId('bonus-cards').getByRole('listitem')
    expect(await cards.first().innerText()).toContain('Основная карта')
    const history = page.getByTestId('bonus-history').getByRole('listitem')
    expect(await history.count()).toBeGreaterThan(0)
    expect(await history.first().innerText()).toMatch(/(балл|балла|баллов)$/)
    await page.getByText('Основной счёт').first().waitFor()
    await context.close()
  }, 60_000)
})

describe('the referral programme', () => {
  it('a shopper who came by ?REF_CODE= and signed up later is counted on the referrer’s /ref', async () => {
    const phone = '+79995550177'
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await open(context, '/?REF_CODE=ANNA2025')
    // Browsing on; the code stays in the cookie.
    await page.goto(`${stack.url}/ref`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Войти', exact: true }).last().click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[type="tel"]').fill(phone)
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await dialog.getByLabel('Код из SMS').fill('1234')
    await dialog.getByRole('button', { name: 'Войти' }).click()
    await dialog.getByLabel('Имя').fill('Вера')
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // The new customer sees a code of their own.
    await page.getByTestId('referral-code').waitFor()
    await context.close()

    const program = await stack.api.gql(
      ReferralProgramDocument,
      {},
      {
        authorization: `Bearer ${anna.accessToken}`,
      },
    )
    expect(program.data?.referralProgram?.invitedCount).toBeGreaterThanOrEqual(1)
    const annas = await annaContext()
    const ref = await open(annas, '/ref')
    expect(await ref.getByTestId('referral-code').innerText()).toBe('ANNA2025')
    expect(await ref.getByTestId('referral-link').innerText()).toContain('/ref?REF_CODE=ANNA2025')
    expect(await ref.getByTestId('referral-invited').innerText()).toMatch(
      /Вы пригласили [1-9]\d* (друга|друзей)/,
    )
    await annas.close()
  }, 90_000)
})

describe('accessibility and small screens', () => {
  it('no serious or critical axe violation, and nothing scrolls sideways at 320 px', async () => {
    const placed = await placeOrder(8)
    const paths = [...PAGES.map(([path]) => path), `/personal/history/${placed.number}`]
    for (const width of [1440, 320]) {
      const context = await annaContext(width, 800)
      for (const path of paths) {
        const page = await open(context, path)
        await page.locator('h1').waitFor()
        if (width === 1440) expect(await axeViolations(page), path).toEqual([])
        expect(await overflowOf(page), `${path} at ${width}px`).toBeLessThanOrEqual(0)
        await page.close()
      }
      await context.close()
    }
    // The anonymous sign-in prompt as well.
    const anonymous = await browser.newContext({ viewport: { width: 320, height: 800 } })
    const prompt = await open(anonymous, '/personal')
    expect(await axeViolations(prompt)).toEqual([])
    expect(await overflowOf(prompt)).toBeLessThanOrEqual(0)
    await anonymous.close()
  }, 240_000)

  it('screenshots of the profile, an order, the points and the favourites at 375 and 1440 px', async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    const placed = await placeOrder(10)
    const shots = [
      ['personal', '/personal'],
      ['personal-history-order', `/personal/history/${placed.number}`],
      ['personal-mybonus', '/personal/mybonus'],
      ['favorite', '/favorite'],
    ] as const
    for (const width of [375, 1440]) {
      const context = await annaContext(width, 900)
      for (const [name, path] of shots) {
        const page = await open(context, path)
        await page.locator('h1').waitFor()
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `${name}-${width}.png`),
          fullPage: true,
        })
        await page.close()
      }
      await context.close()
    }
  }, 180_000)
})
