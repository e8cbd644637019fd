// /analogs/{alias}: the analogues of a product. The server prefetches the product (it
// names the page) and the page of analogues of the address (?PAGEN_1=); an unknown
// product is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { pageOfParams } from '../../routing/listingLocation'
import { storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { prefetchProductAnalogsPage } from '../listings.server'
import { ProductAnalogsScreen } from '../ProductAnalogsScreen'
import type { Route } from './+types/analogs'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await prefetchProductAnalogsPage(queryClient, client, {
    alias: params.alias,
    regionId,
    page: pageOfParams(new URL(request.url).searchParams),
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function AnalogsRoute({ params }: Route.ComponentProps) {
  return <ProductAnalogsScreen key={params.alias} alias={params.alias} />
}
