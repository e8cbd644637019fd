// The pharmacy map on the narrowest phone (issue #30): at 320 px the offline map's cluster
// badges were drawn on top of each other and could not be read. Every badge must stand apart
// from every other, show its whole number at a readable size, and the page is kept as
// docs/screenshots/map-320.png.
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

const SCREENSHOT = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', 'map-320.png')

let browser: Browser
let stack: RunningStack
beforeAll(async () => {
  browser = await launchBrowser()
  stack = await startStack({})
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

interface Badge {
  readonly text: string
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
  readonly fontSize: number
  readonly fits: boolean
}

const overlap = (a: Badge, b: Badge) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

describe('the pharmacy map at 320 px', () => {
  it('draws cluster badges that do not overlap and can be read', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } })
    await page.goto(`${stack.url}/pharmacies?view=map`, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    const map = page.locator('[aria-label="Карта аптек"]').first()
    await map.scrollIntoViewIfNeeded()
    const badges: Badge[] = await page.$$eval(
      'button[aria-label$="рядом, приблизить"]',
      (buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect()
          return {
            text: button.textContent ?? '',
            left: box.left,
            top: box.top,
            right: box.right,
            bottom: box.bottom,
            fontSize: Number.parseFloat(getComputedStyle(button).fontSize),
            fits: button.scrollWidth <= button.clientWidth,
          }
        }),
    )
    await map.screenshot({ path: SCREENSHOT })
    expect(badges.length, 'the seeded region has clusters at 320 px').toBeGreaterThan(0)
    for (const [i, badge] of badges.entries()) {
      expect(badge.text).toMatch(/^\d+$/)
      expect(badge.fontSize, badge.text).toBeGreaterThanOrEqual(12)
      expect(badge.fits, badge.text).toBe(true)
      for (const other of badges.slice(i + 1))
        expect(overlap(badge, other), `${badge.text} and ${other.text}`).toBe(false)
    }
    await page.close()
  })
})
