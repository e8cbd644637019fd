// / and /home (with a region before or after: /r_spb/home, /home/r_spb/). The server
// prefetches the categories and the shelves.
import { type DehydratedState, filterConfigQueryOptions, widgetsQueryOptions } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { HOME_WIDGETS, HomeScreen } from '../HomeScreen'
import type { Route } from './+types/home'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await Promise.all([
    queryClient.prefetchQuery(filterConfigQueryOptions(client, { regionID: regionId })),
    // Employees never load the widgets (SPEC §6); the token's claim says so before a profile.
    client.session.isEmployeeMode()
      ? Promise.resolve()
      : queryClient.prefetchQuery(
          widgetsQueryOptions(client, { items: HOME_WIDGETS, regionID: regionId }),
        ),
  ])
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function HomeRoute() {
  return <HomeScreen />
}
