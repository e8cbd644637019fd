// Issue #18: a fresh guest's home, catalogue and product pages hydrate from the server's data
// and make no API call right after hydration — each call would load the sdk's runtime (Effect,
// the transport) inside the first-load window Lighthouse measures. On a phone's screen, as
// Lighthouse's mobile run sees it: what lies further down (the home page's later shelves, the
// product's reviews and pharmacies) loads when the shopper scrolls towards it.
import { randomUUID } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { graphqlCall, launchBrowser, openWatchedPage, waitForHydration } from './harness'
import { type MeasuredPage, measuredPages, type RunningStack, startStack } from './stack'

/** How long after hydration the page is watched for calls (effects, idle callbacks, timers). */
const SETTLE_MS = 2500
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { width: 412, height: 823 }

/**
 * The GraphQL operations a page sends from now on, by name, and 'sdk-runtime chunk' when it
 * loads the sdk's runtime (vite.chunks.ts; the lazy client imports it on its first call).
 */
function watchCalls(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/sdk-runtime-'))
      sent.push('sdk-runtime chunk')
    const call = graphqlCall(request)
    if (call) sent.push(call.operationName ?? '(no name)')
  })
  return sent
}

let stack: RunningStack
let browser: Browser
let pages: MeasuredPage[]

beforeAll(async () => {
  stack = await startStack({ catalogSize: 200 })
  browser = await launchBrowser()
  pages = await measuredPages(stack)
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

describe("a fresh guest's first screen", () => {
  it('home, catalogue and product make no /graphql call after hydration, nor load the sdk runtime', async () => {
    const calls: Record<string, string[]> = {}
    for (const { name, path } of pages) {
      // browser.newPage opens a new context: no cookies, no storage — a first-time guest.
      const { page, errors } = await openWatchedPage(browser, PHONE)
      const sent = watchCalls(page)
      await page.goto(`${stack.url}${path}`)
      await waitForHydration(page)
      await page.waitForTimeout(SETTLE_MS)
      calls[name] = sent
      expect(errors, `${name}: page errors`).toEqual([])
      await page.context().close()
    }
    expect(calls).toEqual({ home: [], catalogue: [], product: [] })
  }, 120_000)

  it("a returning guest (the API's guest_id cookie) gets the cart with the HTML, not by a call", async () => {
    // The API's guest cookie, as a shopper's later pages have it (the API sets it on the first
    // call that is not a shared-cacheable read): a guest who may have a cart.
    const { page, errors } = await openWatchedPage(browser, PHONE)
    await page
      .context()
      .addCookies([
        { name: 'guest_id', value: randomUUID(), url: stack.url, httpOnly: true, sameSite: 'Lax' },
      ])
    const sent = watchCalls(page)
    const calls: Record<string, string[]> = {}
    for (const { name, path } of pages) {
      sent.length = 0
      await page.goto(`${stack.url}${path}`)
      await waitForHydration(page)
      await page.waitForTimeout(SETTLE_MS)
      calls[name] = [...sent]
    }
    expect(calls).toEqual({ home: [], catalogue: [], product: [] })
    expect(errors).toEqual([])
    await page.context().close()
  }, 120_000)

  it('the later shelves, reviews and pharmacies load when scrolled to', async () => {
    for (const { name, path } of pages.filter((page) => page.name !== 'catalogue')) {
      const { page, errors } = await openWatchedPage(browser, PHONE)
      const sent = watchCalls(page)
      await page.goto(`${stack.url}${path}`)
      await waitForHydration(page)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const expected = name === 'home' ? ['widgets'] : ['ProductReviews', 'ProductPharmacies']
      await expect
        .poll(() => expected.filter((operation) => !sent.includes(operation)), {
          timeout: 15_000,
        })
        .toEqual([])
      expect(errors, `${name}: page errors`).toEqual([])
      await page.context().close()
    }
  }, 120_000)

  it("the code of what lies below a phone's first screen loads when scrolled to, not with it (#36)", async () => {
    /** The lazyPart chunks with `whenNear` each page has (vite.chunks.ts names them by module). */
    const PARTS: Record<string, readonly string[]> = {
      home: ['Footer', 'ShopJsonLd'],
      catalogue: ['Footer'],
      // The product's footer is whenNear too, but not checked here: in a loaded CI run
      // (2026-11-27 21:50) it was within reach of the first screen at hydration and rightly
      // loaded with it, which a quiet run never shows; the home and catalogue pages are long
      // enough to tell.
      product: ['productTabs', 'RecommendationWidgets'],
    }
    for (const { name, path } of pages) {
      const { page, errors } = await openWatchedPage(browser, PHONE)
      const loaded: string[] = []
      page.on('request', (request) => {
        const chunk = /^\/assets\/(\w+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1]
        if (chunk && PARTS[name]?.includes(chunk)) loaded.push(chunk)
      })
      await page.goto(`${stack.url}${path}`)
      await waitForHydration(page)
      await page.waitForTimeout(SETTLE_MS)
      expect(loaded, `${name}: parts loaded with the first screen`).toEqual([])
      if (name === 'product') {
        // The page re-rendered as its data arrived: the tabs' server HTML is still there.
        expect(await page.getByRole('tab', { name: /Описание/ }).count()).toBe(1)
      }
      // A jump to the bottom counts as passing every part (watchNearViewport's scroll check); the
      // JSON-LD's script has no box, so the first scroll brings its code.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect
        .poll(() => (PARTS[name] ?? []).filter((part) => !loaded.includes(part)), {
          timeout: 15_000,
        })
        .toEqual([])
      expect(errors, `${name}: page errors`).toEqual([])
      await page.context().close()
    }
  }, 120_000)

  it("a tap on a product tab right after the scroll that brings it opens it, before or after the tabs' code arrives (#36)", async () => {
    const product = pages.find((page) => page.name === 'product')
    if (!product) throw new Error('no product page measured')
    const { page, errors } = await openWatchedPage(browser, PHONE)
    await page.goto(`${stack.url}${product.path}`)
    await waitForHydration(page)
    // Playwright scrolls the tab into view and taps it at once: the tabs' code has just started.
    const tab = page.getByRole('tab', { name: /Инструкция/ })
    await tab.click()
    await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true')
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
