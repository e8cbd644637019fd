// @vitest-environment node
// The cart widget's bundle budget (issue #18): StorefrontProvider, useCart and useAddToCart,
// with react, react-dom and @tanstack/react-query left to the app, ≤ 20 kB gzip. (Node, not
// jsdom: esbuild refuses jsdom's Uint8Array.)
import { describe, expect, it } from 'vitest'
import { measureWidget, WIDGET_BUDGET } from './size/measure.mjs'

describe('bundle size of the cart widget', () => {
  it('StorefrontProvider + useCart + useAddToCart stay within 20 kB gzip', async () => {
    const { gzip, minified } = await measureWidget()
    console.info(
      `@apteka/hooks cart widget: ${(gzip / 1000).toFixed(2)} kB gzip, ${minified} B minified`,
    )
    expect(gzip).toBeGreaterThan(5_000) // a broken entry would pass any budget
    expect(gzip).toBeLessThanOrEqual(WIDGET_BUDGET)
  }, 60_000)
})
