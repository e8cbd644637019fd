// / and /home (with a region before or after: /r_spb/home, /home/r_spb/). The server
// prefetches the top categories and the shelves.
import { type DehydratedState, widgetsQueryOptions } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { FIRST_SHELVES, HomeScreen, SHELF_SIZE } from '../HomeScreen'
import { homeCategoriesQueryOptions } from '../homeCategories'
import type { Route } from './+types/home'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await Promise.all([
    queryClient.prefetchQuery(homeCategoriesQueryOptions(client, regionId)),
    // Employees never load the widgets (SPEC §6); the token's claim says so before a profile.
    client.session.isEmployeeMode()
      ? Promise.resolve()
      : queryClient.prefetchQuery(
          widgetsQueryOptions(client, { items: FIRST_SHELVES, regionID: regionId }),
        ),
  ])
  // The page shows SHELF_SIZE products of a shelf: the rest would only swell the inline data.
  const shelves = widgetsQueryOptions(client, { items: FIRST_SHELVES, regionID: regionId }).queryKey
  queryClient.setQueryData(shelves, (widgets) =>
    widgets?.map((widget) => ({ ...widget, items: widget.items.slice(0, SHELF_SIZE) })),
  )
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function HomeRoute() {
  return <HomeScreen />
}
