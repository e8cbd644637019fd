// Product reviews: the list page by page and writing one (login required, SPEC §6). The
// server's review is put at the top of the cached list.

import type { RegionOption } from '@apteka/sdk'
import { CreateReviewDocument, storefrontKeys } from '@apteka/sdk'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Review, Reviews } from './product/reviewQueries'
import { productReviewsQueryOptions, REVIEWS_PAGE_SIZE } from './product/reviewQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useAuth } from './useAuth'

/** Options of {@link useReview}. */
export interface UseReviewOptions extends RegionOption {
  /** The product reviewed. Required. */
  productID: string
  /** Its alias, to list its reviews. Default: no list. */
  alias?: string
  /** The reviews page, from 1. Default: 1. */
  page?: number
}

/** What {@link useReview} returns. */
export interface UseReviewResult {
  reviews: Review[]
  total: number
  averageRating: number
  isLoading: boolean
  /**
   * Sends a review (rating 1–5). Signed out, the auth modal opens and the review is sent
   * after login; resolves with the saved review, or undefined when the modal was closed.
   */
  submit: (review: { rating: number; message: string }) => Promise<Review | undefined>
  isSubmitting: boolean
  /** The refusal (E_21 message too short, E_22 review add error, …). */
  error: Error | null
  /** The saved review. */
  submitted: Review | null
}

/**
 * A product's reviews and the review form.
 *
 * @example
 * const { reviews, submit } = useReview({ productID: product.id, alias: product.alias })
 * <ReviewForm onSubmit={({ rating, message }) => submit({ rating, message })} />
 */
export function useReview(options: UseReviewOptions): UseReviewResult {
  const { client } = useStorefrontRuntime()
  const queryClient = useQueryClient()
  const regionId = useRegionId(options)
  const { requireAuth } = useAuth()
  const alias = options.alias ?? ''
  const page = options.page ?? 1
  const list = useQuery({
    ...productReviewsQueryOptions(client, { alias, regionId, page }),
    enabled: alias !== '',
    placeholderData: keepPreviousData,
  })
  const mutation = useMutation({
    mutationFn: async ({ rating, message }: { rating: number; message: string }) =>
      (
        await client.requestData(CreateReviewDocument, {
          productID: options.productID,
          rating: Math.min(5, Math.max(1, Math.round(rating))),
          message: message.trim(),
        })
      ).createReview,
    onSuccess: (review) => {
      if (!alias) return
      queryClient.setQueryData<Reviews | null>(
        storefrontKeys.productReviews(alias, regionId, { page: 1, limit: REVIEWS_PAGE_SIZE }),
        (reviews) =>
          reviews && { ...reviews, total: reviews.total + 1, items: [review, ...reviews.items] },
      )
    },
  })
  const { mutateAsync } = mutation
  const submit = useCallback(
    (review: { rating: number; message: string }) => requireAuth(() => mutateAsync(review)),
    [requireAuth, mutateAsync],
  )
  return {
    reviews: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    averageRating: list.data?.averageRating ?? 0,
    isLoading: list.isLoading,
    submit,
    isSubmitting: mutation.isPending,
    error: mutation.error,
    submitted: mutation.data ?? null,
  }
}
