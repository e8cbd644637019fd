// Marketing banners (SPEC §3, §7): related promos, the big sale, the tripwire banner and
// advertisements, with impression and click tracking. A click counts only with the primary
// (button 0) or middle (button 1) button, or when triggered by code.
import type {
  AdvertisementQuery,
  AdvertisementQueryVariables,
  AdvertisementType,
  BigSaleQuery,
  RelatedPromosQuery,
  StorefrontClient,
  TripwireBannerQuery,
} from '@apteka/sdk'
import {
  AdvertisementDocument,
  BigSaleQueryDocument,
  RelatedPromosQueryDocument,
  sendPixel,
  TripwireBannerQueryDocument,
} from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { storefrontKeys } from './storefrontKeys'

/** An advertisement. */
export type Advertisement = AdvertisementQuery['advertisement'][number]
/** A related promotion. */
export type RelatedPromo = RelatedPromosQuery['relatedPromos'][number]
/** The big sale banner. */
export type BigSale = NonNullable<BigSaleQuery['bigSale']>
/** The tripwire banner. */
export type TripwireBanner = NonNullable<TripwireBannerQuery['bannerTripwire']>

/** Share of a banner on screen that counts as an impression (SPEC §9). */
export const IMPRESSION_THRESHOLD = 0.6

/** Something with advertising counters: an advertisement, or a product's `counters.advertisement`. */
export interface TrackedAd {
  readonly id: string
  readonly counters?: {
    readonly track?: string | null
    readonly imps?: string | null
    readonly name?: string | null
    readonly position?: number | null
  } | null
}

/**
 * Query options of the related promotions.
 *
 * @example
 * queryClient.prefetchQuery(relatedPromosQueryOptions(client, { regionID: 'moscowregion' }))
 */
export function relatedPromosQueryOptions(
  client: StorefrontClient,
  { regionID }: { regionID: string },
) {
  return queryOptions({
    queryKey: storefrontKeys.relatedPromos(regionID),
    queryFn: async ({ signal }) =>
      (await client.requestData(RelatedPromosQueryDocument, { regionID }, { signal }))
        .relatedPromos,
    staleTime: 5 * 60_000,
  })
}

/**
 * Query options of the big sale banner.
 *
 * @example
 * queryClient.prefetchQuery(bigSaleQueryOptions(client, { regionID: 'moscowregion' }))
 */
export function bigSaleQueryOptions(client: StorefrontClient, { regionID }: { regionID: string }) {
  return queryOptions({
    queryKey: storefrontKeys.bigSale(regionID),
    queryFn: async ({ signal }) =>
      (await client.requestData(BigSaleQueryDocument, { regionID }, { signal })).bigSale,
    staleTime: 5 * 60_000,
  })
}

/**
 * Query options of the tripwire banner.
 *
 * @example
 * queryClient.prefetchQuery(tripwireQueryOptions(client, { regionID: 'moscowregion' }))
 */
export function tripwireQueryOptions(client: StorefrontClient, { regionID }: { regionID: string }) {
  return queryOptions({
    queryKey: storefrontKeys.tripwire(regionID),
    queryFn: async ({ signal }) =>
      (await client.requestData(TripwireBannerQueryDocument, { regionID }, { signal }))
        .bannerTripwire,
    staleTime: 5 * 60_000,
  })
}

/**
 * Query options of the advertisements of a place.
 *
 * @example
 * queryClient.prefetchQuery(advertisementQueryOptions(client, { regionID: 'moscowregion', type: 'home' }))
 */
export function advertisementQueryOptions(
  client: StorefrontClient,
  variables: AdvertisementQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.advertisement(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(AdvertisementDocument, variables, { signal })).advertisement,
    staleTime: 60_000,
  })
}

/** Options of {@link useBanners}. */
export interface UseBannersOptions {
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
  /** Default: the current region. */
  regionID?: string
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
  const regionID = useRegionId(options.regionID)
  const related = useQuery({
    ...relatedPromosQueryOptions(client, { regionID }),
    enabled: options.relatedPromos ?? false,
  })
  const bigSale = useQuery({
    ...bigSaleQueryOptions(client, { regionID }),
    enabled: options.bigSale ?? false,
  })
  const tripwire = useQuery({
    ...tripwireQueryOptions(client, { regionID }),
    enabled: options.tripwire ?? false,
  })
  const advertisements = useQuery({
    ...advertisementQueryOptions(client, {
      regionID,
      type: options.advertisement ?? 'home',
      ...(options.query ? { query: options.query } : {}),
      ...(options.productSku ? { productSku: options.productSku } : {}),
    }),
    enabled: options.advertisement !== undefined,
  })

  const seen = useRef(new Set<string>())
  const observers = useRef(new Map<string, IntersectionObserver>())
  useEffect(() => {
    const current = observers.current
    return () => {
      for (const observer of current.values()) observer.disconnect()
      current.clear()
    }
  }, [])

  const trackImpression = useCallback(
    (ad: TrackedAd) => {
      if (seen.current.has(ad.id)) return
      seen.current.add(ad.id)
      if (ad.counters?.imps) sendPixel(runtime, ad.counters.imps)
      runtime.analytics.emit({
        type: 'ad_impression',
        id: ad.id,
        name: ad.counters?.name ?? null,
        position: ad.counters?.position ?? null,
      })
    },
    [runtime],
  )

  const trackClick = useCallback(
    (ad: TrackedAd) => {
      if (ad.counters?.track) sendPixel(runtime, ad.counters.track)
      runtime.analytics.emit({
        type: 'ad_click',
        id: ad.id,
        name: ad.counters?.name ?? null,
        position: ad.counters?.position ?? null,
      })
    },
    [runtime],
  )

  const onAdClick = useCallback(
    (event: { button: number }, ad: TrackedAd) => {
      if (event.button === 0 || event.button === 1) trackClick(ad)
    },
    [trackClick],
  )

  const impressionRef = useCallback(
    (ad: TrackedAd) => (element: Element | null) => {
      observers.current.get(ad.id)?.disconnect()
      observers.current.delete(ad.id)
      if (!element || seen.current.has(ad.id)) return
      if (typeof IntersectionObserver === 'undefined') {
        trackImpression(ad)
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.intersectionRatio >= IMPRESSION_THRESHOLD)) {
            trackImpression(ad)
            observer.disconnect()
          }
        },
        { threshold: IMPRESSION_THRESHOLD },
      )
      observer.observe(element)
      observers.current.set(ad.id, observer)
    },
    [trackImpression],
  )

  return {
    relatedPromos: related.data ?? [],
    bigSale: bigSale.data ?? null,
    tripwire: tripwire.data ?? null,
    advertisements: advertisements.data ?? [],
    isLoading:
      related.isLoading || bigSale.isLoading || tripwire.isLoading || advertisements.isLoading,
    trackImpression,
    impressionRef,
    onAdClick,
    trackClick,
  }
}
