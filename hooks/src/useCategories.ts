// The catalogue's category tree (three levels), the same in every region: the laptop
// catalogue menu and the mobile menu. One small request per visit, kept for the session.
import type { CategoriesQuery, StorefrontClient } from '@apteka/sdk'
import { CategoriesDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

/** A top-level category with its two levels of subcategories. */
export type CategoryTree = CategoriesQuery['categories'][number]

/**
 * Query options of the category tree.
 *
 * @example
 * await queryClient.prefetchQuery(categoriesQueryOptions(client))
 */
export function categoriesQueryOptions(client: StorefrontClient) {
  return queryOptions({
    queryKey: storefrontKeys.categories(),
    queryFn: async ({ signal }) =>
      (await client.requestData(CategoriesDocument, {}, { signal })).categories,
    staleTime: 30 * 60_000,
  })
}

/** What {@link useCategories} returns. */
export interface UseCategoriesResult {
  /** The top-level categories, each with its subcategories; empty while loading. */
  categories: CategoryTree[]
  isLoading: boolean
  error: Error | null
}

/**
 * The category tree for menus.
 *
 * @example
 * const { categories } = useCategories()
 * categories.map((category) => <a key={category.id} href={category.url}>{category.name}</a>)
 */
export function useCategories(): UseCategoriesResult {
  const { client } = useStorefrontRuntime()
  const query = useQuery(categoriesQueryOptions(client))
  return {
    categories: query.data ?? [],
    isLoading: query.isLoading,
    error: query.error,
  }
}
