// The home page's schema.org identity (issue #30): the shop as an Organization and the site as a
// WebSite whose SearchAction tells search engines how to search it (/search?what=…).
import { SEARCH_PARAM } from '../shell/SearchBox/SearchBox'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { JsonLd, SITE_TEXT } from '../ui/PageMeta/PageMeta'

/** The Organization and WebSite of the shop on its public origin, as JSON-LD text. */
export function shopJsonLd(origin: string): string {
  const home = `${origin}/`
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: SITE_TEXT.name,
        url: home,
        logo: `${origin}/favicon.svg`,
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: SITE_TEXT.name,
        url: home,
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${origin}/search?${SEARCH_PARAM}={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }).replace(/</g, '\\u003c')
}

export function ShopJsonLd() {
  return <JsonLd json={shopJsonLd(useStorefrontConfig().publicOrigin)} />
}
