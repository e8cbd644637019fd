// What crawlers read (issue #30): robots.txt keeps them out of the personal area, cart and
// checkout and names the sitemap; /sitemap.xml is a sitemap index whose files list every product
// of the seeded catalogue exactly once, as well-formed sitemaps of the sitemaps.org protocol.
import { get as httpGet } from 'node:http'
import { gunzipSync } from 'node:zlib'
// @ts-expect-error jsdom (a dev dependency here) ships no type declarations; its DOMParser is typed below.
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measuredPages, type RunningStack, startStack } from './browser/stack'

const PUBLIC_URL = 'https://apteka.example'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
/** The XML parser: jsdom's DOMParser, as the browser's. */
const { DOMParser } = new JSDOM().window as { DOMParser: typeof globalThis.DOMParser }

let stack: RunningStack
beforeAll(async () => {
  stack = await startStack({ catalogSize: 60, env: { PUBLIC_URL } })
}, 120_000)
afterAll(() => stack?.stop())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, stack.url), { headers })

/**
 * Parses a sitemap file and checks it against the protocol: the root element in the protocol's
 * namespace, entries of `entry` with one absolute <loc> on PUBLIC_URL and at most one W3C-date
 * <lastmod> (plus the protocol's optional changefreq/priority), nothing else, at most 50,000.
 */
function readSitemap(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  const top = doc.documentElement
  expect([top.localName, top.namespaceURI]).toEqual([root, NS])
  const entry = root === 'urlset' ? 'url' : 'sitemap'
  const allowed =
    root === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod']
  const locs: string[] = []
  for (const child of Array.from(top.children)) {
    expect([child.localName, child.namespaceURI]).toEqual([entry, NS])
    const fields = Array.from(child.children)
    for (const field of fields) expect(allowed).toContain(field.localName)
    const loc = fields.filter((f) => f.localName === 'loc')
    const lastmod = fields.filter((f) => f.localName === 'lastmod')
    expect(loc).toHaveLength(1)
    expect(lastmod.length).toBeLessThanOrEqual(1)
    const url = loc[0]!.textContent ?? ''
    expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true)
    expect(url.length).toBeLessThan(2048)
    if (lastmod[0]) expect(lastmod[0].textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    locs.push(url)
  }
  expect(locs.length).toBeLessThanOrEqual(50_000)
  return locs
}

describe('robots.txt', () => {
  it('keeps crawlers out of the personal area, cart and checkout and names the sitemap', async () => {
    const answer = await get('/robots.txt')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    const lines = (await answer.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    for (const path of ['/personal', '/cart', '/checkout'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})

describe('the sitemaps', () => {
  it('list every product of the catalogue exactly once, in well-formed sitemap files', async () => {
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toContain('application/xml')
    const files = readSitemap(await index.text(), 'sitemapindex')
    const names = files.map((url) => new URL(url).pathname)
    for (const kind of ['products', 'categories', 'brands', 'pharmacies', 'articles', 'analyses'])
      expect(names).toContain(`/sitemaps/${kind}-1.xml`)
    expect(names).toContain('/sitemaps/information.xml')

    const listed: string[] = []
    for (const path of names) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      listed.push(...readSitemap(await answer.text(), 'urlset'))
    }
    const products = await stack.api.database.exec<{ alias: string }>('SELECT alias FROM products')
    const productUrls = listed.filter((url) => url.startsWith(`${PUBLIC_URL}/product/`))
    expect(productUrls.length).toBe(products.length)
    expect(new Set(productUrls)).toEqual(
      new Set(products.map((p) => `${PUBLIC_URL}/product/${p.alias}.html`)),
    )
    expect(listed).toContain(`${PUBLIC_URL}/public_offer`)
  })

  it('are gzipped when the crawler asks for it, and a file that does not exist is a 404', async () => {
    // node:http, not fetch, which would unpack the body before the test saw it.
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>(
      (resolve, reject) => {
        httpGet(
          new URL('/sitemaps/products-1.xml', stack.url),
          { headers: { 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            )
          },
        ).on('error', reject)
      },
    )
    expect(encoding).toBe('gzip')
    readSitemap(gunzipSync(body).toString('utf8'), 'urlset')
    expect((await get('/sitemaps/products-2.xml')).status).toBe(404)
    expect((await get('/sitemaps/nothing-1.xml')).status).toBe(404)
  })
})

describe('Open Graph', () => {
  /** The home, catalogue and product pages, a pharmacy, the team and a team person. */
  async function openGraphPages() {
    const [pharmacy] = await stack.api.database.exec<{ id: number }>(
      'SELECT id FROM pharmacies ORDER BY id LIMIT 1',
    )
    const [person] = await stack.api.database.exec<{ type: string; id: number }>(
      'SELECT type, id FROM team_persons ORDER BY id LIMIT 1',
    )
    return [
      ...(await measuredPages(stack)),
      { name: 'pharmacy', path: `/pharmacies/pharmacy/${pharmacy!.id}` },
      { name: 'team', path: '/team' },
      { name: 'team person', path: `/team/${person!.type}/${person!.id}` },
    ]
  }

  /** A crawler's parser: it knows only <meta property="og:…">. */
  const openGraphOf = (html: string) =>
    new Map(
      Array.from(
        new DOMParser()
          .parseFromString(html, 'text/html')
          .querySelectorAll('meta[property^="og:"]'),
      ).map((tag) => [tag.getAttribute('property'), tag.getAttribute('content') ?? '']),
    )

  it('is written with property= on every page kind, with absolute URLs and a PNG of 1200×630 or the photo', async () => {
    const images = new Set<string>()
    for (const { name, path } of await openGraphPages()) {
      const html = await (await get(path)).text()
      const og = openGraphOf(html)
      expect(og.get('og:title'), name).toBeTruthy()
      expect(og.get('og:type'), name).toBeTruthy()
      expect(og.get('og:url'), name).toBe(`${PUBLIC_URL}${new URL(path, PUBLIC_URL).pathname}`)
      expect(html, name).not.toMatch(/<meta name="og:/)
      const image = og.get('og:image') ?? ''
      expect(image.startsWith(`${PUBLIC_URL}/`), `${name}: ${image}`).toBe(true)
      expect(image, name).toMatch(/\.(png|jpe?g)$/)
      images.add(new URL(image).pathname)
      if (name === 'product')
        expect(image, name).toMatch(/^https:\/\/[^/]+\/og\/images\/products\//)
    }
    // Each picture is served as a raster image: a PNG's signature and, for our cards, 1200×630.
    for (const image of images) {
      const answer = await get(image)
      expect(answer.status, image).toBe(200)
      expect(answer.headers.get('content-type'), image).toBe('image/png')
      const png = Buffer.from(await answer.arrayBuffer())
      expect(png.subarray(0, 8).toString('hex'), image).toBe('89504e470d0a1a0a')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630])
    }
  })

  it('has no card for a picture that does not exist or is not a product or article', async () => {
    expect((await get('/og/images/products/net-takogo-tovara.png')).status).toBe(404)
    expect((await get('/og/images/team/1.png')).status).toBe(404)
    expect((await get('/og/images/products/..%2F..%2Fgraphql.png')).status).toBe(404)
  })
})

describe('the home page', () => {
  it('names the shop (Organization) and the site with its SearchAction (WebSite) in JSON-LD', async () => {
    const html = await (await get('/')).text()
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const graph = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
      .map((script) => JSON.parse(script.textContent ?? 'null'))
      .flatMap((json) => json?.['@graph'] ?? [json])
    const organization = graph.find((node) => node?.['@type'] === 'Organization')
    const website = graph.find((node) => node?.['@type'] === 'WebSite')
    expect(organization?.url).toBe(`${PUBLIC_URL}/`)
    expect(website?.potentialAction?.['@type']).toBe('SearchAction')
    expect(website?.potentialAction?.target?.urlTemplate).toBe(
      `${PUBLIC_URL}/search?what={search_term_string}`,
    )
  })
})
