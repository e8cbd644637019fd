// /pharmacies, /pharmacies/pharmacy/{id} and the public form /pharmacies/{id}/, with the
// region segment before or after ('/pharmacies/r_spb/', '/pharmacies/12/r_spb/'). One splat
// route reads them all. The server prefetches the list (list or map view) or the pharmacy
// with the products in stock there; an unknown pharmacy is a 404.
import {
  type DehydratedState,
  pharmaciesQueryOptions,
  pharmacyMapQueryOptions,
  prefetchPharmacy,
  productsQueryOptions,
} from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { data } from 'react-router'
import { parseSplat, storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { storefrontConfigFrom } from '../../shell/storefrontConfig.server'
import {
  PHARMACIES_LIST_STEP,
  PHARMACIES_MAP_PAGE,
  PharmaciesScreen,
  VIEW_PARAM,
} from '../PharmaciesScreen'
import { PHARMACY_SHELF_SIZE, PharmacyScreen } from '../PharmacyScreen'
import { MAP_HEIGHT } from '../PickupMap/mapView'
import { apiZoom, boundsOf, mapPositionFrom, viewAround } from '../pharmaciesMapView'
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
    // The products in stock there come with the HTML, as the pharmacy does.
    const [pharmacy] = await Promise.all([
      prefetchPharmacy(queryClient, client, { id: target.id }),
      queryClient.prefetchQuery(
        productsQueryOptions(client, {
          pharmacyID: target.id,
          pageCount: PHARMACY_SHELF_SIZE,
          regionID: regionId,
        }),
      ),
    ])
    if (!pharmacy) throw data(null, { status: 404 })
  } else {
    const query = new URL(request.url).searchParams
    const prefetches = [
      queryClient.prefetchQuery(
        pharmaciesQueryOptions(client, {
          regionID: regionId,
          paginator: { page: 1, limit: PHARMACIES_LIST_STEP },
        }),
      ),
    ]
    if (query.get(VIEW_PARAM) === 'map') {
      if (storefrontConfigFrom(context).map.provider === 'yandex')
        prefetches.push(
          queryClient.prefetchQuery(
            pharmaciesQueryOptions(client, {
              regionID: regionId,
              paginator: { page: 1, limit: PHARMACIES_MAP_PAGE },
            }),
          ),
        )
      else {
        // The map's first box as the browser's first render has it (a 2:1 box, MAP_HEIGHT),
        // so its clusters and pins arrive with the HTML.
        const { centre, zoom } = mapPositionFrom(query)
        prefetches.push(
          queryClient.prefetchQuery(
            pharmacyMapQueryOptions(client, {
              ...boundsOf(viewAround(centre, zoom, MAP_HEIGHT)),
              zoom: apiZoom(zoom),
            }),
          ),
        )
      }
    }
    await Promise.all(prefetches)
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
