// Where Open Graph's raster pictures live (issue #30): the API's SVG pictures of products and
// articles have a 1200×630 PNG card under /og/, pages without one the shop's card (ogImage.server.ts).

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

/** The API pictures that get a PNG card: '/images/products/x.svg' → '/og/images/products/x.png'. */
const PICTURE = /^images\/(products|articles)\/([a-z0-9][a-z0-9_.-]*)\.png$/

/** The card of a page without a picture (home, pharmacies, team, catalogue). */
export const SHOP_CARD_PATH = '/og/shop.png'

/** The PNG card's path for an API picture's address, or null when it has no card. */
export function ogImagePath(pictureUrl: string): string | null {
  const path = pictureUrl.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').replace(/^\//, '')
  const png = path.replace(/\.svg$/, '.png')
  return png !== path && PICTURE.test(png) ? `/og/${png}` : null
}

/** The API picture a card path shows ('images/products/x.png' → '/images/products/x.svg'). */
export function pictureOf(cardPath: string): string | null {
  return PICTURE.test(cardPath) ? `/${cardPath.replace(/\.png$/, '.svg')}` : null
}
