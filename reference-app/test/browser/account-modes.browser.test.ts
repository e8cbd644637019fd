// The personal area's modes in a real browser against the real API: EMIAS prescriptions
// (added, and one prescription's products put into the cart; other regions get an
// explanation; anonymous visitors get the auth modal), the operator acting for a customer
// and reverting, and employee mode (every price above 0 but the expiring ones, no widgets).
// A small recording proxy between the storefront and the API tells which operations were
// asked for, so 'widgets are not loaded' is checked at the API's door.
import { createServer, request as httpRequest, type Server } from 'node:http'
import {
  AddPrescriptionDocument,
  CartDocument,
  ExpiringProductsDocument,
  LoginOAuthDocument,
  PrescriptionsDocument,
  ProductPageDocument,
  ProductsDocument,
} from '@apteka/sdk'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../../reference-api/test/harness'
import {
  axeViolations,
  freePort,
  hydrationErrors,
  launchBrowser,
  openWatchedPage,
  type RunningStorefront,
  startStorefront,
  waitForHydration,
} from './harness'

const REGION = 'moscowregion'
const ANNA = { phone: '+79990000001', name: 'Анна' }
const EMPLOYEE = '+79990000002'
const OPERATOR = { phone: '+79990000003', typed: '9990000003' }
/** The employee looks prescriptions up through the API (his own list). */
const SCOUT = EMPLOYEE

let api: TestApi
let proxy: Server
let storefront: RunningStorefront
let browser: Browser
/** The operation names the API was asked for through the storefront, oldest first. */
const operations: string[] = []

/** Forwards everything to the API, noting each GraphQL operation's name. */
async function startRecordingProxy(target: string): Promise<{ server: Server; url: string }> {
  const port = await freePort()
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks)
      // Reads come by GET with the operation's name in the URL (persisted documents).
      const byGet = new URL(incoming.url ?? '/', target).searchParams.get('operationName')
      if (incoming.url?.startsWith('/graphql') && byGet) operations.push(byGet)
      else if (incoming.url?.startsWith('/graphql') && body.length > 0) {
        try {
          const name = (JSON.parse(body.toString('utf8')) as { operationName?: string })
            .operationName
          if (name) operations.push(name)
        } catch {
          // Not JSON: the API answers it.
        }
      }
      const forward = httpRequest(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      forward.on('error', () => outgoing.destroy())
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${port}` }
}

beforeAll(async () => {
  api = await startTestApi({ catalogSize: 300, config: { devOAuth: true } })
  const recording = await startRecordingProxy(api.url)
  proxy = recording.server
  storefront = await startStorefront({ apiUrl: recording.url })
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await storefront?.stop()
  await new Promise((resolve) => proxy?.close(resolve))
  await api?.close()
})

/** A session of the API's OAuth stand-in (no SMS, so no one-code-a-minute limit). */
async function tokensOf(phone: string) {
  const login = await api.gql(LoginOAuthDocument, { oauthProvider: 'vk', token: `test:${phone}` })
  const user = login.data?.loginOAuth.session?.user
  if (!user) throw new Error(JSON.stringify(login.errors))
  return user
}

async function signedInContext(phone: string, width = 1440): Promise<BrowserContext> {
  const tokens = await tokensOf(phone)
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const domain = new URL(storefront.url).hostname
  await context.addCookies([
    { name: 'access_token', value: tokens.accessToken, domain, path: '/' },
    { name: 'refresh_token', value: tokens.refreshToken, domain, path: '/' },
  ])
  return context
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${storefront.url}${path}`, { waitUntil: 'load' })
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

describe('EMIAS prescriptions', () => {
  it('a prescription added by policy number, and its products put into the cart', async () => {
    // Prescriptions follow from the policy and birthday: find a policy whose first new
    // prescription has something for sale (the scout's own list, compared before and after).
    const scout = { authorization: `Bearer ${(await tokensOf(SCOUT)).accessToken}` }
    const listOf = async () =>
      (await api.gql(PrescriptionsDocument, { regionID: REGION }, scout)).data?.prescriptions ?? []
    let policy = ''
    let expected: Awaited<ReturnType<typeof listOf>>[number] | undefined
    for (let n = 1; n < 40 && !expected; n += 1) {
      const candidate = `4600${String(n).padStart(12, '0')}`
      const before = new Set((await listOf()).map((p) => p.number))
      await api.gql(
        AddPrescriptionDocument,
        { prescriptionOwner: { policyNumber: candidate, birthday: '1990-05-14' } },
        scout,
      )
      expected = (await listOf()).find(
        (p) => !before.has(p.number) && p.products.some((product) => product.availableForOrder),
      )
      policy = candidate
    }
    if (!expected) throw new Error('no policy gave a prescription with products for sale')
    const forSale = expected.products.filter((p) => p.availableForOrder).map((p) => p.id)

    const context = await signedInContext(ANNA.phone)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await open(page, '/prescription')
    const html = (await response?.text()) ?? ''
    expect(html).toMatch(/<h1[^>]*>Электронные рецепты<\/h1>/)
    expect(html).toMatch(/<meta name="robots" content="noindex/)

    // SPEC §5: a wrong date is refused before any call.
    await page.getByLabel('Номер полиса ОМС').fill(policy)
    await page.getByLabel('Дата рождения').fill('31.02.1990')
    await page.getByRole('button', { name: 'Найти рецепты' }).click()
    await expect.poll(() => page.getByText('Некорректная дата').count()).toBe(1)
    await page.getByLabel('Дата рождения').fill('14051990')
    expect(await page.getByLabel('Дата рождения').inputValue()).toBe('14.05.1990')
    await page.getByRole('button', { name: 'Найти рецепты' }).click()

    const item = page.locator('li', {
      has: page.getByRole('heading', { name: `Рецепт № ${expected.number}` }),
    })
    await item.waitFor({ timeout: 15_000 })
    expect(await axeViolations(page)).toEqual([])
    await item.getByRole('button', { name: 'Положить в корзину' }).click()
    await expect.poll(() => item.getByText('Товары рецепта в корзине').count()).toBe(1)

    const anna = { authorization: `Bearer ${(await tokensOf(ANNA.phone)).accessToken}` }
    const cart = (await api.gql(CartDocument, { regionID: REGION }, anna)).data?.cart
    const inCart = cart?.groups.flatMap((group) => group.items.map((i) => i.product.id)) ?? []
    expect(inCart).toEqual(expect.arrayContaining(forSale))

    // The prescription's own address shows it alone.
    await open(page, `/prescription?number=${expected.number}`)
    await expect.poll(() => page.locator('li h2').count()).toBeGreaterThan(0)
    expect(await page.locator('li h2').allInnerTexts()).toEqual([`Рецепт № ${expected.number}`])
    expect(hydrationErrors(errors)).toEqual([])
    await context.close()
  }, 180_000)

  it('another region explains that EMIAS is Moscow’s; anonymous visitors get the auth modal', async () => {
    const { page } = await openWatchedPage(browser, { width: 320, height: 800 })
    await open(page, '/r_spb/prescription')
    await expect
      .poll(() => page.getByText(/доступны только в регионе «Москва и область»/).count())
      .toBe(1)
    expect(await overflowing(page)).toEqual([])

    await open(page, '/prescription')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    expect(await page.getByText('Войдите, чтобы увидеть свои рецепты.').count()).toBe(1)
    await page.close()
  }, 60_000)

  it('/info-emias explains the service, server-rendered, at 320 px and without axe violations', async () => {
    const { page } = await openWatchedPage(browser, { width: 320, height: 800 })
    const html = (await (await open(page, '/info-emias'))?.text()) ?? ''
    expect(html).toMatch(/<h1[^>]*>Электронные рецепты ЕМИАС<\/h1>/)
    expect(html).toContain('<title>Электронные рецепты ЕМИАС')
    expect(await overflowing(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  }, 60_000)
})

describe('operator mode', () => {
  it('an operator signs in, acts for a customer with a banner naming her, and reverts', async () => {
    const { page, errors } = await openWatchedPage(browser, { width: 320, height: 800 })
    const response = await open(page, '/operator')
    expect(await response?.text()).toMatch(/<meta name="robots" content="noindex/)
    await page.getByLabel('Телефон оператора').fill(OPERATOR.typed)
    await page.getByRole('button', { name: 'Получить код' }).click()
    await page.getByLabel('Код из SMS').fill('1234')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect.poll(() => page.getByText('Оператор: Ольга Смирнова').count()).toBe(1)
    const cookieNames = async () => (await page.context().cookies()).map((c) => c.name)
    expect(await cookieNames()).toContain('operator_access_token')
    expect(await axeViolations(page)).toEqual([])
    expect(await overflowing(page)).toEqual([])

    await page.getByLabel('Телефон клиента').first().fill('9990000001')
    await page.getByRole('button', { name: 'Действовать от имени клиента' }).click()
    const banner = page.getByRole('region', { name: 'Режим оператора' })
    await expect.poll(() => banner.count()).toBe(1)
    expect(await banner.locator('strong').innerText()).toBe(
      'Вы действуете от имени клиента: Анна Иванова, +7 (999) 000-00-01',
    )
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')

    // The banner is in the server's HTML too, and the customer's region can change meanwhile.
    const domain = new URL(storefront.url).hostname
    await page.context().addCookies([{ name: 'region', value: 'spb', domain, path: '/' }])
    const reloaded = await open(page, '/cart')
    expect(await reloaded?.text()).toContain('Вы действуете от имени клиента: Анна Иванова')

    await banner.getByRole('button', { name: 'Вернуться в кабинет оператора' }).click()
    // The revert re-fetches the operator's profile: give it a few seconds.
    await expect
      .poll(() => page.getByText('Оператор: Ольга Смирнова').count(), { timeout: 10_000 })
      .toBe(1)
    expect(await banner.count()).toBe(0)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/operator')
    // SPEC §4: the region is reset, the operator's tokens stay.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'region')?.value)
      .not.toBe('spb')
    expect(await cookieNames()).toContain('operator_access_token')

    // Signing the operator out ends it all.
    await page.getByRole('button', { name: 'Выйти из кабинета оператора' }).click()
    await expect.poll(() => page.getByLabel('Телефон оператора').count()).toBe(1)
    expect(await cookieNames()).not.toContain('operator_access_token')
    expect(hydrationErrors(errors)).toEqual([])
    await page.close()
  }, 120_000)

  it('a customer is refused as an operator (E_7’s message)', async () => {
    const { page } = await openWatchedPage(browser, { width: 1440 })
    await open(page, '/operator')
    await page.getByLabel('Телефон оператора').fill('9995551402')
    await page.getByRole('button', { name: 'Получить код' }).click()
    await page.getByLabel('Код из SMS').fill('1234')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect.poll(() => page.getByRole('alert').count()).toBe(1)
    expect(await page.getByRole('alert').innerText()).toMatch(/[а-я]/i)
    expect(await page.getByText(/^Оператор:/).count()).toBe(0)
    await page.close()
  }, 60_000)
})

describe('employee mode', () => {
  it('lists every price above 0 but the expiring ones, and loads no widgets', async () => {
    // A product with two prices to list (and an expiring one to leave out, when there is one).
    const [expiring, regular] = await Promise.all([
      api.gql(ExpiringProductsDocument, { regionID: REGION, pageCount: 100 }),
      api.gql(ProductsDocument, { search: { regionID: REGION, pageCount: 60 } }),
    ])
    const aliases = [
      ...(expiring.data?.products.items ?? []),
      ...(regular.data?.products.items ?? []),
    ]
      .filter((p) => p.availableForOrder)
      .map((p) => p.alias)
    type PagePrices = { alias: string; prices: { price: number; isExpirating: boolean }[] }
    const listed = (p: PagePrices) =>
      p.prices.filter((price) => price.price > 0 && !price.isExpirating)
    let product: PagePrices | undefined
    let fallback: PagePrices | undefined
    for (const alias of aliases) {
      const page = (await api.gql(ProductPageDocument, { alias, regionID: REGION })).data
        ?.productPage?.product
      if (!page || listed(page).length < 2) continue
      fallback ??= page
      if (page.prices.some((price) => price.price > 0 && price.isExpirating)) {
        product = page
        break
      }
    }
    product ??= fallback
    if (!product) throw new Error('no product with two prices')
    const path = `/product/${product.alias}.html`
    // The price variants' own group: the review form's rating is a fieldset of radios too.
    const variants = (page: Page) =>
      page.getByRole('group', { name: 'Варианты цены' }).locator('input[type="radio"]')

    // A customer sees the current price only.
    const { page: customer } = await openWatchedPage(browser, { width: 1440 })
    await open(customer, path)
    expect(await variants(customer).count()).toBe(0)
    await customer.close()

    const context = await signedInContext(EMPLOYEE)
    const page = await context.newPage()
    await open(page, path)
    await expect.poll(() => variants(page).count()).toBe(listed(product).length)
    expect(await page.getByRole('group', { name: 'Варианты цены' }).count()).toBe(1)

    // Widgets: a visitor's home page asks for them, the employee's never does.
    operations.length = 0
    const { page: visitor } = await openWatchedPage(browser, { width: 1440 })
    await open(visitor, '/')
    // The later shelves load when the shopper scrolls near them.
    await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => operations).toContain('widgets')
    await visitor.close()
    operations.length = 0
    await open(page, '/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    expect(operations.length).toBeGreaterThan(0)
    expect(operations).not.toContain('widgets')
    await context.close()
  }, 120_000)
})
