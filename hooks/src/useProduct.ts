// The product page (/product/{alias}.html): the product, its prices as the shopper may see
// them (SPEC §6: employees see every price above 0, expiring ones only with the show flag),
// its meta information, and the view recorded in the history once shown in the browser.
import type { ProductPageQuery, StorefrontClient } from '@apteka/sdk'
import { ProductPageDocument, recordViewedProduct } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useContext, useEffect, useMemo } from 'react'
import { ShowExpiringPricesContext, useRegionId, useStorefrontRuntime } from './provider/context'
import { storefrontKeys } from './storefrontKeys'
import { useAuth } from './useAuth'

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
 * await queryClient.prefetchQuery(productQueryOptions(client, { alias: 'nurofen', regionID: 'moscowregion' }))
 */
export function productQueryOptions(
  client: StorefrontClient,
  { alias, regionID }: { alias: string; regionID: string },
) {
  return queryOptions({
    queryKey: storefrontKeys.product(alias, regionID),
    queryFn: async ({ signal }) =>
      (await client.requestData(ProductPageDocument, { alias, regionID }, { signal })).productPage,
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

/** Options of {@link useProduct}. */
export interface UseProductOptions {
  /** The product's alias, without '.html'. Required. */
  alias: string
  /** Default: the current region. */
  regionID?: string
  /** Record the view in the history and analytics once shown in the browser. Default: true. */
  trackView?: boolean
}

/** What {@link useProduct} returns. */
export interface UseProductResult {
  /** The product; null when there is none with that alias (a 404 page). */
  product: Product | null | undefined
  metaInformation: MetaInformation | null
  /** The page title: the meta title, else the product's name (SPEC §2). */
  title: string | null
  /** The prices the shopper may see. */
  prices: ProductPrice[]
  isLoading: boolean
  error: Error | null
  /** No product has that alias. */
  notFound: boolean
}

/**
 * A product page.
 *
 * @example
 * const { product, prices, title } = useProduct({ alias: 'nurofen-200mg' })
 * <h1>{product?.name}</h1>
 */
export function useProduct(options: UseProductOptions): UseProductResult {
  const runtime = useStorefrontRuntime()
  const regionID = useRegionId(options.regionID)
  const { isEmployeeMode } = useAuth()
  const query = useQuery(productQueryOptions(runtime.client, { alias: options.alias, regionID }))
  const page = query.data
  const product = page === undefined ? undefined : (page?.product ?? null)
  const trackView = options.trackView ?? true
  const productId = product?.id

  useEffect(() => {
    if (!trackView || !productId) return
    recordViewedProduct(runtime, productId)
    runtime.analytics.emit({ type: 'product_view', productId })
  }, [runtime, trackView, productId])

  const showExpiringPrices = useContext(ShowExpiringPricesContext)
  const prices = useMemo(
    () => (product ? visiblePrices(product, { isEmployeeMode, showExpiringPrices }) : []),
    [product, isEmployeeMode, showExpiringPrices],
  )

  return {
    product,
    metaInformation: page?.metaInformation ?? null,
    title: page?.metaInformation.title || product?.name || null,
    prices,
    isLoading: query.isLoading,
    error: query.error,
    notFound: page === null,
  }
}
