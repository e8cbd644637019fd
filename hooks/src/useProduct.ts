// The product page (/product/{alias}.html): the product, its prices as the shopper may see
// them (SPEC §6: employees see every price above 0, expiring ones only with the show flag),
// its meta information, and the view recorded in the history once shown in the browser.

import type { RegionOption } from '@apteka/sdk'
import { recordViewedProduct } from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import { useContext, useEffect, useMemo } from 'react'
import type { MetaInformation, Product, ProductPrice } from './product/productQueries'
import { productQueryOptions, visiblePrices } from './product/productQueries'
import { ShowExpiringPricesContext, useRegionId, useStorefrontRuntime } from './provider/context'
import { useAuth } from './useAuth'

/** Options of {@link useProduct}. */
export interface UseProductOptions extends RegionOption {
  /** The product's alias, without '.html'. Required. */
  alias: string
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
  const regionId = useRegionId(options)
  const { isEmployeeMode } = useAuth()
  const query = useQuery(productQueryOptions(runtime.client, { alias: options.alias, regionId }))
  const page = query.data
  const product = page === undefined ? undefined : (page?.product ?? null)
  const trackView = options.trackView ?? true
  const productId = product?.id
  const productName = product?.name
  const productPrice = product?.price

  useEffect(() => {
    if (!trackView || !productId) return
    recordViewedProduct(runtime, productId)
    runtime.analytics.emit({
      type: 'product_view',
      productId,
      ...(productName ? { name: productName } : {}),
      ...(productPrice != null ? { price: productPrice } : {}),
    })
  }, [runtime, trackView, productId, productName, productPrice])

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
