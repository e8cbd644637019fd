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
  page('home', null, 'routes/home.tsx', false),
  page('home-alias', 'home', 'routes/home.tsx'),
  page('catalog', 'catalog/*', 'routes/catalog.tsx'),
  page('brands', 'brands', 'routes/brands.tsx'),
  page('brands-letter', 'brands/letter/:letter', 'routes/brands.tsx'),
  page('brands-eng', 'brands/eng/:letter', 'routes/brands.tsx'),
  page('brand', 'brand/*', 'routes/brand.tsx'),
  page('manufacturer', 'manufacturer/:manufacturer/*', 'routes/manufacturer.tsx'),
  page('group-analogs', 'group/:category/analogi', 'routes/group-analogs.tsx'),
  page('analogs', 'analogs/:alias', 'routes/analogs.tsx'),
  page('discounts', 'discounts', 'routes/discounts.tsx'),
  page('expiring', 'istekayushchiy_srok_godnosti', 'routes/expiring.tsx'),
  page('search', 'search', 'routes/search.tsx'),
  // '.html' addresses never carry a region after the path (regionUrl leaves them alone).
  page('product', 'product/:product', 'routes/product.tsx', false),
  page('public-form', ':segment', 'routes/public-form.tsx', false),
  page('public-analogs', ':analogsOf/analogi', 'routes/public-analogs.tsx'),
  page('cart', 'cart', 'routes/cart.tsx'),
  page('cart-pickup', 'cart/pickup', 'routes/cart-pickup.tsx'),
  page('cart-delivery', 'cart/delivery', 'routes/cart-delivery.tsx'),
  page('cart-pay', 'cart/pay/:orderId', 'routes/cart-pay.tsx'),
  page('checkout', 'checkout', 'routes/checkout.tsx'),
  page('checkout-success', 'checkout/success/:id', 'routes/checkout-result.tsx'),
  page('checkout-fail', 'checkout/fail/:id', 'routes/checkout-result.tsx'),
  page('guest-cart', 'guest-cart', 'routes/guest-cart.tsx'),
  page('order-get', 'order-get', 'routes/order-get.tsx'),
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
  // A region before the path. '/r_spb' alone is the public form route's; the index is left out.
  route(':region', 'routes/region-scope.tsx', { id: 'region-scope' }, [
    ...mount(
      PAGES.filter((p) => p.path !== null),
      '@r',
      false,
    ),
    route('*', 'routes/not-found.tsx', { id: 'not-found@r' }),
  ]),
  // The design gallery: every component with fixture data (screenshots, axe checks).
  route('__design', 'routes/design.tsx', { id: 'design' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
