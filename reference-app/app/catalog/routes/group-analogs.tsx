// /group/{category}/analogi: the analogues of a product group. The server prefetches the
// group with the page of analogues of the address (?PAGEN_1=); an unknown group is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { pageOfParams } from '../../routing/listingLocation'
import { storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { GroupAnalogsScreen } from '../GroupAnalogsScreen'
import { prefetchGroupAnalogs } from '../listings.server'
import type { Route } from './+types/group-analogs'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await prefetchGroupAnalogs(queryClient, client, {
    code: params.category,
    regionId,
    page: pageOfParams(new URL(request.url).searchParams),
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function GroupAnalogsRoute({ params }: Route.ComponentProps) {
  return <GroupAnalogsScreen key={params.category} code={params.category} />
}
