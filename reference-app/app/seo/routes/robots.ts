// /robots.txt: crawlers keep out of the personal area, the cart and the checkout (nothing there is
// public), and find the sitemap index on the public origin.
import { storefrontConfigFrom } from '../../shell/storefrontConfig.server'
import type { Route } from './+types/robots'

/** The paths crawlers are asked not to visit (SPEC §2: personal area, cart, checkout). */
export const DISALLOWED = [
  '/personal',
  '/client-orders',
  '/favorite',
  '/mybonus',
  '/promokod',
  '/ref',
  '/cart',
  '/guest-cart',
  '/checkout',
  '/order-get',
  '/operator',
] as const

export function loader({ context }: Route.LoaderArgs) {
  const { publicOrigin } = storefrontConfigFrom(context)
  const lines = [
    'User-agent: *',
    // The same pages under a region segment ('/r_spb/cart').
    ...DISALLOWED.flatMap((path) => [`Disallow: ${path}`, `Disallow: /r_*${path}`]),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicOrigin).href}`,
    '',
  ]
  return new Response(lines.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
