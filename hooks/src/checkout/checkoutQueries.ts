// The checkout's query (SPEC §2, §4): the pre-order of a step, and the names of what it reads.
import type {
  CheckoutStep,
  OrderFieldsFragment,
  PreOrderFieldsFragment,
  StorefrontClient,
} from '@apteka/sdk'
import { PreOrderDocument, type RegionKey, regionOf, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The pre-order of a checkout step. */
export type PreOrder = PreOrderFieldsFragment
/** A saved order. */
export type Order = OrderFieldsFragment

/**
 * Query options of the pre-order of a step.
 *
 * @example
 * queryClient.prefetchQuery(preOrderQueryOptions(client, { regionId: 'moscowregion', step: 'PICKUP' }))
 */
export function preOrderQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { step: CheckoutStep },
) {
  const regionId = regionOf(variables)
  const { step } = variables
  return queryOptions({
    queryKey: storefrontKeys.preOrder(regionId, step),
    queryFn: async ({ signal }) =>
      (await client.requestData(PreOrderDocument, { regionID: regionId, step }, { signal }))
        .preOrder,
  })
}
