// A product page (SPEC §5): the product's types, query-options factory and which prices show.

import type { ProductPageQuery, StorefrontClient } from '@apteka/sdk'
import { ProductPageDocument, type RegionKey, regionOf, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The product of the product page. */
export type Product = NonNullable<ProductPageQuery['productPage']>['product']
/** One price variant of a product. */
export type ProductPrice = Product['prices'][number]
/** The page's meta information. */
export type MetaInformation = NonNullable<ProductPageQuery['productPage']>['metaInformation']

/**
 * Query options of a product page.
 *
 * @example
 * await queryClient.prefetchQuery(productQueryOptions(client, { alias: 'nurofen', regionId: 'moscowregion' }))
 */
export function productQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { alias: string },
) {
  const { alias } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.product(alias, regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(ProductPageDocument, { alias, regionID: regionId }, { signal }))
        .productPage,
    staleTime: 60_000,
  })
}

/**
 * The prices to list: an employee sees every price above 0 (expiring ones only with the
 * show flag); anyone else sees the current price only.
 *
 * @example
 * visiblePrices(product, { isEmployeeMode: true, showExpiringPrices: false })
 */
export function visiblePrices(
  product: Pick<Product, 'prices' | 'priceTypeID' | 'price'>,
  { isEmployeeMode, showExpiringPrices }: { isEmployeeMode: boolean; showExpiringPrices: boolean },
): ProductPrice[] {
  if (isEmployeeMode) {
    return product.prices.filter(
      (price) => price.price > 0 && (showExpiringPrices || !price.isExpirating),
    )
  }
  const current =
    product.prices.find((price) => price.priceTypeID === product.priceTypeID) ??
    product.prices.find((price) => price.price === product.price) ??
    product.prices[0]
  return current ? [current] : []
}
