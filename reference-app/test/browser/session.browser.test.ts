// Staying signed in (issue: signed out ten minutes after signing in). The access-token cookie
// lives 10 minutes; after that the browser sends only the refresh token, the server render
// refreshes, and the rotated pair must reach the browser as Set-Cookie — refresh tokens are
// single-use, so a pair that stayed on the server signs the shopper out on the next request.
import { GetCodeDocument, LoginDocument } from '@apteka/sdk'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrationErrors, launchBrowser, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

// Two demo accounts, so each test has a token family of its own (an SMS code per phone a minute).
const CUSTOMER = { phone: '+79990000001', name: 'Анна' }
const EMPLOYEE = { phone: '+79990000002', name: 'Сергей' }

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

/** Signs the demo customer in through the API (SMS code) and puts the tokens in a new context. */
async function signedInContext(phone: string): Promise<BrowserContext> {
  await stack.api.gql(GetCodeDocument, { phone })
  const login = await stack.api.gql(LoginDocument, { phone, code: '1234' })
  const tokens = login.data?.login.session?.user
  if (!tokens) throw new Error(JSON.stringify(login.errors))
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const domain = new URL(stack.url).hostname
  await context.addCookies([
    { name: 'access_token', value: tokens.accessToken, domain, path: '/' },
    { name: 'refresh_token', value: tokens.refreshToken, domain, path: '/' },
  ])
  return context
}

const refreshTokenOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'refresh_token')?.value ?? null

/** The header's account link: the shopper's name when signed in, 'Войти' otherwise. */
const accountLabel = (page: Page) => page.locator('header a[href="/personal"]').first().innerText()

/** Reloads with the access cookie gone, as the browser does once its Max-Age has passed. */
async function reloadAfterAccessExpiry(context: BrowserContext, page: Page): Promise<Response> {
  await context.clearCookies({ name: 'access_token' })
  const response = await page.reload({ waitUntil: 'load' })
  if (!response) throw new Error('no response')
  await waitForHydration(page)
  return response
}

describe('the session survives the access token’s expiry', () => {
  it('three reloads without the access cookie: rotated on the server, sent back, still signed in', async () => {
    const NAME = CUSTOMER.name
    const context = await signedInContext(CUSTOMER.phone)
    const tab = await context.newPage()
    const errors: string[] = []
    tab.on('pageerror', (error) => errors.push(error.message))
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // The page's clock is simulated, so minutes can pass between the visits.
    await tab.clock.install()
    await tab.goto(`${stack.url}/`, { waitUntil: 'load' })
    await waitForHydration(tab)
    expect(await accountLabel(tab)).toBe(NAME)

    for (let reload = 0; reload < 3; reload += 1) {
      const before = await refreshTokenOf(context)
      await tab.clock.fastForward('05:00')
      const response = await reloadAfterAccessExpiry(context, tab)

      // The server render refreshed once and sent the new pair back with the document.
      const setCookies = (await response.headersArray())
        .filter((header) => header.name.toLowerCase() === 'set-cookie')
        .map((header) => header.value)
      expect(setCookies.some((cookie) => cookie.startsWith('refresh_token='))).toBe(true)
      expect(setCookies.some((cookie) => cookie.startsWith('access_token='))).toBe(true)
      expect(
        setCookies.every((cookie) => /Path=\//.test(cookie) && /SameSite=Lax/.test(cookie)),
      ).toBe(true)
      expect(response.headers()['cache-control']).toBe('private, no-store')
      expect(
        (await response.text()).includes(`>${NAME}<`),
        'the server HTML names the shopper',
      ).toBe(true)

      // The browser holds the rotated token, and stays signed in after hydration.
      const after = await refreshTokenOf(context)
      expect(after).not.toBeNull()
      expect(after).not.toBe(before)
      await tab.waitForLoadState('networkidle')
      expect(await accountLabel(tab)).toBe(NAME)
      expect(await refreshTokenOf(context)).not.toBeNull()
    }
    expect(hydrationErrors(errors)).toEqual([])
    // No call was refused for want of a session (E_12 would be logged by the failed query).
    expect(errors.filter((text) => /E_12|авториз/i.test(text))).toEqual([])
    await context.close()
  }, 120_000)

  it('two tabs reloading at once with the same refresh token both stay signed in', async () => {
    const NAME = EMPLOYEE.name
    const context = await signedInContext(EMPLOYEE.phone)
    const tabs = [await context.newPage(), await context.newPage()]
    for (const tab of tabs) {
      await tab.goto(`${stack.url}/`, { waitUntil: 'load' })
      await waitForHydration(tab)
    }
    await context.clearCookies({ name: 'access_token' })
    const responses = await Promise.all(tabs.map((tab) => tab.reload({ waitUntil: 'load' })))
    for (const response of responses) {
      expect((await response?.text())?.includes(`>${NAME}<`), 'server HTML names her').toBe(true)
    }
    for (const tab of tabs) {
      await waitForHydration(tab)
      await tab.waitForLoadState('networkidle')
      expect(await accountLabel(tab)).toBe(NAME)
    }

    // The family was not revoked: the next visit after another expiry is still signed in.
    await reloadAfterAccessExpiry(context, tabs[0]!)
    await tabs[0]!.waitForLoadState('networkidle')
    expect(await accountLabel(tabs[0]!)).toBe(NAME)
    await context.close()
  }, 120_000)
})
