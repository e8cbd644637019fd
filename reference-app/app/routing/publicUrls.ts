// The API builds the absolute links of a page's metadata (og:url, og:image, JSON-LD Product,
// Offer and BreadcrumbList) on its own idea of the site's address (its PUBLIC_URL); the
// storefront moves them onto its own public origin, so every link in the head is the
// address the shopper and search engines actually reach.

/** A meta tag of metaInformation.metadata. */
export interface MetaTag {
  readonly name: string
  readonly content: string
}

const ABSOLUTE = /^https?:\/\//i

/**
 * The site base the API built its links on: its og:url without the canonical path
 * ('http://localhost:3000' from 'http://localhost:3000/catalog/x/' and '/catalog/x/'); null
 * when the metadata has no absolute og:url to tell.
 */
export function apiSiteBase(
  metadata: readonly MetaTag[] | null | undefined,
  canonical: string | null | undefined,
): string | null {
  const ogUrl = metadata?.find((tag) => tag.name === 'og:url')?.content
  if (!ogUrl || !ABSOLUTE.test(ogUrl)) return null
  if (canonical?.startsWith('/') && ogUrl.endsWith(canonical)) {
    return ogUrl.slice(0, ogUrl.length - canonical.length)
  }
  return new URL(ogUrl).origin
}

/** A link on `from` moved onto `to`; any other link (a CDN, schema.org) stays as it is. */
export function rebaseUrl(url: string, from: string | null, to: string): string {
  if (!from || !to || from === to) return url
  if (url === from) return to
  return url.startsWith(`${from}/`) ? to + url.slice(from.length) : url
}

/**
 * The JSON-LD with every string value on `from` moved onto `to`; text that is not JSON
 * stays as it is.
 */
export function rebaseMicrodata(microdata: string, from: string | null, to: string): string {
  if (!from || !to || from === to) return microdata
  let parsed: unknown
  try {
    parsed = JSON.parse(microdata)
  } catch {
    return microdata
  }
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return rebaseUrl(value, from, to)
    if (Array.isArray(value)) return value.map(walk)
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]))
    }
    return value
  }
  return JSON.stringify(walk(parsed))
}

/**
 * The robots directives of two sources as one tag's content, each directive once:
 * 'noindex' and 'noindex, follow' make 'noindex, follow'.
 */
export function mergeRobots(...sources: ReadonlyArray<string | null | undefined>): string | null {
  const directives: string[] = []
  for (const source of sources) {
    for (const directive of (source ?? '').split(',')) {
      const tidy = directive.trim().toLowerCase()
      if (tidy && !directives.includes(tidy)) directives.push(tidy)
    }
  }
  return directives.length > 0 ? directives.join(', ') : null
}
