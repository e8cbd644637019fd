// The loyalty card issue flow (/vypusk-karty-loyalnosti) in a real browser against the real
// API: a new shopper from STEP_1 through the SMS code, personal data and a card that is not
// theirs (CARD_STATUS) to a new virtual card (CARD_DETAIL); an OAuth return the API refuses
// (OAUTH_FAILED, then back to STEP_1); a customer with a card (CARD_IS_EXIST) by OAuth and again
// when already signed in; and the 'cancel card request v1' cookie, kept through a reload.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APP_DIR,
  axeViolations,
  hydrationErrors,
  launchBrowser,
  openWatchedPage,
  waitForHydration,
} from './harness'
import { type RunningStack, startStack } from './stack'

const PATH = '/vypusk-karty-loyalnosti'
const SCREENSHOTS = join(APP_DIR, '..', 'docs', 'screenshots')
/** Anna, the seeded customer, and her card. */
const ANNA = { phone: '+79990000001', card: '2770000000017' }

let stack: RunningStack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ catalogSize: 200 })
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const step = (page: Page) => page.locator('[data-step]').first().getAttribute('data-step')

async function open(page: Page, path = PATH) {
  const response = await page.goto(`${stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(page)
  return response
}

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

describe('the card issue flow', () => {
  it('STEP_1 → STEP_2 → STEP_3 → CARD_NUMBER → CARD_STATUS → CARD_DETAIL for a new shopper', async () => {
    const { page, errors } = await openWatchedPage(browser, { width: 1440 })
    const response = await open(page)
    const html = (await response?.text()) ?? ''
    expect(html).toContain('<title>Выпуск карты лояльности')
    expect(html).toMatch(/<h1[^>]*>Выпуск карты лояльности<\/h1>/)
    expect(await step(page)).toBe('STEP_1')
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Номер телефона').fill('9995551201')
    await page.getByRole('button', { name: 'Получить код' }).click()
    await expect.poll(() => step(page)).toBe('STEP_2')
    await expect
      .poll(() => page.getByText(/Отправить код повторно через [01]:\d\d/).count())
      .toBe(1)
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toContain(
      '+79995551201',
    )

    await page.getByLabel('Код из SMS').fill('1234')
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect.poll(() => step(page)).toBe('STEP_3')

    // The name is required (SPEC §5's message), then the personal data registers the shopper.
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect.poll(() => page.getByText('Поле обязательное').count()).toBe(1)
    await page.getByLabel(/^Имя/).fill('Вера')
    await page.getByLabel('Фамилия').fill('Лебедева')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect.poll(() => step(page)).toBe('CARD_NUMBER')

    // Anna's card is someone else's for Вера.
    await page.getByLabel('Номер карты').fill(ANNA.card)
    await page.getByRole('button', { name: 'Привязать карту' }).click()
    await expect.poll(() => step(page)).toBe('CARD_STATUS')
    expect(await page.locator('[data-step] [role=status]').innerText()).toBe(
      'Карта оформлена на другого покупателя.',
    )

    await page.getByRole('button', { name: 'Выпустить виртуальную карту' }).click()
    await expect.poll(() => step(page)).toBe('CARD_DETAIL')
    const issued = await page.locator('[data-step] span').nth(1).innerText()
    expect(issued).toMatch(/^2\d{12}$/)
    expect(issued).not.toBe(ANNA.card)
    expect(await axeViolations(page)).toEqual([])
    // Signed in now: the header names her.
    expect(await page.locator('header a[href="/personal"]').first().innerText()).toBe('Вера')
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 120_000)

  it('an OAuth return the API refuses shows OAUTH_FAILED; retry leads back to STEP_1', async () => {
    const { page } = await openWatchedPage(browser, { width: 375, height: 800 })
    await open(page, `${PATH}#oauth=vk&token=forged`)
    await expect.poll(() => step(page)).toBe('OAUTH_FAILED')
    expect(await page.getByRole('alert').innerText()).toContain('Не удалось войти через VK ID')
    // The token is gone from the address.
    expect(new URL(page.url()).hash).toBe('')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Попробовать снова' }).click()
    await expect.poll(() => step(page)).toBe('STEP_1')
    expect(await page.getByLabel('Номер телефона').isVisible()).toBe(true)
    await page.close()
  }, 60_000)

  it('a customer with a card sees it (CARD_IS_EXIST): back from OAuth, and again when signed in', async () => {
    const { page } = await openWatchedPage(browser, { width: 1440 })
    await open(page, `${PATH}#oauth=yandex&token=${encodeURIComponent(`test:${ANNA.phone}`)}`)
    await expect.poll(() => step(page)).toBe('CARD_IS_EXIST')
    expect(await page.getByText(ANNA.card).count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Мои баллы' }).getAttribute('href')).toBe(
      '/personal/mybonus',
    )

    // Signed in, a new visit offers to go on without another SMS code.
    await open(page)
    await expect.poll(() => page.getByText('Вы вошли как Анна.').count()).toBe(1)
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect.poll(() => step(page)).toBe('CARD_IS_EXIST')
    expect(await page.getByText(ANNA.card).count()).toBe(1)
    await page.close()
  }, 60_000)

  it('declining the card sets the cancel card request v1 cookie, kept through a reload', async () => {
    const { page } = await openWatchedPage(browser, { width: 1440 })
    await open(page)
    await page.getByLabel('Номер телефона').fill('9995551202')
    await page.getByRole('button', { name: 'Получить код' }).click()
    await expect.poll(() => step(page)).toBe('STEP_2')
    await page.getByRole('button', { name: 'Отказаться от выпуска карты' }).click()
    await expect.poll(() => page.getByText('Вы отказались от выпуска карты').count()).toBe(1)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cancel_card_request_v1')
    expect(cookie?.value).toBe('1')
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400)

    const again = await open(page)
    expect(await again?.text()).toContain('Вы отказались от выпуска карты')
    await page.getByRole('button', { name: 'Оформить карту' }).click()
    await expect.poll(() => step(page)).toBe('STEP_1')
    expect((await page.context().cookies()).some((c) => c.name === 'cancel_card_request_v1')).toBe(
      false,
    )
    await page.close()
  }, 60_000)

  it('fits 320 px without horizontal scrolling; screenshots at 375 and 1440 px', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true })
    for (const width of [320, 375, 1440]) {
      const { page } = await openWatchedPage(browser, { width, height: 900 })
      await open(page)
      expect(await overflowing(page), `${width} px`).toEqual([])
      if (width !== 320) {
        await page.screenshot({
          path: join(SCREENSHOTS, `loyalty-card-${width}.png`),
          fullPage: width === 375,
        })
      }
      await page.close()
    }
  }, 60_000)
})
