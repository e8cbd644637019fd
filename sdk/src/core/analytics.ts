// The analytics queue: events wait here until the host gives a sink, and debounced events
// (the cart's) are flushed at once when the page hides or the provider unmounts, so none
// is silently dropped.

import type { AnalyticsEvent } from '../analytics'

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
