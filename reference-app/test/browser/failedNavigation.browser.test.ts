// Issue #30: a browser navigation whose data the API fails to give shows the same error page as
// the server's 503 ("Что-то пошло не так" with the retry button), not an empty list or a skeleton.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openWatchedPage, waitForHydration } from './harness'
import { type MeasuredPage, measuredPages, type RunningStack, startStack } from './stack'

let stack: RunningStack
let browser: Browser
let pages: MeasuredPage[]

beforeAll(async () => {
  stack = await startStack({ catalogSize: 60 })
  browser = await launchBrowser()
  pages = await measuredPages(stack)
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

describe('a client navigation while the API is down', () => {
  it('to a catalogue shows the error page', async () => {
    const catalogue = pages.find((p) => p.name === 'catalogue')!.path
    const { page } = await openWatchedPage(browser, { width: 1280, height: 800 })
    await page.goto(`${stack.url}/`)
    await waitForHydration(page)
    // From now on every API call of the page fails as if the API were gone.
    await page.route('**/graphql**', (route) => route.abort('connectionrefused'))
    await page.locator(`a[href="${catalogue}"]`).first().click()
    await expect
      .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
      .toBe('Что-то пошло не так')
    expect(await page.getByText('Обновить страницу').count()).toBeGreaterThan(0)
    await page.context().close()
  }, 60_000)

  it('to a product shows the error page', async () => {
    const catalogue = pages.find((p) => p.name === 'catalogue')!.path
    const { page } = await openWatchedPage(browser, { width: 1280, height: 800 })
    await page.goto(`${stack.url}${catalogue}`)
    await waitForHydration(page)
    await page.route('**/graphql**', (route) => route.abort('connectionrefused'))
    await page.locator('main a[href^="/product/"]').first().click()
    await expect
      .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
      .toBe('Что-то пошло не так')
    await page.context().close()
  }, 60_000)
})
