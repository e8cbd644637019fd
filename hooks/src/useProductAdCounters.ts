// A sponsored product's advertisement counters (SPEC §7): its impression URL is fetched once when
// 60 % of its card (or page) is on screen, its tracking URL on a primary or middle click; both by
// plain GET, and each an ad_impression / ad_click event for analytics. Products without counters
// are left alone. Outside a StorefrontProvider (a product list rendered on its own, in a component
// test or a design gallery) nothing is tracked, so presentational lists may call it.

import type { TrackedAd } from '@apteka/sdk'
import { createAdTracker } from '@apteka/sdk'
import { useContext, useEffect, useState } from 'react'
import { StorefrontContext } from './provider/context'

/** What of a product the counters need (ProductCardFields and the product page both have it). */
export interface ProductWithCounters {
  readonly id: string
  readonly counters?: {
    readonly advertisement?: {
      readonly track?: string | null
      readonly imps?: string | null
      readonly name?: string | null
      readonly position?: number | null
    } | null
  } | null
}

export interface UseProductAdCountersResult {
  /** `ref={impressionRef(product)}` on the product's element: the impression at 60 % visibility. */
  impressionRef(product: ProductWithCounters): (element: Element | null) => void
  /** Call from the product link's click and auxclick: tracks on button 0 or 1 only. */
  onProductClick(event: { button: number }, product: ProductWithCounters): void
}

/** The counters' ad, or null for a product that is not sponsored. */
const adOf = (product: ProductWithCounters): TrackedAd | null => {
  const advertisement = product.counters?.advertisement
  if (!advertisement || (!advertisement.imps && !advertisement.track)) return null
  return { id: `product-${product.id}`, counters: advertisement }
}

const NO_ELEMENT = () => undefined

/**
 * The advertisement counters of the products a list or page shows.
 *
 * @example
 * const ads = useProductAdCounters()
 * <li ref={ads.impressionRef(product)} onClick={(e) => ads.onProductClick(e, product)}>…</li>
 */
export function useProductAdCounters(): UseProductAdCountersResult {
  const runtime = useContext(StorefrontContext)
  const [tracker] = useState(() => (runtime ? createAdTracker(runtime) : null))
  useEffect(() => () => tracker?.disconnect(), [tracker])
  const [result] = useState<UseProductAdCountersResult>(() => ({
    impressionRef(product) {
      const ad = adOf(product)
      return ad && tracker ? tracker.impressionRef(ad) : NO_ELEMENT
    },
    onProductClick(event, product) {
      const ad = adOf(product)
      if (ad && tracker) tracker.onAdClick(event, ad)
    },
  }))
  return result
}
