// Tokens never reach page scripts (issue #35): the storefront server holds the customer's tokens
// in HttpOnly cookies, refreshes them itself and adds them to '/graphql'; the page signs in, stays
// signed in across reloads and access-token expiries, and never holds a token in
// document.cookie, localStorage, sessionStorage or an answer it reads.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrationErrors, launchBrowser, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

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

/** The header's account link: the shopper's name when signed in, 'Войти' otherwise. */
const accountLabel = (page: Page) => page.locator('header a[href="/personal"]').first().innerText()

/** The token cookies the browser holds (Playwright sees HttpOnly ones too). */
async function heldTokens(context: BrowserContext) {
  const cookies = await context.cookies()
  return cookies.filter((cookie) => /^(operator_)?(access|refresh)_token$/.test(cookie.name))
}

/** Everything a page script can read of the session: cookies and both storages. */
const scriptReadable = (page: Page) =>
  page.evaluate(() => {
    const storage = (store: Storage) =>
      Array.from({ length: store.length }, (_, index) => {
        const key = store.key(index) ?? ''
        return `${key}=${store.getItem(key)}`
      }).join('\n')
    return [document.cookie, storage(localStorage), storage(sessionStorage)].join('\n')
  })

/** No token cookie reaches scripts, and no token value is anywhere a script can read. */
async function expectNoTokenInReach(context: BrowserContext, page: Page) {
  const tokens = await heldTokens(context)
  expect(tokens.length).toBeGreaterThanOrEqual(2)
  for (const cookie of tokens) {
    expect(cookie.httpOnly, `${cookie.name} is HttpOnly`).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
  }
  const readable = await scriptReadable(page)
  expect(readable).not.toMatch(/access_token|refresh_token/)
  for (const cookie of tokens) expect(readable.includes(cookie.value)).toBe(false)
  expect(readable).toMatch(/session_marker=u/)
}

describe('tokens held by the storefront server', () => {
  it('signs in through the page, keeps every token out of scripts’ reach, and the server refreshes', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const answers: string[] = []
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/graphql') {
        answers.push(await response.text().catch(() => ''))
      }
    })
    await page.goto(`${stack.url}/personal`, { waitUntil: 'networkidle' })
    await waitForHydration(page)

    // Anna signs in with the SMS code, as a shopper does.
    await page.getByRole('button', { name: 'Войти', exact: true }).last().click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[type="tel"]').fill('+7 999 000 00 01')
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await dialog.getByLabel('Код из SMS').fill('1234')
    await dialog.getByRole('button', { name: 'Войти' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => accountLabel(page)).toBe('Анна')
    await expectNoTokenInReach(context, page)
    // The login answer the page read kept its shape, without the tokens.
    const held = await heldTokens(context)
    const loginAnswer = answers.find((text) => text.includes('"login"'))
    expect(loginAnswer).toMatch(/"accessToken":""/)
    for (const answer of answers) {
      for (const cookie of held) expect(answer.includes(cookie.value)).toBe(false)
    }

    // A reload: the server render reads the HttpOnly cookies.
    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await accountLabel(page)).toBe('Анна')
    await expectNoTokenInReach(context, page)

    // The access cookie has expired (its Max-Age is the token's life): the page's own call to
    // '/graphql' carries no token, the server refreshes with the refresh cookie and answers.
    const refreshBefore = held.find((cookie) => cookie.name === 'refresh_token')?.value
    await context.clearCookies({ name: 'access_token' })
    const profileName = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-platform': 'web' },
        body: JSON.stringify({ query: 'query getProfile { profile { name } }' }),
      })
      const body = (await response.json()) as { data?: { profile?: { name?: string } | null } }
      return body.data?.profile?.name ?? null
    })
    expect(profileName).toBe('Анна')
    const rotated = await heldTokens(context)
    expect(rotated.find((cookie) => cookie.name === 'refresh_token')?.value).not.toBe(refreshBefore)
    expect(rotated.some((cookie) => cookie.name === 'access_token')).toBe(true)
    await expectNoTokenInReach(context, page)

    // Expired again, then a reload: the render refreshes, writes the pair HttpOnly, signed in.
    await context.clearCookies({ name: 'access_token' })
    await page.reload({ waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await accountLabel(page)).toBe('Анна')
    await expectNoTokenInReach(context, page)

    // Logging out through the page: the server clears the cookies and the marker.
    await page.goto(`${stack.url}/personal`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Выйти' }).first().click()
    await expect.poll(async () => (await heldTokens(context)).length).toBe(0)
    await expect.poll(() => scriptReadable(page)).not.toMatch(/session_marker/)
    expect(hydrationErrors(errors)).toEqual([])
    await context.close()
  }, 180_000)
})
