// /promo, /promo/filters/{filters…} and /promo/{alias} (query parameters kept), with the region
// segment after the path ('/promo/r_spb/', '/promo/{alias}/r_spb/'). The server prefetches the
// list or the promotion with the products page of ?PAGEN_1; an unknown promotion is a 404.
import { type DehydratedState, prefetchPromotion, promotionsQueryOptions } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { data } from 'react-router'
import { pageOfParams } from '../../routing/listingLocation'
import { parseSplat, storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { PromoListScreen, PromoScreen } from '../PromoScreens'
import { promoFilterLabels } from '../promoFilters.server'
import type { Route } from './+types/promo'

type Target =
  | { kind: 'list'; filters: readonly string[] }
  | { kind: 'promotion'; alias: string }
  | null

/** The filters the promotions list knows (SPEC §2 /promo/filters/…); any other is a 404. */
const PROMO_FILTERS: ReadonlySet<string> = new Set(['brand', 'category'])

const isPromoFilter = (segment: string) => {
  const [name, value] = segment.split(':')
  return Boolean(name && value && PROMO_FILTERS.has(name))
}

/** What the address names: the list (maybe filtered), a promotion, or nothing (404). */
export function promoTarget(splat: string | undefined): Target {
  const { aliases, filters } = parseSplat(splat)
  if (aliases[0] === 'filters' && aliases.length === 1)
    return filters.every(isPromoFilter) ? { kind: 'list', filters } : null
  if (filters.length > 0) return null
  if (aliases.length === 0) return { kind: 'list', filters: [] }
  return aliases.length === 1 && aliases[0] ? { kind: 'promotion', alias: aliases[0] } : null
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const target = promoTarget(params['*'])
  if (!target) throw data(null, { status: 404 })
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  if (target.kind === 'promotion') {
    const page = pageOfParams(new URL(request.url).searchParams)
    const promotion = await prefetchPromotion(queryClient, client, {
      alias: target.alias,
      regionID: regionId,
      page,
    })
    if (!promotion) throw data(null, { status: 404 })
    return { dehydrated: dehydrate(queryClient) as DehydratedState | null, filterLabels: [] }
  }
  // The heading names the category or brand; a filter naming nothing is a 404.
  const [filterLabels] = await Promise.all([
    promoFilterLabels(client, target.filters),
    queryClient.prefetchQuery(
      promotionsQueryOptions(client, {
        regionID: regionId,
        filters: target.filters.join('/') || null,
      }),
    ),
  ])
  if (!filterLabels) throw data(null, { status: 404 })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null, filterLabels }
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const target = promoTarget(params['*'])
  if (!target) throw data(null, { status: 404 })
  // A filtered list's heading needs the names the server looks up.
  if (target.kind === 'list' && target.filters.length > 0) return serverLoader()
  return { dehydrated: null as DehydratedState | null, filterLabels: [] as string[] }
}

export default function PromoRoute({ params, loaderData }: Route.ComponentProps) {
  const target = promoTarget(params['*'])
  if (target?.kind === 'promotion')
    return <PromoScreen key={target.alias} alias={target.alias} kind="promo" />
  return (
    <PromoListScreen
      key={target?.filters.join('/')}
      filters={target?.filters ?? []}
      labels={loaderData.filterLabels}
    />
  )
}
