// The analytics queue: events wait here until the host gives a sink, and debounced events
// (the cart's) are flushed at once when the page hides or the provider unmounts, so none
// is silently dropped.

/** A cart change as analytics sees it (SPEC §4: direction and difference, debounced 1000 ms). */
export interface CartAnalyticsEvent {
  readonly type: 'cart_add' | 'cart_remove'
  readonly productId: string
  readonly priceTypeID: number
  /** Units added or removed. */
  readonly quantity: number
  readonly name?: string
  readonly price?: number | null
}

/** The shopper answered the region modal. */
export interface RegionChoiceAnalyticsEvent {
  readonly type: 'region_choice'
  readonly action: 'confirm' | 'change' | 'close'
  readonly regionId: string
}

/** A product page was opened. */
export interface ProductViewAnalyticsEvent {
  readonly type: 'product_view'
  readonly productId: string
}

/** An advertisement was shown or clicked. */
export interface AdvertisementAnalyticsEvent {
  readonly type: 'ad_impression' | 'ad_click'
  readonly id: string
  readonly name?: string | null
  readonly position?: number | null
}

/** Every event the hooks send to `onAnalyticsEvent`. */
export type AnalyticsEvent =
  | CartAnalyticsEvent
  | RegionChoiceAnalyticsEvent
  | ProductViewAnalyticsEvent
  | AdvertisementAnalyticsEvent

/** Receives analytics events. */
export type AnalyticsSink = (event: AnalyticsEvent) => void

export interface AnalyticsQueue {
  emit(event: AnalyticsEvent): void
  setSink(sink: AnalyticsSink | null | undefined): void
  /** Registers a debounced sender; returns its unregister function. */
  registerPending(flush: () => void): () => void
  /** Sends every debounced event now. */
  flushPending(): void
  /** Events waiting for a sink. */
  queued(): readonly AnalyticsEvent[]
}

/**
 * The analytics events of a storefront: queued until a sink is given, then sent to it.
 * @example
 * const queue = createAnalyticsQueue()
 * queue.emit({ type: 'product_view', productId: '10345' }) // kept until a sink is given
 * queue.setSink((event) => dataLayer.push(event))
 */
export function createAnalyticsQueue(): AnalyticsQueue {
  let sink: AnalyticsSink | null = null
  const waiting: AnalyticsEvent[] = []
  const pending = new Set<() => void>()
  return {
    emit(event) {
      if (sink) sink(event)
      else waiting.push(event)
    },
    setSink(next) {
      sink = next ?? null
      if (!sink) return
      const events = waiting.splice(0)
      for (const event of events) sink(event)
    },
    registerPending(flush) {
      pending.add(flush)
      return () => {
        pending.delete(flush)
      }
    },
    flushPending() {
      for (const flush of [...pending]) flush()
    },
    queued: () => [...waiting],
  }
}
