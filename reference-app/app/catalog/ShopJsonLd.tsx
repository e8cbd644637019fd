// The home page's schema.org identity (issue #30): the shop as an Organization (from the shop's
// identity, shop.config.json) and the site as a WebSite whose SearchAction tells search engines
// how to search it (/search?what=…).
import { SEARCH_PARAM } from '../shell/SearchBox/searchBoxText'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { SHOP_IDENTITY, type ShopIdentity } from '../shell/shopIdentity'
import { JsonLd } from '../ui/PageMeta/PageMeta'

/**
 * The shop as a schema.org Organization: name, legal name, INN (taxID), OGRN (identifier), legal
 * address, phones and logo, with absolute addresses on `origin`.
 */
export function shopOrganization(origin: string, identity: ShopIdentity) {
  const home = `${origin}/`
  return {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: identity.name,
    legalName: identity.legalName,
    url: home,
    logo: new URL(identity.logo, home).href,
    taxID: identity.inn,
    identifier: { '@type': 'PropertyValue', propertyID: 'ОГРН', value: identity.ogrn },
    address: {
      '@type': 'PostalAddress',
      streetAddress: identity.legalAddress,
      addressCountry: 'RU',
    },
    email: identity.email,
    contactPoint: identity.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.number,
      contactType: phone.label,
      areaServed: 'RU',
      availableLanguage: 'ru',
    })),
  }
}

/** The Organization and WebSite of the shop on its public origin, as JSON-LD text. */
export function shopJsonLd(origin: string, identity: ShopIdentity): string {
  const home = `${origin}/`
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      shopOrganization(origin, identity),
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: identity.name,
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

/** The home page's JSON-LD: a part loaded after the page (HomePage), with the identity in its code. */
export function ShopJsonLd() {
  const { publicOrigin } = useStorefrontConfig()
  return <JsonLd json={shopJsonLd(publicOrigin, SHOP_IDENTITY)} />
}
