// The storefront's routes (SPEC §2), config-based.
//
// The region segment 'r_{regionId}' may stand before the path ('/r_spb/catalog/…') or
// after it ('/search/r_spb/'). The router itself understands both, so the server render
// and the hydrated browser router match the very address the shopper sees (no rewrite
// that the browser would not know about):
//   - before the path: every page is mounted a second time under ':region'
//     (routes/region-scope.tsx);
//   - after the path: every page without a splat gets a '…/:region' twin; pages with a
//     splat ('/catalog/*', '/brand/*', '/manufacturer/:m/*') read it from the splat.
// The root loader (root.tsx) answers 404 when ':region' is not an 'r_…' segment.
// Public forms that put a parameter inside a segment ('/p_{alias}.html', '/g_{group}/',
// '/p_{alias}/analogi/', '/g_{group}/analogi/', and '/r_spb' alone) are one dynamic
// segment read by routes/public-form.tsx and routes/public-analogs.tsx.
import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes'
import { INFORMATION_PATHS } from './content/informationPaths'

interface Page {
  /** Unique route id; its twins add '.r' (region after) and '@r' (region before). */
  readonly id: string
  /** The path, or null for the index route. */
  readonly path: string | null
  readonly file: string
  /** Gets a '…/:region' twin (pages whose path ends in a splat read the region themselves). */
  readonly regionAfter: boolean
}

const page = (id: string, path: string | null, file: string, regionAfter = true): Page => ({
  id,
  path,
  file,
  regionAfter: regionAfter && !path?.endsWith('*'),
})

const PAGES: readonly Page[] = [
  page('home', null, 'catalog/routes/home.tsx', false),
  page('home-alias', 'home', 'catalog/routes/home.tsx'),
  page('catalog', 'catalog/*', 'catalog/routes/catalog.tsx'),
  page('brands', 'brands', 'catalog/routes/brands.tsx'),
  page('brands-letter', 'brands/letter/:letter', 'catalog/routes/brands.tsx'),
  page('brands-eng', 'brands/eng/:letter', 'catalog/routes/brands.tsx'),
  page('brand', 'brand/*', 'catalog/routes/brand.tsx'),
  page('manufacturer', 'manufacturer/:manufacturer/*', 'catalog/routes/manufacturer.tsx'),
  page('group-analogs', 'group/:category/analogi', 'catalog/routes/group-analogs.tsx'),
  page('analogs', 'analogs/:alias', 'catalog/routes/analogs.tsx'),
  page('discounts', 'discounts', 'catalog/routes/discounts.tsx'),
  page('expiring', 'istekayushchiy_srok_godnosti', 'catalog/routes/expiring.tsx'),
  page('search', 'search', 'catalog/routes/search.tsx'),
  // '.html' addresses never carry a region after the path (regionUrl leaves them alone).
  page('product', 'product/:product', 'product/routes/product.tsx', false),
  page('public-form', ':segment', 'shell/routes/public-form.tsx', false),
  page('public-analogs', ':analogsOf/analogi', 'catalog/routes/public-analogs.tsx'),
  page('cart', 'cart', 'cart/routes/cart.tsx'),
  page('cart-pickup', 'cart/pickup', 'checkout/routes/cart-pickup.tsx'),
  page('cart-delivery', 'cart/delivery', 'checkout/routes/cart-delivery.tsx'),
  page('cart-pay', 'cart/pay/:orderId', 'checkout/routes/cart-pay.tsx'),
  page('checkout', 'checkout', 'checkout/routes/checkout.tsx'),
  page('checkout-success', 'checkout/success/:id', 'checkout/routes/checkout-result.tsx'),
  page('checkout-fail', 'checkout/fail/:id', 'checkout/routes/checkout-result.tsx'),
  page('guest-cart', 'guest-cart', 'cart/routes/guest-cart.tsx'),
  page('order-get', 'order-get', 'account/routes/order-get.tsx'),
  // Pharmacies and promotions (issue #16): one splat route per family reads its addresses,
  // the public forms and a region segment after the path.
  page('pharmacies', 'pharmacies', 'pharmacies/routes/pharmacies.tsx', false),
  page('pharmacies-any', 'pharmacies/*', 'pharmacies/routes/pharmacies.tsx'),
  page('promo', 'promo', 'promo/routes/promo.tsx', false),
  page('promo-any', 'promo/*', 'promo/routes/promo.tsx'),
  page('event', 'event/*', 'promo/routes/event.tsx'),
  // Content (issue #16): the team, the blog, analyses, diseases, the drug index and the
  // information pages. The '…/*' families read a trailing region segment from the splat.
  page('team', 'team', 'content/routes/team.tsx'),
  page('team-person', 'team/:kind/:id', 'content/routes/team-person.tsx'),
  page('blog', 'blog/*', 'content/routes/blog.tsx'),
  page('analyses', 'analizy/*', 'content/routes/analyses.tsx'),
  page('diseases', 'diseases/*', 'content/routes/diseases.tsx'),
  page('drugs', 'drugs/*', 'content/routes/drugs.tsx'),
  ...INFORMATION_PATHS.map((path) => page(`info:${path}`, path, 'content/routes/information.tsx')),
  // The personal area (issue #15): profile, orders, favourites, points, promo codes, referral.
  page('personal', 'personal', 'account/profile/ProfileRoute.tsx'),
  // No '…/:region' twin: '/personal/history/{x}' is an order's number.
  page('personal-history', 'personal/history', 'account/orders/OrdersRoute.tsx', false),
  page('client-orders', 'client-orders', 'account/orders/OrdersRoute.tsx'),
  page('personal-order', 'personal/history/:number', 'account/orders/OrderRoute.tsx'),
  page('favorite', 'favorite', 'account/favorites/FavoritesRoute.tsx'),
  page('favorite-personal', 'favorite/personal', 'account/favorites/FavoritesRoute.tsx'),
  page('personal-mybonus', 'personal/mybonus', 'account/bonus/BonusRoute.tsx'),
  page('mybonus', 'mybonus', 'account/bonus/BonusRoute.tsx'),
  page('personal-promo', 'personal/promo', 'account/promo/PromoRoute.tsx'),
  page('promokod', 'promokod', 'account/promo/PromoRoute.tsx'),
  page('ref', 'ref', 'account/referral/ReferralRoute.tsx'),
  // The personal area's modes (issue #15): card issue, EMIAS prescriptions, operator.
  page('loyalty-card', 'vypusk-karty-loyalnosti', 'account/loyaltyCard/route.tsx'),
  page('prescription', 'prescription', 'account/prescriptions/route.tsx'),
  page('info-emias', 'info-emias', 'account/prescriptions/info-route.tsx'),
  page('operator', 'operator', 'account/operator/route.tsx'),
]

function mount(pages: readonly Page[], idSuffix: string, regionAfter: boolean): RouteConfigEntry[] {
  return pages.flatMap((p) => {
    const id = p.id + idSuffix
    const own = p.path === null ? index(p.file, { id }) : route(p.path, p.file, { id })
    if (!regionAfter || !p.regionAfter || p.path === null) return [own]
    return [own, route(`${p.path}/:region`, p.file, { id: `${id}.r` })]
  })
}

export default [
  ...mount(PAGES, '', true),
  // The API's endpoint as the browser reaches it: the server adds the tokens it holds.
  route('graphql', 'shell/routes/graphql.ts', { id: 'graphql' }),
  // A region before the path. '/r_spb' alone is the public form route's; the index is left out.
  route(':region', 'shell/routes/region-scope.tsx', { id: 'region-scope' }, [
    ...mount(
      PAGES.filter((p) => p.path !== null),
      '@r',
      false,
    ),
    route('*', 'shell/routes/not-found.tsx', { id: 'not-found@r' }),
  ]),
  // Crawlers' files (issue #30): robots.txt and the sitemaps, resource routes of app/seo.
  route('robots.txt', 'seo/routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'seo/routes/sitemap-index.ts', { id: 'sitemap-index' }),
  route('sitemaps/:file', 'seo/routes/sitemap-file.ts', { id: 'sitemap-file' }),
  // Open Graph's raster pictures (app/seo/ogImage.server.ts).
  route('og/*', 'seo/routes/og-image.ts', { id: 'og-image' }),
  // The design gallery: every component with fixture data (screenshots, axe checks).
  route('__design', 'design/routes/design.tsx', { id: 'design' }),
  route('*', 'shell/routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
