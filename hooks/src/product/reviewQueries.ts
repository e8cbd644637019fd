// A product's reviews (SPEC §5): their types, page size and query-options factory.

import type { CreateReviewMutation, ProductReviewsQuery, StorefrontClient } from '@apteka/sdk'
import { ProductReviewsDocument, type RegionKey, regionOf, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** A review. */
export type Review = CreateReviewMutation['createReview']

/** Reviews per page when none is asked. */
export const REVIEWS_PAGE_SIZE = 10

export type Reviews = NonNullable<ProductReviewsQuery['productPage']>['product']['reviews']

/**
 * Query options of a page of a product's reviews.
 *
 * @example
 * queryClient.prefetchQuery(productReviewsQueryOptions(client, { alias: 'nurofen', regionId: 'moscowregion' }))
 */
export function productReviewsQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { alias: string; page?: number; limit?: number },
) {
  const { alias, page = 1, limit = REVIEWS_PAGE_SIZE } = variables
  const regionId = regionOf(variables)
  const paginator = { page, limit }
  return queryOptions({
    queryKey: storefrontKeys.productReviews(alias, regionId, paginator),
    queryFn: async ({ signal }): Promise<Reviews | null> =>
      (
        await client.requestData(
          ProductReviewsDocument,
          { alias, regionID: regionId, paginator },
          { signal },
        )
      ).productPage?.product.reviews ?? null,
  })
}
