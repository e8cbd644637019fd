// Page metadata (SPEC §2 "Page metadata"): title, description, h1, breadcrumbs, meta tags and
// schema.org JSON-LD microdata, built the same way for every page kind.
import type { MetaInformation } from '../generated/resolvers'

export interface Crumb {
  title: string
  link: string
}

export const HOME_CRUMB: Crumb = { title: 'Главная', link: '/' }
export const CATALOG_CRUMB: Crumb = { title: 'Каталог', link: '/catalog/' }

/** The shop's name in titles and Open Graph tags. */
export const SHOP_NAME = 'Аптека'

export interface MetaInput {
  title: string
  description: string
  /** Default: the title. */
  h1?: string
  breadcrumbs: Crumb[]
  /** Canonical path, e.g. '/catalog/vitaminy/'. */
  canonical: string
  /** Site origin for absolute links in Open Graph and JSON-LD, e.g. 'https://apteka.example'. */
  origin: string
  /** 'website' (default) or 'product'. */
  ogType?: string
  image?: string | null
  /** More meta tags (price, robots…). */
  extraTags?: { name: string; content: string }[]
  /** schema.org nodes besides the BreadcrumbList. */
  jsonLd?: Record<string, unknown>[]
}

export const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/$/, '')}${path}`

/** A schema.org BreadcrumbList of the crumbs. */
export function breadcrumbListJsonLd(crumbs: Crumb[], origin: string): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absolute(origin, crumb.link),
    })),
  }
}

/** A schema.org Offer in roubles; a product without a price in the region is out of stock. */
export function offerJsonLd(input: {
  price: number | null
  available: boolean
  url: string
}): Record<string, unknown> {
  return {
    '@type': 'Offer',
    priceCurrency: 'RUB',
    ...(input.price === null ? {} : { price: input.price.toFixed(2) }),
    availability:
      input.available && input.price !== null
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    url: input.url,
  }
}

export function metaInformation(input: MetaInput): MetaInformation {
  const url = absolute(input.origin, input.canonical)
  const metadata = [
    { name: 'description', content: input.description },
    { name: 'og:title', content: input.title },
    { name: 'og:description', content: input.description },
    { name: 'og:type', content: input.ogType ?? 'website' },
    { name: 'og:url', content: url },
    { name: 'og:site_name', content: SHOP_NAME },
    { name: 'og:locale', content: 'ru_RU' },
    ...(input.image ? [{ name: 'og:image', content: absolute(input.origin, input.image) }] : []),
    ...(input.extraTags ?? []),
  ]
  const graph = [...(input.jsonLd ?? []), breadcrumbListJsonLd(input.breadcrumbs, input.origin)]
  return {
    title: input.title,
    description: input.description,
    h1: input.h1 ?? input.title,
    breadcrumbs: input.breadcrumbs,
    metadata,
    microdata: JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }),
    canonical: input.canonical,
  }
}
