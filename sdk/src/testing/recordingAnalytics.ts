// A recording analytics adapter for tests: every event the port sends, in order, with the time
// it was sent, and whether the page asked the counters to load.
import type { AnalyticsAdapter, AnalyticsEvent } from '../analytics'

export interface RecordedAnalyticsEvent {
  readonly event: AnalyticsEvent
  /** Date.now() when it was sent (fake timers move it). */
  readonly at: number
}

export interface RecordingAnalytics extends AnalyticsAdapter {
  /** Every event so far. */
  readonly events: readonly AnalyticsEvent[]
  /** Every event with its time. */
  readonly recorded: readonly RecordedAnalyticsEvent[]
  /** The events of one type. */
  ofType<T extends AnalyticsEvent['type']>(type: T): Extract<AnalyticsEvent, { type: T }>[]
  /** How often `load` was called. */
  readonly loads: number
  /** Forgets what was recorded. */
  clear(): void
}

/**
 * An adapter that records instead of sending.
 *
 * @example
 * const recording = recordingAnalytics()
 * const analytics = createAnalytics([recording])
 * analytics.track({ type: 'product_view', productId: '42' })
 * recording.ofType('product_view') // [{ type: 'product_view', productId: '42' }]
 */
export function recordingAnalytics(): RecordingAnalytics {
  const recorded: RecordedAnalyticsEvent[] = []
  let loads = 0
  return {
    name: 'recording',
    send(event) {
      recorded.push({ event, at: Date.now() })
    },
    load() {
      loads++
    },
    get events() {
      return recorded.map((entry) => entry.event)
    },
    get recorded() {
      return [...recorded]
    },
    get loads() {
      return loads
    },
    ofType(type) {
      return recorded.map((entry) => entry.event).filter((event) => event.type === type) as never
    },
    clear() {
      recorded.length = 0
      loads = 0
    },
  }
}
