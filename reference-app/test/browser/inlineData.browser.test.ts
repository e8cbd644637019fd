// Issue #18's budget for the inline hydration data (≤ 40 KB raw on home and catalogue, the
// product page kept under it too), measured as `npm run bench:web` measures it (the same
// function) on a catalogue of the bench's size, over the built storefront and the real API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOP_IDENTITY } from '../../app/shell/shopIdentity'
import { inlineDataKb } from '../../bench/inlineData.mjs'
import { type MeasuredPage, measuredPages, type RunningStack, startStack } from './stack'

/** The bench's catalogue size (CATALOG_SIZE of bench:web). */
const BENCH_CATALOG_SIZE = 3000
/**
 * KB of raw inline data each page may carry: issue #18's goal. Measured 2026-11-27 (#34): home
 * 21.29, catalogue 39.10, product 38.03 KB, once the shop's identity left the root data and the
 * cards' badges their dates and artwork (the catalogue had grown to 42.07 KB).
 */
const INLINE_DATA_BUDGET_KB = 40

/** The page's inline data (the scripts inlineDataKb counts), as one text. */
const inlineData = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.includes('__reactRouterContext'))
    .join('\n')

let stack: RunningStack
/** The pages the bench measures: home, its first category, a product. */
let pages: MeasuredPage[]

beforeAll(async () => {
  stack = await startStack({ catalogSize: BENCH_CATALOG_SIZE })
  pages = await measuredPages(stack)
}, 240_000)

afterAll(async () => {
  await stack?.stop()
})

describe('inline hydration data', () => {
  it(`home, catalogue and product pages carry at most ${INLINE_DATA_BUDGET_KB} KB`, async () => {
    const sizes: Record<string, number> = {}
    for (const page of pages) {
      const response = await fetch(`${stack.url}${page.path}`)
      expect(response.status, page.path).toBe(200)
      const html = await response.text()
      sizes[page.name] = inlineDataKb(html)
      // The shop's requisites are not page data (#34): only the parts that show them carry them.
      expect(inlineData(html), page.path).not.toContain(SHOP_IDENTITY.legalAddress)
    }
    for (const page of pages) {
      expect(
        sizes[page.name],
        `${page.name} ${page.path}: ${sizes[page.name]} KB`,
      ).toBeLessThanOrEqual(INLINE_DATA_BUDGET_KB)
      expect(sizes[page.name]).toBeGreaterThan(1)
    }
  }, 60_000)
})
