// The instruction tab of the product page: the instruction sections and certificates.

import type { ProductInstructionsQuery, StorefrontClient } from '@apteka/sdk'
import {
  ProductInstructionsDocument,
  type RegionKey,
  type RegionOption,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** The instructions of a product. */
export type ProductInstructions = ProductInstructionsQuery['productInstructions']

/**
 * Query options of a product's instructions.
 *
 * @example
 * queryClient.prefetchQuery(productInstructionsQueryOptions(client, { slug: 'nurofen', regionId: 'moscowregion' }))
 */
export function productInstructionsQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { slug: string },
) {
  const { slug } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.productInstructions(slug, regionId),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          ProductInstructionsDocument,
          { slug, regionID: regionId },
          { signal },
        )
      ).productInstructions,
    staleTime: 10 * 60_000,
  })
}

/** Options of {@link useProductInstructions}. */
export interface UseProductInstructionsOptions extends RegionOption {
  /** The product's alias. Required. */
  slug: string
  /** Load now (e.g. only when the tab opens). Default: true. */
  enabled?: boolean
}

/** What {@link useProductInstructions} returns. */
export interface UseProductInstructionsResult {
  instructions: NonNullable<ProductInstructions>['instructions'] | null
  certs: NonNullable<ProductInstructions>['certs']
  isLoading: boolean
  error: Error | null
}

/**
 * A product's instruction.
 *
 * @example
 * const { instructions } = useProductInstructions({ slug: alias, enabled: tab === 'instruction' })
 * <p>{instructions?.indictation}</p>
 */
export function useProductInstructions(
  options: UseProductInstructionsOptions,
): UseProductInstructionsResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const query = useQuery({
    ...productInstructionsQueryOptions(client, { slug: options.slug, regionId }),
    enabled: options.enabled ?? true,
  })
  return {
    instructions: query.data?.instructions ?? null,
    certs: query.data?.certs ?? [],
    isLoading: query.isLoading,
    error: query.error,
  }
}
