// The analytics port: the adapters a shop configured, each given every event. A counter that
// throws never breaks the page, and counters' scripts load only when asked (after the page is
// interactive).
import type { AnalyticsEvent } from './events'

/** What the page gives a counter's script loader. */
export interface CounterLoadOptions {
  /** The page's Content-Security-Policy nonce, stamped on the counter's script. */
  readonly nonce?: string
}

/** One counter behind the port. */
export interface AnalyticsAdapter {
  /** 'dataLayer', 'yandexMetrica', 'vendor', 'recording'. */
  readonly name: string
  /** Receives one event (queued by the counter until its script is there). */
  send(event: AnalyticsEvent): void
  /** Adds the counter's script to the page; none for counters without one. */
  load?(options: CounterLoadOptions): void
}

/** The port the storefront sends to. */
export interface Analytics {
  readonly adapters: readonly AnalyticsAdapter[]
  /** Gives the event to every adapter. */
  track(event: AnalyticsEvent): void
  /** Loads every counter's script (call once the page is interactive). */
  load(options?: CounterLoadOptions): void
}

/**
 * The port over the given adapters; with none it sends nothing and loads nothing.
 *
 * @example
 * const analytics = createAnalytics([dataLayerAdapter({ containerId: 'GTM-XXXX' })])
 * analytics.track({ type: 'product_view', productId: '42' })
 * requestIdleCallback(() => analytics.load({ nonce }))
 */
export function createAnalytics(adapters: readonly AnalyticsAdapter[]): Analytics {
  let loaded = false
  return {
    adapters,
    track(event) {
      for (const adapter of adapters) {
        try {
          adapter.send(event)
        } catch {
          // A third-party counter's failure is not the shopper's problem.
        }
      }
    },
    load(options = {}) {
      if (loaded) return
      loaded = true
      for (const adapter of adapters) {
        try {
          adapter.load?.(options)
        } catch {
          // Same: a counter that cannot load leaves the page as it is.
        }
      }
    },
  }
}
