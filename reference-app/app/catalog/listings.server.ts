// Server prefetch of the product lists: the catalogue page of the address (its filters
// from ?f_…, its order from ?sort=) and the list's filterConfig, under the very keys the
// screens ask for, so the page arrives as HTML with its products, h1, breadcrumbs and
// filter panel; and the analogue lists of a group or a product. An address that names
// nothing the shop has answers 404.
import {
  catalogPageQueryOptions,
  catalogSearchFromParams,
  type DehydratedState,
  groupQueryOptions,
  prefetchFilterConfig,
  prefetchProduct,
  productAnalogsQueryOptions,
} from '@apteka/hooks'
import type { StorefrontClient } from '@apteka/sdk'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'
import {
  type FilteredList,
  filterScopeOf,
  LISTING_FILTER_ITEMS,
  listUrlOf,
} from '../routing/listingLocation'
import { sortInputOfParams } from '../routing/sortParam'
import { answerFailure } from '../shell/loaderAnswers.server'
import { serverStorefront } from '../shell/storefront.server'

/** Prefetches a catalogue-like list of an address (the request's URL) with its filters. */
export async function prefetchListing(
  queryClient: QueryClient,
  client: StorefrontClient,
  { url, regionId, list }: { url: URL; regionId: string; list: FilteredList },
): Promise<void> {
  const { searchParams } = url
  const sort = sortInputOfParams(searchParams)
  const page = catalogPageQueryOptions(client, {
    url: listUrlOf(list, url.pathname),
    regionID: regionId,
    search: catalogSearchFromParams(searchParams, sort),
  })
  const scope = filterScopeOf(list)
  // As the screen asks (useListingFilters): each list's top values and the address's choices.
  const filterOptions = { regionID: regionId, itemsLimit: LISTING_FILTER_ITEMS, searchParams }
  await Promise.all([
    queryClient.prefetchQuery(page),
    prefetchFilterConfig(queryClient, client, { ...scope, ...filterOptions }),
  ])
  answerFailure(queryClient, page.queryKey)
  // The last alias of a catalogue address may be a tag of its category, not a category:
  // the screen then asks for the category's filters narrowed by the tag.
  if (list.kind === 'catalog') {
    const categoryAlias = queryClient.getQueryData(page.queryKey)?.category?.alias ?? null
    const exact = filterScopeOf({ ...list, categoryAlias })
    if (JSON.stringify(exact) !== JSON.stringify(scope)) {
      await prefetchFilterConfig(queryClient, client, { ...exact, ...filterOptions })
    }
  }
}

/**
 * The whole loader of a product list route: the request's storefront, the list of its
 * address prefetched, and the dehydrated cache for the page.
 */
export async function loadListing(
  { request, context }: { request: Request; context: AppLoadContext },
  list: FilteredList,
  regionIdFromUrl: string | null | undefined,
): Promise<{ dehydrated: DehydratedState | null }> {
  const { client, queryClient, regionId } = serverStorefront(request, context, regionIdFromUrl)
  await prefetchListing(queryClient, client, {
    url: new URL(request.url),
    regionId,
    list,
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

/** Prefetches a drug group with the analogues page of the address; an unknown group is a 404. */
export async function prefetchGroupAnalogs(
  queryClient: QueryClient,
  client: StorefrontClient,
  { code, regionId, page }: { code: string; regionId: string; page: number },
): Promise<void> {
  const group = groupQueryOptions(client, { regionID: regionId, code, page })
  await queryClient.prefetchQuery(group)
  answerFailure(queryClient, group.queryKey)
}

/**
 * Prefetches a product's analogues page and the product itself (it names the page); an
 * unknown product is a 404.
 */
export async function prefetchProductAnalogsPage(
  queryClient: QueryClient,
  client: StorefrontClient,
  { alias, regionId, page }: { alias: string; regionId: string; page: number },
): Promise<void> {
  const analogs = productAnalogsQueryOptions(client, { alias, regionID: regionId, page })
  await Promise.all([
    queryClient.prefetchQuery(analogs),
    prefetchProduct(queryClient, client, { alias, regionID: regionId }),
  ])
  answerFailure(queryClient, analogs.queryKey)
}
