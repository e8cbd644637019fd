// Moving the API's metadata links onto the storefront's public origin.
import { describe, expect, it } from 'vitest'
import { apiSiteBase, mergeRobots, rebaseMicrodata, rebaseUrl } from './publicUrls'

const API = 'http://localhost:3000'
const SHOP = 'https://apteka.example'

describe('apiSiteBase', () => {
  it("is og:url without the page's canonical path", () => {
    const metadata = [{ name: 'og:url', content: `${API}/catalog/vitaminy/` }]
    expect(apiSiteBase(metadata, '/catalog/vitaminy/')).toBe(API)
    expect(
      apiSiteBase([{ name: 'og:url', content: 'https://x.ru/shop/p/1.html' }], '/p/1.html'),
    ).toBe('https://x.ru/shop')
  })

  it("falls back to og:url's origin, and is null without an absolute og:url", () => {
    expect(apiSiteBase([{ name: 'og:url', content: `${API}/other` }], '/catalog/')).toBe(API)
    expect(apiSiteBase([{ name: 'og:url', content: '/catalog/' }], '/catalog/')).toBeNull()
    expect(apiSiteBase([], '/catalog/')).toBeNull()
  })
})

describe('rebaseUrl', () => {
  it('moves links on the API base onto the public origin', () => {
    expect(rebaseUrl(`${API}/images/p.svg`, API, SHOP)).toBe(`${SHOP}/images/p.svg`)
    expect(rebaseUrl(API, API, SHOP)).toBe(SHOP)
  })

  it('leaves other links and texts alone', () => {
    expect(rebaseUrl('https://schema.org/InStock', API, SHOP)).toBe('https://schema.org/InStock')
    expect(rebaseUrl(`${API}0/x`, API, SHOP)).toBe(`${API}0/x`)
    expect(rebaseUrl('Нурофен', API, SHOP)).toBe('Нурофен')
    expect(rebaseUrl(`${API}/x`, null, SHOP)).toBe(`${API}/x`)
  })
})

describe('rebaseMicrodata', () => {
  it('moves every link of the JSON-LD, however deep', () => {
    const microdata = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Product',
          url: `${API}/product/a.html`,
          offers: { url: `${API}/product/a.html` },
        },
        { '@type': 'BreadcrumbList', itemListElement: [{ item: `${API}/` }] },
      ],
    })
    const moved = rebaseMicrodata(microdata, API, SHOP)
    expect(moved).not.toContain(API)
    expect(JSON.parse(moved)['@graph'][1].itemListElement[0].item).toBe(`${SHOP}/`)
    expect(JSON.parse(moved)['@context']).toBe('https://schema.org')
  })

  it('leaves text that is not JSON as it is', () => {
    expect(rebaseMicrodata('not json', API, SHOP)).toBe('not json')
  })
})

describe('mergeRobots', () => {
  it('gives each directive once', () => {
    expect(mergeRobots('noindex', 'noindex, follow')).toBe('noindex, follow')
    expect(mergeRobots(undefined, null)).toBeNull()
    expect(mergeRobots('NOINDEX')).toBe('noindex')
  })
})
