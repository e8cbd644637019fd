// The product page's tab strip (issue #32): at 1440 and 768 px every tab is whole and in sight
// ('Все характеристики' was cut to 'Все х…' at 1440 px); on a phone the strip scrolls sideways.
import { ProductsDocument } from '@apteka/sdk'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openWatchedPage, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

let stack: RunningStack
let browser: Browser
/** The product of the region whose page has the most tabs (a drug with an instruction). */
let productUrl: string

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
  const answer = await stack.api.gql(ProductsDocument, {
    search: { regionID: 'moscowregion', pageCount: 50 },
  })
  const products = answer.data?.products.items ?? []
  const drug = products.find((product) => product.mnns.length > 0) ?? products[0]
  if (!drug) throw new Error('the seed has no product')
  productUrl = drug.url
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.race([stack?.stop(), new Promise((resolve) => setTimeout(resolve, 20_000))])
}, 60_000)

describe('product tab strip', () => {
  it('shows every tab whole at 1440 and 768 px', async () => {
    for (const width of [1440, 768]) {
      const { page } = await openWatchedPage(browser, { width, height: 900 })
      await page.goto(`${stack.url}${productUrl}`, { waitUntil: 'networkidle' })
      await waitForHydration(page)
      const strip = page.getByRole('tablist').first()
      const sizes = await strip.evaluate((list) => ({
        scroll: list.scrollWidth,
        client: list.clientWidth,
        right: list.getBoundingClientRect().right,
        tabs: [...list.querySelectorAll('[role="tab"]')].map((tab) => ({
          text: tab.textContent ?? '',
          right: tab.getBoundingClientRect().right,
        })),
      }))
      expect(sizes.tabs.length, `${width} px`).toBeGreaterThanOrEqual(6)
      expect(sizes.scroll, `${width} px: nothing hidden past the strip's edge`).toBeLessThanOrEqual(
        sizes.client,
      )
      for (const tab of sizes.tabs)
        expect(tab.right, `${width} px: ${tab.text}`).toBeLessThanOrEqual(sizes.right + 0.5)
      await page.close()
    }
  }, 120_000)
})
