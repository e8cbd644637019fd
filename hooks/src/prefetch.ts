// Server rendering: fill a request's QueryClient with a page's queries before rendering,
// send `dehydrate(queryClient)` with the HTML, and wrap the browser's tree in
// `<HydrationBoundary state={…}>`. Every helper is built on the hook's options factory, so
// the server and the hook share one key and one fetcher.

import type { Alphabet, StorefrontClient } from '@apteka/sdk'
import { type RegionKey, regionOf } from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import {
  brandLettersQueryOptions,
  brandsByLetterQueryOptions,
  firstBrandLetter,
} from './catalog/brandQueries'
import { catalogPageQueryOptions, catalogSearchFromParams } from './catalog/catalogPageQueries'
import { filterConfigQueryOptions, filterConfigVariables } from './catalog/filterConfigQueries'
import { productQueryOptions } from './product/productQueries'
import type { UseFilterConfigOptions } from './useFilterConfig'
import { groupQueryOptions } from './useGroup'
import { productAnalogsQueryOptions } from './useProductAnalogs'
import { productInstructionsQueryOptions } from './useProductInstructions'
import { regionQueryOptions } from './useRegion'

/**
 * Prefetches the product page's product.
 *
 * @example
 * await prefetchProduct(queryClient, client, { alias: 'nurofen-200mg', regionId: 'moscowregion' })
 * const html = renderToString(<App />)
 * const state = dehydrate(queryClient)
 */
export function prefetchProduct(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: RegionKey & { alias: string },
): Promise<void> {
  return queryClient.prefetchQuery(productQueryOptions(client, variables))
}

/**
 * Prefetches the region (for `useRegion`).
 *
 * @example
 * await prefetchRegion(queryClient, client, { regionId: 'spb' })
 */
export function prefetchRegion(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: { regionId: string },
): Promise<void> {
  return queryClient.prefetchQuery(regionQueryOptions(client, variables))
}

/**
 * Prefetches a catalogue page for an address (path and query).
 *
 * @example
 * await prefetchCatalogPage(queryClient, client, { url: '/catalog/vitaminy/', regionId: 'moscowregion', searchParams: url.searchParams })
 */
export function prefetchCatalogPage(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: RegionKey & { url: string; searchParams?: URLSearchParams },
): Promise<void> {
  const search = catalogSearchFromParams(variables.searchParams ?? new URLSearchParams())
  return queryClient.prefetchQuery(
    catalogPageQueryOptions(client, { url: variables.url, regionId: regionOf(variables), search }),
  )
}

/**
 * Prefetches a list's filters.
 *
 * @example
 * await prefetchFilterConfig(queryClient, client, { regionId: 'moscowregion', categoryAlias: 'vitaminy', type: 'category' })
 */
export function prefetchFilterConfig(
  queryClient: QueryClient,
  client: StorefrontClient,
  options: UseFilterConfigOptions & RegionKey,
): Promise<void> {
  const { regionId: _id, regionID: _contractId, searchParams, ...variables } = options
  // The same variables as the hook's for the same address, so the hook finds this entry.
  return queryClient.prefetchQuery(
    filterConfigQueryOptions(
      client,
      filterConfigVariables({ ...variables, regionID: regionOf(options) }, searchParams),
    ),
  )
}

/**
 * Prefetches the brands index: the letters, and the brands of the chosen letter — or,
 * with none chosen, of the first letter that has brands (as `useBrands` shows it).
 *
 * @example
 * await prefetchBrands(queryClient, client, { letter: params.letter, alphabet: 'ru' })
 */
export async function prefetchBrands(
  queryClient: QueryClient,
  client: StorefrontClient,
  { letter, alphabet = 'ru' }: { letter?: string | null; alphabet?: Alphabet } = {},
): Promise<void> {
  const letters = brandLettersQueryOptions(client)
  if (letter) {
    await Promise.all([
      queryClient.prefetchQuery(letters),
      queryClient.prefetchQuery(brandsByLetterQueryOptions(client, { letter, alphabet })),
    ])
    return
  }
  await queryClient.prefetchQuery(letters)
  const loaded = queryClient.getQueryData(letters.queryKey)
  const first = loaded ? firstBrandLetter(loaded, alphabet) : null
  if (first) await queryClient.prefetchQuery(brandsByLetterQueryOptions(client, first))
}

/**
 * Prefetches a drug group with a page of analogues.
 *
 * @example
 * await prefetchGroup(queryClient, client, { regionId: 'moscowregion', code: 'ibuprofen' })
 */
export function prefetchGroup(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: RegionKey & { code: string; page?: number; limit?: number },
): Promise<void> {
  return queryClient.prefetchQuery(groupQueryOptions(client, variables))
}

/**
 * Prefetches a product's instructions (the instruction tab rendered on the server).
 *
 * @example
 * await prefetchProductInstructions(queryClient, client, { slug: 'nurofen-200mg', regionId: 'moscowregion' })
 */
export function prefetchProductInstructions(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: RegionKey & { slug: string },
): Promise<void> {
  return queryClient.prefetchQuery(productInstructionsQueryOptions(client, variables))
}

/**
 * Prefetches a page of a product's analogues (the analogues tab rendered on the server).
 *
 * @example
 * await prefetchProductAnalogs(queryClient, client, { alias: 'nurofen-200mg', regionId: 'moscowregion' })
 */
export function prefetchProductAnalogs(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: RegionKey & { alias: string; page?: number; limit?: number },
): Promise<void> {
  return queryClient.prefetchQuery(productAnalogsQueryOptions(client, variables))
}
