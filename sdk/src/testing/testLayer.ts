// The Effect test layer: every service of the client over a recording fetch, memory cookies
// and storage, and a fixed clock — no network, no timers, no tabs.
import type * as Layer from 'effect/Layer'
import { layer, type StorefrontServices } from '../client'
import { memoryCookies, memoryStorage } from '../session'
import { type RecordingFetch, recordingFetch } from './recordingFetch'

/** What the test layer runs on. */
export interface TestLayerOptions {
  /** The fetch; default a recording fetch answering `{ data: {} }`. */
  fetch?: RecordingFetch
  /** Initial cookies (a Cookie header or a record). Default none. */
  cookies?: string | Record<string, string>
  /** Initial storage. Default empty. */
  storage?: Record<string, string>
  /** The fixed time, ms. Default 2026-01-15T09:00:00Z. */
  now?: number
  /** The endpoint. Default '/graphql'. */
  endpoint?: string
}

/**
 * All client services for a test, with the recording fetch to inspect.
 *
 * @example
 * const { layer, fetch } = testLayer({ fetch: recordingFetch(() => ({ data: { cart: fixtures.cart } })) })
 * await Effect.runPromise(program.pipe(Effect.provide(layer)))
 * expect(fetch.count('cart')).toBe(1)
 */
export function testLayer(options: TestLayerOptions = {}): {
  layer: Layer.Layer<StorefrontServices>
  fetch: RecordingFetch
} {
  const fetch = options.fetch ?? recordingFetch()
  const now = options.now ?? Date.UTC(2026, 0, 15, 9)
  return {
    fetch,
    layer: layer({
      endpoint: options.endpoint ?? '/graphql',
      fetch: fetch.fetch,
      cookies: memoryCookies(options.cookies),
      storage: memoryStorage(options.storage),
      now: () => now,
      tabSync: false,
    }),
  }
}
