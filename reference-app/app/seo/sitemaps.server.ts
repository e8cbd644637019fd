// The sitemaps (sitemaps.org protocol, issue #30): an index at /sitemap.xml naming one file per
// kind and 50,000 addresses (/sitemaps/{kind}-{n}.xml), plus the information pages' file. The
// addresses come from the API's `sitemap` query a page at a time; the answers are kept briefly.
import { SitemapDocument, type SitemapKind, type StorefrontClient } from '@apteka/sdk'
import { INFORMATION_PATHS } from '../content/informationPaths'

/** The protocol's limit of addresses in one sitemap file. */
export const URLS_PER_FILE = 50_000
/** The API's page size for sitemap calls (its cap). */
const API_PAGE = 5000
/** How long a built sitemap is served again without asking the API, ms. */
const CACHE_MS = 10 * 60_000

/** The kinds the API lists, by the name their files carry. */
const KINDS: Readonly<Record<string, SitemapKind>> = {
  products: 'PRODUCTS',
  categories: 'CATEGORIES',
  brands: 'BRANDS',
  pharmacies: 'PHARMACIES',
  articles: 'ARTICLES',
  analyses: 'ANALYSES',
}

/** The information pages' file: the storefront's own addresses. */
const INFORMATION_FILE = 'information.xml'
/** When this storefront started: the information pages change with a release. */
const RELEASED = new Date().toISOString().slice(0, 10)

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const absolute = (origin: string, path: string) => new URL(path, origin).href

interface Entry {
  readonly loc: string
  readonly lastmod: string | null
}

function urlset(entries: readonly Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  )
  return `${XML_HEAD}<urlset xmlns="${XMLNS}">\n${urls.join('\n')}\n</urlset>\n`
}

function sitemapindex(entries: readonly Entry[]): string {
  const maps = entries.map(
    (e) =>
      `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</sitemap>`,
  )
  return `${XML_HEAD}<sitemapindex xmlns="${XMLNS}">\n${maps.join('\n')}\n</sitemapindex>\n`
}

const cache = new Map<string, { expires: number; body: Promise<string | null> }>()

/** The body built for a key, kept CACHE_MS; a failed build is not kept. */
function cached(key: string, build: () => Promise<string | null>): Promise<string | null> {
  const hit = cache.get(key)
  if (hit && hit.expires > Date.now()) return hit.body
  const body = build()
  cache.set(key, { expires: Date.now() + CACHE_MS, body })
  body.catch(() => cache.delete(key))
  return body
}

/** The index: every kind's files (none for an empty kind) and the information pages' file. */
export function sitemapIndex(client: StorefrontClient, origin: string): Promise<string | null> {
  return cached(`${origin} index`, async () => {
    const summaries = await Promise.all(
      Object.entries(KINDS).map(async ([name, kind]) => {
        const { sitemap } = await client.requestData(SitemapDocument, {
          kind,
          paginator: { page: 1, limit: 1 },
        })
        const files = Math.ceil(sitemap.total / URLS_PER_FILE)
        return Array.from({ length: files }, (_, i) => ({
          loc: absolute(origin, `/sitemaps/${name}-${i + 1}.xml`),
          lastmod: sitemap.lastmod ?? null,
        }))
      }),
    )
    const information = {
      loc: absolute(origin, `/sitemaps/${INFORMATION_FILE}`),
      lastmod: RELEASED,
    }
    return sitemapindex([...summaries.flat(), information])
  })
}

/** One sitemap file by its name ('products-1.xml', 'information.xml'), or null when there is none. */
export function sitemapFile(
  client: StorefrontClient,
  origin: string,
  file: string,
): Promise<string | null> {
  if (file === INFORMATION_FILE) {
    return Promise.resolve(
      urlset(
        INFORMATION_PATHS.map((path) => ({ loc: absolute(origin, `/${path}`), lastmod: RELEASED })),
      ),
    )
  }
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(file)
  const kind = match?.[1] ? KINDS[match[1]] : undefined
  if (!match || !kind) return Promise.resolve(null)
  const number = Number(match[2])
  return cached(`${origin} ${file}`, async () => {
    const firstPage = ((number - 1) * URLS_PER_FILE) / API_PAGE + 1
    const entries: Entry[] = []
    for (let page = firstPage; page < firstPage + URLS_PER_FILE / API_PAGE; page++) {
      const { sitemap } = await client.requestData(SitemapDocument, {
        kind,
        paginator: { page, limit: API_PAGE },
      })
      for (const item of sitemap.items)
        entries.push({ loc: absolute(origin, item.path), lastmod: item.lastmod })
      if (page * API_PAGE >= sitemap.total) break
    }
    return entries.length > 0 ? urlset(entries) : null
  })
}
