// The product page against the real reference-api (startStack): the analogues tab (rendered
// on the server, compared with the API), the pharmacies tab with prices and its search, the
// forms tab leading to another form, the heart after the SMS login (the product lands in the
// customer's favourites), 'Вы смотрели' after visiting two products, and axe with the tabs
// open at 375 and 1440 px (screenshots for review in SCREENSHOT_DIR).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  FavoriteProductsDocument,
  formatMoney,
  LoginOAuthDocument,
  ProductAnalogsDocument,
  ProductPageDocument,
  ProductPharmaciesDocument,
  ProductsDocument,
} from '@apteka/sdk'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, launchBrowser, openWatchedPage, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

const REVIEW_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/storefront-screenshots'
const REGION = 'moscowregion'
/** The seeded demo customer. */
const PHONE = '+79990000001'

interface Candidate {
  id: string
  alias: string
  name: string
  url: string
  mnns: readonly { alias: string }[]
}

let stack: RunningStack
let browser: Browser
/** A drug with analogues and pharmacies that stock it. */
let drug: Candidate
/** A product whose group has another form to go to. */
let withForms: Candidate & { other: { alias: string; url: string } }

async function candidates(): Promise<Candidate[]> {
  const answer = await stack.api.gql(ProductsDocument, {
    search: { regionID: REGION, pageCount: 100 },
  })
  return answer.data!.products.items.filter((p) => p.availableForOrder && p.price !== null)
}

async function analogsOf(alias: string) {
  const answer = await stack.api.gql(ProductAnalogsDocument, {
    alias,
    regionID: REGION,
    paginator: { page: 1, limit: 20 },
  })
  return answer.data!.productAnalogs
}

async function pharmaciesOf(alias: string, search?: string) {
  const answer = await stack.api.gql(ProductPharmaciesDocument, {
    alias,
    regionID: REGION,
    paginator: { page: 1, limit: 10 },
    ...(search ? { search } : {}),
  })
  return answer.data!.productPage!.product.pharmacies
}

/** A page that records errors. */
const openPage = (width = 1440, height = 900) => openWatchedPage(browser, { width, height })

const openTab = async (page: Page, name: RegExp) => {
  await page.getByRole('tab', { name }).click()
  const panel = page.getByRole('tabpanel').filter({ visible: true })
  await panel.waitFor()
  return panel
}

beforeAll(async () => {
  mkdirSync(REVIEW_DIR, { recursive: true })
  stack = await startStack()
  browser = await launchBrowser()
  const products = await candidates()
  for (const product of products.filter((p) => p.mnns.length > 0)) {
    if (
      (await analogsOf(product.alias)).total > 0 &&
      (await pharmaciesOf(product.alias)).total > 3
    ) {
      drug = product
      break
    }
  }
  for (const product of products) {
    const page = await stack.api.gql(ProductPageDocument, {
      alias: product.alias,
      regionID: REGION,
    })
    const items = page.data?.productPage?.product.group?.forms.flatMap((form) => form.items) ?? []
    const other = items.find((item) => item.productId !== product.id && item.available)
    if (other) {
      withForms = { ...product, other }
      break
    }
  }
  if (!drug || !withForms) throw new Error('the seed has no product for these journeys')
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.race([stack?.stop(), new Promise((resolve) => setTimeout(resolve, 20_000))])
}, 60_000)

describe('product page', () => {
  it('the analogues tab arrives in the HTML and lists the API analogues with a link to all', async () => {
    const analogs = await analogsOf(drug.alias)
    expect(analogs.items.length).toBeGreaterThan(0)
    const html = await (await fetch(`${stack.url}${drug.url}`)).text()
    const panelStart = html.search(/id="[^"]*-panel-analogues"/)
    expect(panelStart).toBeGreaterThan(0)
    const panelHtml = html.slice(panelStart, html.indexOf('role="tabpanel"', panelStart))
    for (const analog of analogs.items) expect(panelHtml).toContain(analog.name)
    // The public form /p_{alias}.html renders them on the server as well.
    const publicForm = await (await fetch(`${stack.url}/p_${drug.alias}.html`)).text()
    const publicStart = publicForm.search(/id="[^"]*-panel-analogues"/)
    expect(publicStart).toBeGreaterThan(0)
    const publicPanel = publicForm.slice(
      publicStart,
      publicForm.indexOf('role="tabpanel"', publicStart),
    )
    for (const analog of analogs.items) expect(publicPanel).toContain(analog.name)

    const { page, errors } = await openPage()
    await page.goto(`${stack.url}${drug.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const tab = page.getByRole('tab', { name: /Аналоги/ })
    await expect.poll(() => tab.textContent()).toContain(String(analogs.total))
    const panel = await openTab(page, /Аналоги/)
    const names = await panel.getByTestId('product-card').getByRole('heading').allTextContents()
    expect(names).toEqual(analogs.items.map((item) => item.name))
    expect(names).not.toContain(drug.name)
    const all = panel.getByRole('link', { name: /Все аналоги/ })
    expect(await all.getAttribute('href')).toBe(`/analogs/${drug.alias}`)
    await all.click()
    await page.waitForURL(`**/analogs/${drug.alias}`)
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('the pharmacies tab lists pharmacies with prices, quantities and pickup days, and searches', async () => {
    const first = await pharmaciesOf(drug.alias)
    const { page, errors } = await openPage()
    await page.goto(`${stack.url}${drug.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const panel = await openTab(page, /Наличие в аптеках/)
    const rows = panel.getByTestId('product-pharmacy')
    await expect.poll(() => rows.count()).toBe(first.items.length)
    for (const [index, item] of first.items.entries()) {
      const row = (await rows.nth(index).textContent()) ?? ''
      expect(row).toContain(item.pharmacy.address)
      expect(row).toContain(formatMoney(item.price))
      expect(row).toContain(`В наличии: ${item.quantity} шт.`)
      expect(row).toMatch(/Забрать (сегодня|завтра|\d{1,2} [а-я]+)/)
      expect(row).not.toMatch(/\d{4}-\d{2}-\d{2}/)
      for (const line of item.pharmacy.humanWorkingHours) expect(row).toContain(line.time)
    }
    await expect.poll(() => panel.textContent()).toContain(`${first.total} апт`)

    // A street of one of them narrows the list to what the API finds.
    const street = /ул\. ([А-Яа-яё-]+)/.exec(first.items.map((i) => i.pharmacy.address).join(' '))
    expect(street).not.toBeNull()
    const found = await pharmaciesOf(drug.alias, street![1]!)
    expect(found.total).toBeLessThan(first.total)
    await panel.getByLabel('Найти аптеку').fill(street![1]!)
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(found.items.length)
    expect(await rows.allTextContents()).toEqual(
      expect.arrayContaining(
        found.items.map((item) => expect.stringContaining(item.pharmacy.address)),
      ),
    )
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('the forms tab leads to another form of the product', async () => {
    const { page } = await openPage()
    await page.goto(`${stack.url}${withForms.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const panel = await openTab(page, /Формы выпуска/)
    const current = panel.locator('a[aria-current="page"]')
    expect(await current.getAttribute('href')).toBe(withForms.url)
    await panel.locator(`a[href="${withForms.other.url}"]`).click()
    await page.waitForURL(`**${withForms.other.url}`)
    const other = await stack.api.gql(ProductPageDocument, {
      alias: withForms.other.alias,
      regionID: REGION,
    })
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(other.data!.productPage!.metaInformation.h1 || other.data!.productPage!.product.name)
    await page.close()
  }, 60_000)

  it('the heart asks to sign in, then is pressed and the product is in the favourites', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${stack.url}${drug.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const buyBox = page.getByTestId('buy-box')
    const heart = buyBox.getByRole('button', { name: 'В избранное', exact: true })
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await heart.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const sent = stack.api.sms.length
    await dialog.locator('input[type="tel"]').fill('+7 999 000 00 01')
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await expect.poll(() => stack.api.sms.length).toBe(sent + 1)
    const sms = stack.api.sms.at(-1)!
    expect(sms.phone).toBe(PHONE)
    const code = /\d{4,6}/.exec(sms.text)?.[0] ?? ''
    await dialog.getByLabel('Код из SMS').fill(code)
    await dialog.getByRole('button', { name: 'Войти' }).click()
    await dialog.waitFor({ state: 'hidden' })

    const pressed = buyBox.getByRole('button', { name: 'В избранном', exact: true })
    await pressed.waitFor()
    expect(await pressed.getAttribute('aria-pressed')).toBe('true')
    await page.waitForLoadState('networkidle')
    expect(await pressed.getAttribute('aria-pressed')).toBe('true')

    const login = await stack.api.gql(LoginOAuthDocument, {
      oauthProvider: 'vk',
      token: `test:${PHONE}`,
    })
    const token = login.data!.loginOAuth.session!.user!.accessToken
    const favourites = await stack.api.gql(
      FavoriteProductsDocument,
      { regionID: REGION, paginator: { page: 1, limit: 100 } },
      { authorization: `Bearer ${token}` },
    )
    expect(favourites.data!.favoriteProducts.items.map((item) => item.id)).toContain(drug.id)

    // Still a favourite after a reload (synced from the profile).
    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    await buyBox.getByRole('button', { name: 'В избранном', exact: true, pressed: true }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it("shows the first product under 'Вы смотрели' on the second", async () => {
    const { page, errors } = await openPage()
    await page.goto(`${stack.url}${withForms.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await page.getByTestId('viewed-products').count()).toBe(0)
    await page.goto(`${stack.url}${drug.url}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const shelf = page.getByTestId('viewed-products')
    await shelf.waitFor()
    expect(await shelf.getByRole('heading', { level: 2 }).textContent()).toBe('Вы смотрели')
    const names = await shelf.getByTestId('product-card').getByRole('heading').allTextContents()
    expect(names).toEqual([withForms.name])
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('has no serious or critical axe violation with each tab open', async () => {
    for (const width of [375, 1440]) {
      const { page, errors } = await openPage(width, width === 375 ? 812 : 900)
      await page.goto(`${stack.url}${withForms.url}`, { waitUntil: 'networkidle' })
      await waitForHydration(page)
      await page.goto(`${stack.url}${drug.url}`, { waitUntil: 'networkidle' })
      await waitForHydration(page)
      await page.getByTestId('viewed-products').waitFor()
      expect(await axeViolations(page)).toEqual([])
      const tabs = [
        ['pharmacies', /Наличие в аптеках/],
        ['forms', /Формы выпуска/],
        ['analogues', /Аналоги/],
        ['certificates', /Сертификаты/],
      ] as const
      for (const [slug, tab] of tabs) {
        await openTab(page, tab)
        await page.waitForLoadState('networkidle')
        expect({ tab: slug, violations: await axeViolations(page) }).toEqual({
          tab: slug,
          violations: [],
        })
        await page.screenshot({
          path: join(REVIEW_DIR, `product-${slug}-${width}.png`),
          fullPage: true,
        })
      }
      expect(errors).toEqual([])
      await page.close()
    }
  }, 120_000)
})
