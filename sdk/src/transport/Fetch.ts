// The `Fetch` service: how the client sends HTTP requests. Tests and servers swap it for their
// own function; the default calls whatever `globalThis.fetch` is at call time (so msw and other
// interceptors installed after the client was made still see the requests).
import * as Context from 'effect/Context'
import * as Layer from 'effect/Layer'
import { globalFetch } from './request'

/** The `fetch` function the client sends its requests with. */
export type Fetch = typeof globalThis.fetch

/** The `Fetch` service. */
export const Fetch: Context.Service<Fetch, Fetch> = Context.Service<Fetch>('@apteka/sdk/Fetch')

export { globalFetch } from './request'

/**
 * The `Fetch` service from a function; `globalThis.fetch` by default.
 * @example
 * const recorded = Fetch.layer(recordingFetch({ data: { cart: null } }))
 */
export const layer = (fetch: Fetch = globalFetch): Layer.Layer<Fetch> => Layer.succeed(Fetch, fetch)
