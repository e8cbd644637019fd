// /pharmacies, /pharmacies/pharmacy/{id} and the public form /pharmacies/{id}/, with the
// region segment before or after ('/pharmacies/r_spb/', '/pharmacies/12/r_spb/'). One splat
// route reads them all. The server prefetches the list (list or map view) or the pharmacy;
// an unknown pharmacy is a 404.
import { type DehydratedState, pharmaciesQueryOptions, prefetchPharmacy } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { data } from 'react-router'
import { parseSplat, storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import {
  PHARMACIES_LIST_STEP,
  PHARMACIES_MAP_LIMIT,
  PharmaciesScreen,
  VIEW_PARAM,
} from '../PharmaciesScreen'
import { PharmacyScreen } from '../PharmacyScreen'
import type { Route } from './+types/pharmacies'

type Target = { kind: 'list' } | { kind: 'pharmacy'; id: string } | null

/** What the address names: the list, a pharmacy (by a numeric id), or nothing (404). */
export function pharmaciesTarget(splat: string | undefined): Target {
  const { aliases, filters } = parseSplat(splat)
  if (filters.length > 0) return null
  if (aliases.length === 0) return { kind: 'list' }
  const id = aliases[0] === 'pharmacy' && aliases.length === 2 ? aliases[1] : aliases[0]
  if (aliases.length > (aliases[0] === 'pharmacy' ? 2 : 1)) return null
  return id && /^\d{1,9}$/.test(id) ? { kind: 'pharmacy', id } : null
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const target = pharmaciesTarget(params['*'])
  if (!target) throw data(null, { status: 404 })
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  if (target.kind === 'pharmacy') {
    const pharmacy = await prefetchPharmacy(queryClient, client, { id: target.id })
    if (!pharmacy) throw data(null, { status: 404 })
  } else {
    const map = new URL(request.url).searchParams.get(VIEW_PARAM) === 'map'
    await queryClient.prefetchQuery(
      pharmaciesQueryOptions(client, {
        regionID: regionId,
        paginator: { page: 1, limit: map ? PHARMACIES_MAP_LIMIT : PHARMACIES_LIST_STEP },
      }),
    )
  }
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!pharmaciesTarget(params['*'])) throw data(null, { status: 404 })
  return { dehydrated: null as DehydratedState | null }
}

export default function PharmaciesRoute({ params }: Route.ComponentProps) {
  const target = pharmaciesTarget(params['*'])
  if (target?.kind === 'pharmacy') return <PharmacyScreen key={target.id} id={target.id} />
  return <PharmaciesScreen />
}
