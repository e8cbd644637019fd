// A page's metadata (SPEC §2): title, description, canonical address, the API's extra
// meta tags and its schema.org microdata. React 19 hoists these into <head>, on the
// server and on client navigation alike.
//
// The canonical link of an indexable page is built by canonicalAddress (one rule for every
// page kind): from the address the API names for the page (metaInformation.canonical) or else
// the address shown, in the region the address names, on the site's public origin (PUBLIC_URL,
// see server.mjs). Pages marked noindex get none. The API's own absolute links (og:url,
// og:image, JSON-LD) are moved onto the same origin, and every tag appears once.
import { useLocation, useRouteLoaderData } from 'react-router'
import { type AddressRegion, canonicalAddress } from '../../routing/canonicalAddress'
import { apiSiteBase, mergeRobots, rebaseMicrodata, rebaseUrl } from '../../routing/publicUrls'
import { OG_HEIGHT, OG_WIDTH, ogImagePath, SHOP_CARD_PATH } from '../../seo/ogImagePaths'
import { useStorefrontConfig } from '../../shell/StorefrontConfig'
import type { MetaInformationFieldsFragment } from '../../shop'

export const SITE_TEXT = {
  /** The shop's name when the server gave no identity (shop.config.json's is used). */
  name: 'Аптека',
  title: 'Аптека — лекарства и товары для здоровья с доставкой и самовывозом',
  description:
    'Интернет-аптека: лекарства, витамины и товары для здоровья по ценам вашего региона. Самовывоз из аптек, бронирование и доставка курьером.',
} as const

export interface PageMetaProps {
  /** The page title; the site's name is appended. Default: SITE_TEXT.title alone. */
  readonly title?: string | null
  readonly description?: string | null
  /** The page's own address; default: the address shown. Made canonical by canonicalAddress. */
  readonly canonical?: string | null
  /** E.g. 'noindex' for the cart, checkout and error pages. */
  readonly robots?: string
  /** Extra meta tags (metaInformation.metadata). */
  readonly metadata?: ReadonlyArray<{ readonly name: string; readonly content: string }>
  /** JSON-LD microdata (metaInformation.microdata). */
  readonly microdata?: string | null
}

// Tags PageMeta writes itself; the API's copies of them would be a second tag.
const OWN_TAGS = new Set(['description', 'robots'])

/** What a page says in <head>. */
interface PageHead {
  readonly title: string
  readonly description: string
  /** The absolute canonical address; null for a page that is not indexed. */
  readonly canonical: string | null
  readonly robots: string | null
  /** The API's meta tags (og:…, product:…), each name once. */
  readonly tags: ReadonlyArray<{ readonly name: string; readonly content: string }>
  /** The schema.org JSON-LD, '<' escaped. */
  readonly jsonLd: string | null
}

export function PageMeta(props: PageMetaProps) {
  const head = usePageHead(props)
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.tags.map((tag) => (
        <meta key={tag.name} {...{ [metaAttribute(tag.name)]: tag.name }} content={tag.content} />
      ))}
      {head.jsonLd ? <JsonLd json={head.jsonLd} /> : null}
    </>
  )
}

/** schema.org JSON-LD as a script element; `json` must have '<' escaped. */
export function JsonLd({ json }: { json: string }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built by us or our API, with '<' escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}

/** What the page's <head> says, from PageMeta's props, the address and the public origin. */
function usePageHead({
  title,
  description,
  canonical,
  robots,
  metadata,
  microdata,
}: PageMetaProps): PageHead {
  const { pathname } = useLocation()
  // The region the address names, as the root loader resolved it ('r_78' is 'spb').
  const addressRegion =
    useRouteLoaderData<{ addressRegion?: AddressRegion | null }>('root')?.addressRegion ?? null
  const { publicOrigin: origin, shopName } = useStorefrontConfig()
  const siteName = shopName ?? SITE_TEXT.name
  const indexable = !robots?.includes('noindex')
  const apiBase = apiSiteBase(metadata, canonical)
  const seen = new Set(OWN_TAGS)
  const pageTitle = title ? `${title} — ${siteName}` : SITE_TEXT.title
  const pageDescription = description || SITE_TEXT.description
  const pageCanonical = indexable
    ? absolute(origin, canonicalAddress(canonical || pathname, addressRegion))
    : null
  return {
    title: pageTitle,
    description: pageDescription,
    canonical: pageCanonical,
    robots: mergeRobots(
      robots,
      ...(metadata ?? []).filter((tag) => tag.name === 'robots').map((tag) => tag.content),
    ),
    tags: [
      ...(metadata ?? []).flatMap((tag) => {
        if (seen.has(tag.name)) return []
        const content = rebaseUrl(tag.content, apiBase, origin)
        if (tag.name === 'og:image') return rasterImage(origin, content, seen)
        seen.add(tag.name)
        return [{ name: tag.name, content }]
      }),
      // Every indexable page has Open Graph (issue #30): what the API did not name, from the page.
      ...(indexable
        ? openGraphDefaults(origin, siteName, pageTitle, pageDescription, pageCanonical)
        : []
      ).filter((tag) => !seen.has(tag.name)),
    ],
    // '<' escaped: the JSON-LD is written into a <script> as HTML on the server.
    jsonLd: microdata ? rebaseMicrodata(microdata, apiBase, origin).replace(/</g, '\\u003c') : null,
  }
}

/**
 * The attribute a meta tag is named by: Open Graph and its vocabularies ('og:', 'product:',
 * 'article:', …) by `property` (crawlers of VK, Telegram and Facebook read only that), others by `name`.
 */
export function metaAttribute(name: string): 'property' | 'name' {
  return /^(og|product|article|profile|book|fb):/.test(name) ? 'property' : 'name'
}

/** The Open Graph tags every indexable page has, unless the API named them. */
const openGraphDefaults = (
  origin: string,
  siteName: string,
  title: string,
  description: string,
  url: string | null,
) => [
  { name: 'og:type', content: 'website' },
  { name: 'og:site_name', content: siteName },
  { name: 'og:title', content: title },
  { name: 'og:description', content: description },
  ...(url ? [{ name: 'og:url', content: url }] : []),
  ...cardTags(`${origin}${SHOP_CARD_PATH}`),
]

/**
 * og:image as crawlers show it (issue #30: VK, Telegram and Facebook take only PNG/JPEG): a raster
 * picture stays, an SVG picture of the API becomes its PNG card, any other is left out (the page
 * gets the shop's card).
 */
function rasterImage(origin: string, image: string, seen: Set<string>) {
  if (/\.(png|jpe?g)(\?|$)/i.test(image)) {
    seen.add('og:image')
    return [{ name: 'og:image', content: image }]
  }
  const card = ogImagePath(image)
  if (!card) return []
  for (const tag of CARD_TAGS) seen.add(tag)
  return cardTags(origin + card)
}

const CARD_TAGS = ['og:image', 'og:image:type', 'og:image:width', 'og:image:height']

/** The tags of one of our 1200×630 PNG cards. */
const cardTags = (url: string) => [
  { name: 'og:image', content: url },
  { name: 'og:image:type', content: 'image/png' },
  { name: 'og:image:width', content: String(OG_WIDTH) },
  { name: 'og:image:height', content: String(OG_HEIGHT) },
]

/** A path on the origin; an address that already has one stays as it is. */
const absolute = (origin: string, path: string) =>
  /^[a-z][a-z\d+.-]*:\/\//i.test(path) ? path : origin + path

/** PageMeta's props from the API's metaInformation. */
export function metaProps(
  meta: MetaInformationFieldsFragment | null | undefined,
  fallbackTitle: string,
): PageMetaProps {
  return meta
    ? {
        title: meta.title || meta.h1 || fallbackTitle,
        description: meta.description,
        canonical: meta.canonical,
        metadata: meta.metadata,
        microdata: meta.microdata,
      }
    : { title: fallbackTitle }
}
