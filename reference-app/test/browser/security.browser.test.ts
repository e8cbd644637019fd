// The storefront's browser protections on the whole stack (issue #35): the shopper's pages load
// and hydrate under the Content-Security-Policy with no violation, `/cart` refuses to render in
// another site's frame, and a forged Host never becomes the site's address in the head.
import { request as httpRequest } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, waitForHydration } from './harness'
import { measuredPages, type RunningStack, startStack } from './stack'

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

/** A page that records every CSP violation: the browser's console reports and the DOM events. */
async function watchedForViolations(): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void })
        .__reportViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return { page, violations }
}

/** GET with the headers given, Host included (fetch would not send a Host of our choosing). */
function getWithHeaders(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers }, (answer) => {
      let body = ''
      answer.setEncoding('utf8')
      answer.on('data', (chunk: string) => {
        body += chunk
      })
      answer.on('end', () => resolve(body))
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('the Content-Security-Policy', () => {
  it('home, catalogue, product and cart load and hydrate with no violation', async () => {
    const pages = [...(await measuredPages(stack)), { name: 'cart', path: '/cart' }]
    const { page, violations } = await watchedForViolations()
    for (const { path } of pages) {
      const answer = await page.goto(`${stack.url}${path}`, { waitUntil: 'load' })
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])
    await page.close()
  }, 120_000)

  it('an inline script without the nonce is refused (the policy is in force)', async () => {
    const { page, violations } = await watchedForViolations()
    await page.goto(`${stack.url}/`, { waitUntil: 'load' })
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    await page.close()
  }, 60_000)

  it('/cart does not render inside another site’s frame', async () => {
    const page = await browser.newPage()
    const foreign = 'http://foreign.test/'
    await page.route(foreign, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>foreign</title><iframe src="${stack.url}/cart" width="800" height="600"></iframe>`,
      }),
    )
    await page.goto(foreign, { waitUntil: 'load' })
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    expect(frame).toBeDefined()
    await frame?.waitForLoadState('load')
    // The browser put its own error page in the frame instead: not one element of the shop.
    expect(frame?.url()).toMatch(/^chrome-error:/)
    expect(await frame?.locator('header, main').count()).toBe(0)
    await page.close()
  }, 60_000)
})

describe('the site’s address', () => {
  it('a forged Host or X-Forwarded-Host is not in the canonical link, og:url, og:image or JSON-LD', async () => {
    const [, , product] = await measuredPages(stack)
    for (const path of ['/', product!.path]) {
      const html = await getWithHeaders(`${stack.url}${path}`, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      })
      expect(html).toContain(`<link rel="canonical" href="${stack.url}`)
      expect(html).not.toContain('evil.example')
    }
    // The product page has the Open Graph and JSON-LD links that were checked.
    const html = await getWithHeaders(`${stack.url}${product!.path}`, { host: 'evil.example' })
    expect(html).toMatch(/og:url" content="http:\/\/127\.0\.0\.1:/)
    expect(html).toContain('application/ld+json')
  }, 60_000)
})
