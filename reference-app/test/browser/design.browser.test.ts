// The design gallery, whole pages with fixture data and the 404 page in a real browser:
// no serious or critical axe violations and no sideways scrolling at mobile and desktop
// widths, the 404 status, and screenshots for review (SCREENSHOT_DIR, default
// /tmp/storefront-screenshots).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, launchBrowser, type RunningStorefront, startStorefront } from './harness'

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/storefront-screenshots'
const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

let browser: Browser
let storefront: RunningStorefront

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  // No API is needed for these pages; a closed port makes any call fail fast.
  storefront = await startStorefront({
    apiUrl: 'http://127.0.0.1:9',
    env: { STOREFRONT_DESIGN_GALLERY: '1' },
  })
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await storefront?.stop()
})

describe.each(VIEWPORTS)('at $width px ($name)', ({ name, width, height }) => {
  it('the design gallery has no serious or critical accessibility violations', async () => {
    const page = await browser.newPage({ viewport: { width, height } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${storefront.url}/__design`, { waitUntil: 'networkidle' })
    await page.screenshot({ path: join(SCREENSHOT_DIR, `design-${name}.png`), fullPage: true })
    await page.screenshot({ path: join(SCREENSHOT_DIR, `design-${name}-top.png`) })
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it.each(['region', 'region-empty', 'auth-phone', 'auth-code', 'modal'])(
    'the %s modal has no serious or critical accessibility violations',
    async (open) => {
      const page = await browser.newPage({ viewport: { width, height } })
      await page.goto(`${storefront.url}/__design?open=${open}`, { waitUntil: 'networkidle' })
      await page.getByRole('dialog').waitFor()
      await page.waitForTimeout(300) // let the open animation finish before the screenshot
      await page.screenshot({ path: join(SCREENSHOT_DIR, `modal-${open}-${name}.png`) })
      expect(await axeViolations(page)).toEqual([])
      await page.close()
    },
    60_000,
  )

  it.each(['home', 'listing', 'product', 'cart'])(
    'the %s page with fixture data has no serious or critical accessibility violations',
    async (sample) => {
      const page = await browser.newPage({ viewport: { width, height } })
      await page.goto(`${storefront.url}/__design?page=${sample}`, { waitUntil: 'networkidle' })
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `page-${sample}-${name}.png`),
        fullPage: true,
      })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      expect(await axeViolations(page)).toEqual([])
      await page.close()
    },
    60_000,
  )

  it('an unknown address answers 404 with the not-found page', async () => {
    const page = await browser.newPage({ viewport: { width, height } })
    const response = await page.goto(`${storefront.url}/net-takoy-stranicy`, {
      waitUntil: 'networkidle',
    })
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Страница не найдена',
    )
    await page.screenshot({ path: join(SCREENSHOT_DIR, `not-found-${name}.png`), fullPage: true })
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  }, 60_000)
})

describe('without STOREFRONT_DESIGN_GALLERY', () => {
  it('the design gallery is not served: /__design answers 404', async () => {
    const shop = await startStorefront({
      apiUrl: 'http://127.0.0.1:9',
      env: { STOREFRONT_DESIGN_GALLERY: '' },
    })
    try {
      const response = await fetch(`${shop.url}/__design?page=home`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('Страница не найдена')
    } finally {
      await shop.stop()
    }
  }, 60_000)
})
