// Issue #34, SPEC §4, §7, §9: the cart-id experiment (ex_cart_id) comes from the API's features
// endpoint, not from a cookie set by hand. With a test features file splitting visitors 50/50,
// a visitor the experiment puts in the mini cart gets the mini flow in the server HTML and after
// hydration, and its cart calls carry X-Experiments; a visitor in the control keeps the legacy
// flow, and a first-time visitor is given a visitor id that keeps her variant.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadExperiments } from '@apteka/sdk/experiments'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  graphqlCall,
  hydrationErrors,
  launchBrowser,
  openWatchedPage,
  waitForHydration,
} from './harness'
import { type RunningStack, startStack } from './stack'

/** Half the visitors in the mini cart flow. */
const HALF_IN_MINI_CART = {
  features: {
    ex_cart_id: {
      defaultValue: '0',
      rules: [{ key: 'ex_cart_id', variations: ['0', '1'], weights: [0.5, 0.5], coverage: 1 }],
    },
  },
}

let stack: RunningStack
let browser: Browser
let folder: string
/** A visitor id the experiment assigns to each variant, found with the same client the storefront uses. */
const visitorIn: Record<'0' | '1', string> = { '0': '', '1': '' }

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'experiments-'))
  const file = join(folder, 'features.json')
  await writeFile(file, JSON.stringify(HALF_IN_MINI_CART))
  stack = await startStack({ catalogSize: 200 })
  // The API reads its configuration on every request: from now on it serves the test file.
  stack.api.config.features = { file, clientKey: 'storefront' }
  while (!visitorIn['0'] || !visitorIn['1']) {
    const visitorId = randomUUID()
    const experiments = await loadExperiments({ apiHost: stack.apiUrl, visitorId })
    const variant = experiments.assignments().ex_cart_id
    experiments.close()
    if (variant === '0' || variant === '1') visitorIn[variant] = visitorId
  }
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
  if (folder) await rm(folder, { recursive: true, force: true })
})

/** A new browser context whose visitor id cookie is `visitorId`. */
async function visitorPage(visitorId: string) {
  const watched = await openWatchedPage(browser)
  await watched.page
    .context()
    .addCookies([{ name: 'visitor_id', value: visitorId, url: stack.url, sameSite: 'Lax' }])
  return watched
}

/** The cart flow marked on the header's cart link in the HTML the server sent. */
function cartFlowInHtml(html: string | undefined): string | null {
  const cartLink = /<a [^>]*href="\/cart"[^>]*>/.exec(html ?? '')?.[0] ?? ''
  return /data-cart-flow="(\w+)"/.exec(cartLink)?.[1] ?? null
}

/** The cart flow marked on the header's cart link once hydrated. */
const cartFlowIn = (page: Page) =>
  page.locator('header a[href="/cart"]').getAttribute('data-cart-flow')

/** The GraphQL requests the page sends from now on, with their X-Experiments header. */
function watchCartCalls(page: Page) {
  const calls: { operationName: string | null; experiments: string | null }[] = []
  page.on('request', (request: Request) => {
    const call = graphqlCall(request)
    if (call?.operationName?.toLowerCase().includes('cart')) {
      calls.push({
        operationName: call.operationName,
        experiments: request.headers()['x-experiments'] ?? null,
      })
    }
  })
  return calls
}

describe('the ex_cart_id experiment from the features endpoint', () => {
  it('a visitor in the mini cart variant gets the mini flow in the server HTML and once hydrated, and its cart calls carry X-Experiments', async () => {
    const { page, errors } = await visitorPage(visitorIn['1'])
    const calls = watchCartCalls(page)
    const response = await page.goto(`${stack.url}/`)
    expect(cartFlowInHtml(await response?.text())).toBe('mini')
    await waitForHydration(page)
    expect(await cartFlowIn(page)).toBe('mini')

    // The mini cart's id comes with the write's answer: the reload waits for it (a page load
    // cancels an answer still on its way, and the browser would have no id to ask for).
    const written = page.waitForResponse(
      (answer) => graphqlCall(answer.request())?.operationName === 'updateCartMini',
    )
    await page.getByRole('button', { name: 'В корзину' }).first().click()
    await page.getByTestId('cart-count').waitFor()
    await written
    await page.waitForFunction(() => window.localStorage.getItem('cart_id') !== null)
    // The cart id the mini flow keeps in the browser: a reload fetches that cart with the header.
    await page.reload()
    await waitForHydration(page)
    await page.getByTestId('cart-count').waitFor()
    // The count shows before the calls are all sent (the cart answers optimistically): wait for
    // the calls, then compare them.
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    expect(calls).toEqual([
      { operationName: 'updateCartMini', experiments: '{"ex_cart_id":"1"}' },
      { operationName: 'cartMini', experiments: '{"ex_cart_id":"1"}' },
    ])
    expect(await page.getByTestId('cart-count').textContent()).toBe('1')
    expect(hydrationErrors(errors)).toEqual([])
    await page.context().close()
  }, 120_000)

  it('a visitor in the control keeps the legacy cart, whose calls carry no X-Experiments', async () => {
    const { page, errors } = await visitorPage(visitorIn['0'])
    const calls = watchCartCalls(page)
    const response = await page.goto(`${stack.url}/`)
    expect(cartFlowInHtml(await response?.text())).toBe('legacy')
    await waitForHydration(page)
    expect(await cartFlowIn(page)).toBe('legacy')
    await page.getByRole('button', { name: 'В корзину' }).first().click()
    await page.getByTestId('cart-count').waitFor()
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1)
    expect(calls).toEqual([{ operationName: 'updateCart', experiments: null }])
    expect(hydrationErrors(errors)).toEqual([])
    await page.context().close()
  }, 120_000)

  it('a first-time visitor is given a visitor id (SameSite=Lax) and keeps her variant', async () => {
    const { page } = await openWatchedPage(browser)
    const first = await page.goto(`${stack.url}/`)
    const setCookie = (await first?.allHeaders())?.['set-cookie'] ?? ''
    expect(setCookie).toMatch(/visitor_id=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax/)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'visitor_id')
    expect(cookie?.httpOnly).toBe(false)
    const variant = cartFlowInHtml(await first?.text())
    expect(['mini', 'legacy']).toContain(variant)
    for (let visit = 0; visit < 2; visit++) {
      const again = await page.goto(`${stack.url}/`)
      expect(cartFlowInHtml(await again?.text())).toBe(variant)
      expect((await again?.allHeaders())?.['set-cookie'] ?? '').not.toMatch(/visitor_id=/)
    }
    await page.context().close()
  }, 60_000)

  it('a visitor id we could not have issued is replaced, not used', async () => {
    const { page } = await visitorPage('not-a-visitor-id')
    const answer = await page.goto(`${stack.url}/`)
    expect((await answer?.allHeaders())?.['set-cookie'] ?? '').toMatch(
      /visitor_id=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12};/,
    )
    await page.context().close()
  }, 60_000)
})
