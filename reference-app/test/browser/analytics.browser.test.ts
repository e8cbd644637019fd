// Analytics on the whole stack (issue #34), in Chromium: with Metrica, GTM and the vendor
// measurement configured, a fake `ym` and a recording `dataLayer` (set before the page's scripts)
// receive each event with its fields, the counters' scripts (stubs served by playwright routing)
// run under the CSP with the page's nonce, and the vendor GET carries the shown page's fields; the
// UTM goal waits 500 ms by the page's clock; a signed-in order reports each checkout step and, on
// the success page, one purchase with its items (GTM, Metrica's container, the vendor GET); the
// code step's countdown shows 1:00 first; with no counter configured nothing is sent or loaded.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type RunningStorefront, startStorefront, waitForHydration } from './harness'
import { measuredPages, type RunningStack, startStack } from './stack'

const COUNTER_ENV = {
  ANALYTICS_GTM_ID: 'GTM-TEST1',
  ANALYTICS_YM_ID: '12345678',
  ANALYTICS_VENDOR: '1',
  ANALYTICS_UTM_PAIRS: 'utm_source=yandex',
}

let stack: RunningStack
let counted: RunningStorefront
let browser: Browser

beforeAll(async () => {
  // The stack's own storefront has no counter; a second one on the same API has them all.
  stack = await startStack({ catalogSize: 200 })
  counted = await startStorefront({ apiUrl: stack.apiUrl, env: COUNTER_ENV })
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await counted?.stop()
  await stack?.stop()
})

interface Recorded {
  readonly args: unknown[]
  /** performance.now() in the page when it was received. */
  readonly at: number
}

interface CounterRecord {
  readonly ym: Recorded[]
  readonly dataLayer: Recorded[]
  readonly scripts: string[]
}

/** Runs in the page before its scripts: a fake `ym` and a `dataLayer` that note the time. */
function fakeCounters() {
  const record = { ym: [] as unknown[], dataLayer: [] as unknown[], scripts: [] as string[] }
  const page = window as unknown as Record<string, unknown>
  page.__counters = record
  page.ym = (...args: unknown[]) => record.ym.push({ args, at: performance.now() })
  const layer: unknown[] = []
  layer.push = (...entries: unknown[]) => {
    for (const entry of entries) record.dataLayer.push({ args: [entry], at: performance.now() })
    return Array.prototype.push.apply(layer, entries)
  }
  page.dataLayer = layer
}

/** A page of the counted storefront with the fake counters, stub scripts and a vendor log. */
async function countedPage(): Promise<{ page: Page; vendor: URL[]; vendorStatuses: number[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.addInitScript(fakeCounters)
  // The counters' hosts are not reachable here: stub scripts that say they ran.
  for (const [host, name] of [
    ['https://mc.yandex.ru/**', 'metrica'],
    ['https://www.googletagmanager.com/**', 'gtm'],
  ] as const) {
    await page.route(host, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__counters.scripts.push(${JSON.stringify(name)})`,
      }),
    )
  }
  const vendor: URL[] = []
  const vendorStatuses: number[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/_api/yandex/vendor') vendor.push(url)
  })
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/_api/yandex/vendor')
      vendorStatuses.push(response.status())
  })
  return { page, vendor, vendorStatuses }
}

const record = (page: Page) =>
  page.evaluate(() => (window as unknown as { __counters: CounterRecord }).__counters)

/** The dataLayer entries with an `event`, in order. */
const layerEvents = (counters: CounterRecord): (Record<string, unknown> & { at: number })[] =>
  counters.dataLayer
    .map((entry): Record<string, unknown> & { at: number } => ({
      ...(entry.args[0] as Record<string, unknown>),
      at: entry.at,
    }))
    .filter((entry) => typeof entry.event === 'string')

describe('analytics with Metrica, GTM and the vendor measurement configured', () => {
  it('the landing: counters load with the nonce, a hit and a vendor pageview with the page title, the UTM goal', async () => {
    const { page, vendor, vendorStatuses } = await countedPage()
    await page.goto(`${counted.url}/?utm_source=yandex&utm_medium=cpc`)
    await waitForHydration(page)
    await page.waitForFunction(
      () => (window as unknown as { __counters: CounterRecord }).__counters.scripts.length === 2,
    )
    const title = await page.title()
    await page.waitForFunction(() =>
      (window as unknown as { __counters: CounterRecord }).__counters.ym.some(
        (call) => call.args[2] === 'utm_pageview',
      ),
    )
    const counters = await record(page)
    expect(counters.scripts.sort()).toEqual(['gtm', 'metrica'])
    const ym = counters.ym.map((call) => call.args)
    expect(ym[0]).toEqual([12345678, 'init', expect.objectContaining({ ecommerce: 'ymDataLayer' })])
    expect(ym).toContainEqual([12345678, 'hit', '/?utm_source=yandex&utm_medium=cpc', { title }])
    expect(ym).toContainEqual([
      12345678,
      'reachGoal',
      'utm_pageview',
      { url: '/?utm_source=yandex&utm_medium=cpc', utm: 'utm_source=yandex&utm_medium=cpc' },
    ])
    expect(layerEvents(counters).map((entry) => entry.event)).toContain('page_view')
    await expect.poll(() => vendor.length).toBeGreaterThan(0)
    const pageview = Object.fromEntries(vendor[0]!.searchParams)
    expect(pageview).toMatchObject({
      type: 'pageview',
      page_url: '/?utm_source=yandex&utm_medium=cpc',
      title,
    })
    expect(pageview.client_id).toMatch(/\S{8,}/)
    expect(Number(pageview.ms)).toBeGreaterThan(0)
    await expect.poll(() => vendorStatuses[0]).toBe(204)
    await page.close()
  }, 90_000)

  it('catalogue: card views at 60 %, cart add/remove debounced 1 s, a card click, and the product page measured with its own title', async () => {
    const [, catalogue] = await measuredPages(stack)
    const { page, vendor } = await countedPage()
    await page.goto(`${counted.url}${catalogue!.path}`)
    await waitForHydration(page)
    await page.waitForFunction(
      () => (window as unknown as { __counters: CounterRecord }).__counters.scripts.length === 2,
    )
    const catalogueTitle = await page.title()

    // Card views: only cards with at least 60 % on screen are reported.
    const grid = page.locator('main ul:has(> li > article)').first()
    const list = await grid.getAttribute('aria-label')
    const cards = grid.locator('> li')
    const ofGrid = (entry: Record<string, unknown>) =>
      (entry.ecommerce as { item_list_name?: string }).item_list_name === (list ?? undefined)
    await expect
      .poll(
        async () =>
          layerEvents(await record(page)).filter((e) => e.event === 'view_item_list').length,
      )
      .toBeGreaterThan(0)
    const shown = await cards.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect()
        const visible = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
        return { ratio: box.height > 0 ? visible / box.height : 0 }
      }),
    )
    const seen = layerEvents(await record(page))
      .filter((entry) => entry.event === 'view_item_list' && ofGrid(entry))
      .map((entry) => (entry.ecommerce as { items: { index: number }[] }).items[0]!.index)
    expect(seen.length).toBeGreaterThan(0)
    for (const index of seen) expect(shown[index]!.ratio).toBeGreaterThanOrEqual(0.6)
    const hidden = shown.flatMap((card, index) => (card.ratio < 0.6 ? [index] : []))
    expect(hidden.length).toBeGreaterThan(0)
    for (const index of hidden) expect(seen).not.toContain(index)

    // The cart: add, then two more at once → one add_to_cart of 3 after 1 s of quiet.
    await page.evaluate(() =>
      addEventListener(
        'click',
        () => {
          ;(window as unknown as { __lastClick: number }).__lastClick = performance.now()
        },
        true,
      ),
    )
    const first = cards.first()
    await first.getByRole('button', { name: 'В корзину' }).click()
    const more = first.getByRole('button', { name: 'Увеличить количество' })
    await more.click()
    await more.click()
    // The page's own time of the last click (Playwright's answer comes later than the click).
    const lastClick = await page.evaluate(
      () => (window as unknown as { __lastClick: number }).__lastClick,
    )
    await expect
      .poll(
        async () => layerEvents(await record(page)).filter((e) => e.event === 'add_to_cart').length,
        { timeout: 10_000 },
      )
      .toBe(1)
    const added = layerEvents(await record(page)).find((e) => e.event === 'add_to_cart')!
    expect((added.ecommerce as { items: { quantity: number }[] }).items[0]!.quantity).toBe(3)
    expect(added.at - lastClick).toBeGreaterThanOrEqual(1_000)
    await first.getByRole('button', { name: 'Уменьшить количество' }).click()
    await expect
      .poll(
        async () =>
          layerEvents(await record(page)).filter((e) => e.event === 'remove_from_cart').length,
        { timeout: 10_000 },
      )
      .toBe(1)
    const removed = layerEvents(await record(page)).find((e) => e.event === 'remove_from_cart')!
    expect((removed.ecommerce as { items: { quantity: number }[] }).items[0]!.quantity).toBe(1)
    const metrica = (await record(page)).dataLayer.length
    expect(metrica).toBeGreaterThan(0)

    // A card's link: a click event, then the product page's own title in the hit and the vendor GET.
    const link = cards.nth(1).locator('a[href*="/product/"]').last()
    const href = await link.getAttribute('href')
    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    const select = layerEvents(await record(page)).find((e) => e.event === 'select_item')
    expect(select).toMatchObject({ ecommerce: { items: [{ index: 1 }] } })
    await page.waitForFunction(
      (path) =>
        (window as unknown as { __counters: CounterRecord }).__counters.ym.some(
          (call) => call.args[1] === 'hit' && call.args[2] === path,
        ),
      href,
    )
    const productTitle = await page.title()
    expect(productTitle).not.toBe(catalogueTitle)
    const hit = (await record(page)).ym.find(
      (call) => call.args[1] === 'hit' && call.args[2] === href,
    )
    expect(hit?.args[3]).toEqual({ title: productTitle })
    await expect
      .poll(() => vendor.filter((url) => url.searchParams.get('page_url') === href).length)
      .toBeGreaterThan(1)
    const measured = vendor.filter((url) => url.searchParams.get('page_url') === href)
    const view = measured.find((url) => url.searchParams.get('type') === 'pageview')
    expect(view?.searchParams.get('title')).toBe(productTitle)
    const product = measured.find((url) => url.searchParams.get('type') === 'product_view')
    expect(product?.searchParams.get('product_id')).toBeTruthy()
    expect(product?.searchParams.get('product_name')).toBeTruthy()
    expect(product?.searchParams.get('client_id')).toBeTruthy()
    await page.close()
  }, 120_000)
})

describe('the UTM pageview (SPEC §5, §9)', () => {
  it('a matching landing sends the UTM goal no sooner than 500 ms after the page view, by the page clock', async () => {
    const { page } = await countedPage()
    await page.goto(`${counted.url}/catalog?utm_source=yandex`)
    await waitForHydration(page)
    await page.waitForFunction(() =>
      (window as unknown as { __counters: CounterRecord }).__counters.ym.some(
        (call) => call.args[2] === 'utm_pageview',
      ),
    )
    const { ym } = await record(page)
    const hit = ym.find((call) => call.args[1] === 'hit')!
    const goal = ym.find((call) => call.args[2] === 'utm_pageview')!
    const loaded = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    )
    // The timer starts with the page view, which itself comes after load (idle after hydration);
    // 1 ms of slack for the clock's coarsening.
    expect(goal.at - hit.at).toBeGreaterThanOrEqual(499)
    expect(goal.at - loaded).toBeGreaterThanOrEqual(499)
    expect(layerEvents(await record(page)).filter((e) => e.event === 'utm_pageview')).toHaveLength(
      1,
    )
    await page.close()
  }, 90_000)
})

describe('checkout steps and the purchase (SPEC §4, §7)', () => {
  const PHONE = '+79990000001'
  const REGION = 'moscowregion'

  it('the first countdown of the code step is 1:00; each checkout step is reported; the success page sends the purchase with its items once', async () => {
    // The seeded customer's own API session fills the cart the browser session will see.
    const login = await stack.api.gql<
      { loginOAuth: { session: { user: { accessToken: string } } } },
      object
    >(
      'mutation($t: String!) { loginOAuth(oauthProvider: vk, token: $t) { session { user { accessToken } } } }',
      { t: `test:${PHONE}` },
    )
    const auth = { authorization: `Bearer ${login.data!.loginOAuth.session.user.accessToken}` }
    const listed = await stack.api.gql<
      {
        products: {
          items: {
            id: string
            price: number | null
            priceTypeID: number | null
            availableForOrder: boolean
          }[]
        }
      },
      object
    >(
      'query($r: ID!) { products(search: { regionID: $r, sort: { type: popular, side: desc }, pageCount: 60 }) { items { id price priceTypeID availableForOrder } } }',
      { r: REGION },
    )
    const product = listed.data!.products.items.find(
      (item) => item.availableForOrder && item.priceTypeID && (item.price ?? 0) >= 100,
    )!
    const quantity = Math.ceil(700 / product.price!)
    await stack.api.gql(
      'mutation($r: ID!) { clearCart(regionID: $r) { total { quantity } } }',
      { r: REGION },
      auth,
    )
    const filled = await stack.api.gql(
      'mutation($r: ID!, $items: [CartItemInput!]!) { updateCart(regionID: $r, items: $items) { total { quantity } } }',
      { r: REGION, items: [{ productID: product.id, priceTypeID: product.priceTypeID, quantity }] },
      auth,
    )
    expect(filled.errors ?? []).toEqual([])

    const { page, vendor } = await countedPage()
    await page.goto(`${counted.url}/checkout`)
    await waitForHydration(page)
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // Every countdown text the modal ever shows, noted as it appears (SPEC §4: 60 first).
    await page.evaluate(() => {
      const shown: string[] = []
      ;(window as unknown as { __countdown: string[] }).__countdown = shown
      const note = () => {
        const found = document.body.textContent?.match(/повторно через (\d+:\d\d)/)
        if (found && shown.at(-1) !== found[1]) shown.push(found[1]!)
      }
      new MutationObserver(note).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    await dialog.locator('input[type="tel"]').fill('+7 999 000 00 01')
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await dialog.getByLabel('Код из SMS').waitFor()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __countdown: string[] }).__countdown))
      .not.toEqual([])
    const countdown = await page.evaluate(
      () => (window as unknown as { __countdown: string[] }).__countdown,
    )
    expect(countdown[0]).toBe('1:00')
    await dialog.getByLabel('Код из SMS').fill('1234')
    await dialog.getByRole('button', { name: 'Войти' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // Cart → pickup → checkout → success, the steps as GTM and Metrica receive them.
    await page.goto(`${counted.url}/cart`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Оформить заказ' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Самовывоз из аптеки' }).click()
    await page.waitForURL(/\/cart\/pickup/)
    await page
      .getByRole('group', { name: 'Аптеки' })
      .locator('input[type="radio"]:not([disabled])')
      .first()
      .check()
    await page.getByRole('button', { name: 'Продолжить' }).last().click()
    await page.waitForURL(/\/checkout$/)
    await page.getByRole('button', { name: 'Подтвердить заказ' }).waitFor()
    const steps = async () =>
      layerEvents(await record(page))
        .filter((e) => e.event === 'begin_checkout' || e.event === 'checkout_progress')
        .map((e) => [e.event, e.checkout_step, e.checkout_option])
    await expect.poll(steps, { timeout: 10_000 }).toEqual([
      ['begin_checkout', 1, 'cart'],
      ['checkout_progress', 2, 'pickup'],
      ['checkout_progress', 4, 'checkout'],
    ])
    const goals = (await record(page)).ym
      .filter((call) => call.args[1] === 'reachGoal' && call.args[2] === 'checkout_step')
      .map((call) => call.args[3])
    expect(goals).toEqual([
      { step: 1, name: 'cart' },
      { step: 2, name: 'pickup' },
      { step: 4, name: 'checkout' },
    ])

    const payments = page.getByRole('group', { name: 'Способ оплаты' }).getByRole('radio')
    for (let index = 0; index < (await payments.count()); index += 1) {
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
    const purchases = async () =>
      layerEvents(await record(page)).filter((e) => e.event === 'purchase')
    await expect.poll(async () => (await purchases()).length, { timeout: 10_000 }).toBe(1)
    const purchase = (await purchases())[0]!.ecommerce as {
      transaction_id: string
      value: number
      items: { item_id: string; price: number; quantity: number }[]
    }
    expect(purchase.transaction_id).toBeTruthy()
    expect(purchase.value).toBeGreaterThan(0)
    expect(purchase.items).toEqual([
      expect.objectContaining({ item_id: product.id, quantity, price: expect.any(Number) }),
    ])
    // Metrica reads its own container (GTM's format is not its).
    const metricaPurchase = await page.evaluate(() =>
      (
        (window as unknown as { ymDataLayer?: { ecommerce?: { purchase?: unknown } }[] })
          .ymDataLayer ?? []
      ).find((entry) => entry.ecommerce?.purchase),
    )
    expect(metricaPurchase).toMatchObject({
      ecommerce: {
        purchase: {
          actionField: { id: purchase.transaction_id, revenue: purchase.value },
          products: [expect.objectContaining({ id: product.id, quantity })],
        },
      },
    })
    await expect
      .poll(() => vendor.find((url) => url.searchParams.get('type') === 'purchase'))
      .toBeDefined()
    const measured = vendor.find((url) => url.searchParams.get('type') === 'purchase')!
    expect(measured.searchParams.get('purchase_id')).toBe(purchase.transaction_id)
    expect(measured.searchParams.get('products')).toMatch(new RegExp(`^${product.id}:${quantity}:`))

    // Once per order: the success page shown again in the tab sends no second purchase.
    await page.reload()
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Спасибо! Заказ оформлен' }).waitFor()
    await page.waitForFunction(() =>
      (window as unknown as { __counters: CounterRecord }).__counters.ym.some(
        (call) => call.args[1] === 'hit',
      ),
    )
    await page.waitForTimeout(1_500)
    expect(await purchases()).toEqual([])
    await page.close()
  }, 180_000)
})

describe('region answers (SPEC §4)', () => {
  it('confirming in the region check is a confirm and not also a close; a choice from the header is a change', async () => {
    const { page } = await countedPage()
    const { hostname } = new URL(counted.url)
    await page.context().addCookies([{ name: 'region', value: 'spb', domain: hostname, path: '/' }])
    await page.goto(`${counted.url}/catalog`)
    await waitForHydration(page)
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 10_000 })
    await dialog.getByRole('searchbox').fill('Санкт')
    await dialog.getByText('Санкт-Петербург', { exact: true }).first().click()
    await dialog.getByRole('button', { name: 'Подтвердить' }).click()
    const regionEvents = async () =>
      layerEvents(await record(page))
        .map((entry) => entry.event as string)
        .filter((event) => event.startsWith('region_'))
    await expect.poll(regionEvents, { timeout: 10_000 }).toEqual(['region_confirm'])
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await waitForHydration(page)
    await page.getByRole('button', { name: /Ваш регион/ }).click()
    await dialog.waitFor()
    await dialog.getByRole('searchbox').fill('Моск')
    await dialog.getByText('Москва', { exact: true }).first().click()
    await dialog.getByRole('button', { name: 'Подтвердить' }).click()
    await expect
      .poll(regionEvents, { timeout: 10_000 })
      .toEqual(['region_confirm', 'region_change'])
    await page.close()
  }, 90_000)
})

describe('product advertisement counters (SPEC §7)', () => {
  it("a sponsored product's impression fires in search results and its tracking on a primary click", async () => {
    const answer = await stack.api.gql(
      'query($r: ID!) { products(search: { regionID: $r, pageCount: 200 }) { items { id name url counters { advertisement { imps track } } } } }',
      { r: 'moscowregion' },
    )
    const items = (
      answer.data as {
        products: {
          items: {
            name: string
            url: string
            counters: { advertisement: { imps: string; track: string } | null } | null
          }[]
        }
      }
    ).products.items
    const sponsored = items.find((item) => item.counters?.advertisement?.imps)
    expect(sponsored, 'a seeded product with counters').toBeDefined()
    const { imps, track } = sponsored!.counters!.advertisement!
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const pixels: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/ads/')) pixels.push(path)
    })
    await page.goto(`${stack.url}/search?what=${encodeURIComponent(sponsored!.name)}`)
    await waitForHydration(page)
    await expect.poll(() => pixels).toContain(imps)
    expect(pixels).not.toContain(track)
    const card = page.locator(`main li:has(a[href="${sponsored!.url}"])`).first()
    await card.locator(`a[href="${sponsored!.url}"]`).last().click()
    await expect.poll(() => pixels).toContain(track)
    expect(pixels.filter((path) => path === imps)).toHaveLength(1)
    await page.close()
  }, 90_000)
})

describe('analytics with no counter configured', () => {
  it('nothing is sent, no counter script loads and no dataLayer or ym appears', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const sent: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== stack.url || url.pathname.startsWith('/_api/')) sent.push(request.url())
    })
    const [home, catalogue] = await measuredPages(stack)
    await page.goto(`${stack.url}${home!.path}?utm_source=yandex`)
    await waitForHydration(page)
    await page.goto(`${stack.url}${catalogue!.path}`)
    await waitForHydration(page)
    await page.waitForTimeout(1_500)
    const globals = await page.evaluate(() => ({
      dataLayer: 'dataLayer' in window,
      ym: 'ym' in window,
      scripts: [...document.scripts]
        .map((script) => script.src)
        .filter((src) => !src.startsWith(location.origin) && src),
    }))
    expect(sent).toEqual([])
    expect(globals).toEqual({ dataLayer: false, ym: false, scripts: [] })
    await page.close()
  }, 90_000)
})
