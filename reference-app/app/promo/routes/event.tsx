// /event/{event}/ and its public form /event/{event}/r_{region}/: the product list of an event
// (a promotion's products under the event address). An unknown event is a 404.
import { type DehydratedState, prefetchPromotion } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { data } from 'react-router'
import { pageOfParams } from '../../routing/listingLocation'
import { parseSplat, storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { PromoScreen } from '../PromoScreens'
import type { Route } from './+types/event'

/** The event's alias: the first segment; filter segments after it are allowed and ignored. */
const eventOf = (splat: string | undefined) => parseSplat(splat).aliases[0] ?? null

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const alias = eventOf(params['*'])
  if (!alias) throw data(null, { status: 404 })
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  const page = pageOfParams(new URL(request.url).searchParams)
  const event = await prefetchPromotion(queryClient, client, { alias, regionID: regionId, page })
  if (!event) throw data(null, { status: 404 })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!eventOf(params['*'])) throw data(null, { status: 404 })
  return { dehydrated: null as DehydratedState | null }
}

export default function EventRoute({ params }: Route.ComponentProps) {
  const alias = eventOf(params['*']) ?? ''
  return <PromoScreen key={alias} alias={alias} kind="event" />
}
