// Impression and click tracking of banners and advertisements (SPEC §7, §9): an impression
// counts once per ad, when 60 % of its element is on screen; a click counts only with the
// primary (button 0) or middle (button 1) button, or when triggered by code.
import type { StorefrontState } from './storefrontState'
import { sendPixel } from './tracking'

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

/** The tracking of one page's banners; `disconnect` stops watching every element. */
export interface AdTracker {
  trackImpression(ad: TrackedAd): void
  trackClick(ad: TrackedAd): void
  onAdClick(event: { button: number }, ad: TrackedAd): void
  impressionRef(ad: TrackedAd): (element: Element | null) => void
  disconnect(): void
}

const eventOf = (type: 'ad_impression' | 'ad_click', ad: TrackedAd) => ({
  type,
  id: ad.id,
  name: ad.counters?.name ?? null,
  position: ad.counters?.position ?? null,
})

/**
 * A tracker firing the ads' pixels and the storefront's analytics.
 * @example
 * const tracker = createAdTracker(core)
 * banner.ref = tracker.impressionRef(ad) // counts once, at 60 % on screen
 * banner.onclick = (event) => tracker.onAdClick(event, ad)
 */
export function createAdTracker(core: StorefrontState): AdTracker {
  const seen = new Set<string>()
  const observers = new Map<string, IntersectionObserver>()
  const tracker: AdTracker = {
    trackImpression(ad) {
      if (seen.has(ad.id)) return
      seen.add(ad.id)
      if (ad.counters?.imps) sendPixel(core, ad.counters.imps)
      core.analytics.emit(eventOf('ad_impression', ad))
    },
    trackClick(ad) {
      if (ad.counters?.track) sendPixel(core, ad.counters.track)
      core.analytics.emit(eventOf('ad_click', ad))
    },
    onAdClick(event, ad) {
      if (event.button === 0 || event.button === 1) tracker.trackClick(ad)
    },
    impressionRef: (ad) => (element) => {
      observers.get(ad.id)?.disconnect()
      observers.delete(ad.id)
      if (!element || seen.has(ad.id)) return
      if (typeof IntersectionObserver === 'undefined') {
        tracker.trackImpression(ad)
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.intersectionRatio >= IMPRESSION_THRESHOLD)) {
            tracker.trackImpression(ad)
            observer.disconnect()
          }
        },
        { threshold: IMPRESSION_THRESHOLD },
      )
      observer.observe(element)
      observers.set(ad.id, observer)
    },
    disconnect() {
      for (const observer of observers.values()) observer.disconnect()
      observers.clear()
    },
  }
  return tracker
}
