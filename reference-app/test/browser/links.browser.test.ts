// Every link leads somewhere (issue #12, item 11): a crawler starts at the home page and the
// footer, follows every internal link the server render writes (breadth first, up to a limit),
// and asks each address of the built storefront against the real API. None may answer 404 or
// fail; the assets the pages point to (images, scripts) are left to the browser tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningStack, startStack } from './stack'

/** A bound on the crawl (a whole crawl of the 120-product seed asks about 820 pages). */
const PAGE_LIMIT = 2000

let stack: RunningStack

beforeAll(async () => {
  stack = await startStack({ catalogSize: 120 })
}, 240_000)

afterAll(async () => {
  await stack?.stop()
})

/** The internal page addresses an HTML page links to (`<a href>`), without fragments. */
function internalLinks(html: string, origin: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&')
    if (/^(mailto|tel|javascript):/.test(raw)) continue
    const url = new URL(raw, origin)
    if (url.origin !== origin) continue
    if (/^\/(images|assets|pay|ads)\//.test(url.pathname)) continue
    links.push(url.pathname + url.search)
  }
  return links
}

describe('the storefront links only to pages that exist', () => {
  it('a crawl from the home page finds no address that answers 404 or fails', async () => {
    const origin = stack.url
    const seen = new Set<string>(['/'])
    const queue = ['/']
    const broken: string[] = []
    let asked = 0
    while (queue.length > 0 && asked < PAGE_LIMIT) {
      const path = queue.shift()!
      asked++
      const response = await fetch(`${origin}${path}`, { redirect: 'follow' })
      const html = await response.text()
      if (response.status >= 400) {
        broken.push(`${path}: ${response.status}`)
        continue
      }
      for (const link of internalLinks(html, origin)) {
        if (seen.has(link)) continue
        seen.add(link)
        queue.push(link)
      }
    }
    console.info(`links crawled: ${asked} pages asked, ${seen.size} addresses found`)
    expect(broken).toEqual([])
    // The crawl reached the shop's breadth, not one page: catalogue, products, content, footer.
    const found = [...seen]
    for (const prefix of ['/catalog/', '/product/', '/team', '/pharmacies', '/promo', '/about']) {
      expect(
        found.some((path) => path.startsWith(prefix) || path.includes(`${prefix}`)),
        prefix,
      ).toBe(true)
    }
  }, 600_000)
})
