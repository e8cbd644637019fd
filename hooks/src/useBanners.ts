// Marketing banners (SPEC §3, §7): related promos, the big sale, the tripwire banner and
// advertisements, with impression and click tracking (the sdk's createAdTracker).

import type { AdvertisementType, RegionOption, TrackedAd } from '@apteka/sdk'
import { createAdTracker } from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Advertisement, BigSale, RelatedPromo, TripwireBanner } from './banners/bannerQueries'
import {
  advertisementQueryOptions,
  bigSaleQueryOptions,
  relatedPromosQueryOptions,
  tripwireQueryOptions,
} from './banners/bannerQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** Options of {@link useBanners}. */
export interface UseBannersOptions extends RegionOption {
  /** Load the related promotions. Default: false. */
  relatedPromos?: boolean
  /** Load the big sale banner. Default: false. */
  bigSale?: boolean
  /** Load the tripwire banner. Default: false. */
  tripwire?: boolean
  /** Load the advertisements of this place. Default: none. */
  advertisement?: AdvertisementType
  /** The search text (search page advertisements). Default: none. */
  query?: string
  /** The product's SKU (product page advertisements). Default: none. */
  productSku?: string
}

/** What {@link useBanners} returns. */
export interface UseBannersResult {
  relatedPromos: RelatedPromo[]
  bigSale: BigSale | null
  tripwire: TripwireBanner | null
  advertisements: Advertisement[]
  isLoading: boolean
  /** Counts an impression once per ad (fires its `imps` URL). */
  trackImpression: (ad: TrackedAd) => void
  /** A ref for a banner's element: the impression counts when 60 % of it is on screen. */
  impressionRef: (ad: TrackedAd) => (element: Element | null) => void
  /** For a banner's onClick/onAuxClick: fires `track` on a primary or middle click only. */
  onAdClick: (event: { button: number }, ad: TrackedAd) => void
  /** Fires `track` from code (a programmatic trigger). */
  trackClick: (ad: TrackedAd) => void
}

/**
 * Banners and advertisements of a page, with tracking.
 *
 * @example
 * const { advertisements, onAdClick, impressionRef } = useBanners({ advertisement: 'home' })
 * advertisements.map((ad) => (
 *   <a key={ad.id} href={ad.banner.url} ref={impressionRef(ad)} onClick={(e) => onAdClick(e, ad)} onAuxClick={(e) => onAdClick(e, ad)}>
 *     <img src={ad.banner.image} alt={ad.banner.alt} />
 *   </a>
 * ))
 */
export function useBanners(options: UseBannersOptions = {}): UseBannersResult {
  const runtime = useStorefrontRuntime()
  const { client } = runtime
  const regionId = useRegionId(options)
  const related = useQuery({
    ...relatedPromosQueryOptions(client, { regionId }),
    enabled: options.relatedPromos ?? false,
  })
  const bigSale = useQuery({
    ...bigSaleQueryOptions(client, { regionId }),
    enabled: options.bigSale ?? false,
  })
  const tripwire = useQuery({
    ...tripwireQueryOptions(client, { regionId }),
    enabled: options.tripwire ?? false,
  })
  const advertisements = useQuery({
    ...advertisementQueryOptions(client, {
      regionID: regionId,
      type: options.advertisement ?? 'home',
      ...(options.query ? { query: options.query } : {}),
      ...(options.productSku ? { productSku: options.productSku } : {}),
    }),
    enabled: options.advertisement !== undefined,
  })

  const [tracker] = useState(() => createAdTracker(runtime))
  // Observers outlive nothing: the page's banners stop being watched when it unmounts.
  useEffect(() => () => tracker.disconnect(), [tracker])

  return {
    relatedPromos: related.data ?? [],
    bigSale: bigSale.data ?? null,
    tripwire: tripwire.data ?? null,
    advertisements: advertisements.data ?? [],
    isLoading:
      related.isLoading || bigSale.isLoading || tripwire.isLoading || advertisements.isLoading,
    trackImpression: tracker.trackImpression,
    impressionRef: tracker.impressionRef,
    onAdClick: tracker.onAdClick,
    trackClick: tracker.trackClick,
  }
}
