// Loads the features for one visitor with GrowthBook's SDK and evaluates them: the cache of
// SPEC §9 (fresh 60 s, then stale-while-revalidate, 4 h at most, 10 entries) is GrowthBook's own,
// shared by every load in the process, so a server evaluates each page from memory and refreshes
// the features in the background.
import { configureCache, GrowthBook, setPolyfills } from '@growthbook/growthbook'
import { assignmentsOf, type ExperimentAssignments } from './experimentAssignments'
import { DEFAULT_FEATURES_CLIENT_KEY, FEATURE_CACHE } from './featureCache'

export interface LoadExperimentsOptions {
  /** The API's origin; the features are read from `${apiHost}/api/features/${clientKey}`. */
  readonly apiHost: string
  /** The key the API serves the features under. Default 'storefront'. */
  readonly clientKey?: string
  /** The visitor assigned (the `visitor_id` cookie): the same id gets the same variants. */
  readonly visitorId: string
  /** How long a load with nothing cached may wait for the API, ms; then the defaults. Default 1000. */
  readonly timeoutMs?: number
  /**
   * Keep a long-lived page's features fresh: fetch them again every this many ms while the
   * experiments are open (`assignments()` then answers the new values). Default: none — a load
   * after the cache went stale refreshes it in the background.
   */
  readonly refreshIntervalMs?: number
  /** Where a failed load is reported (SPEC §8: feature-flag load failures are only logged). Default: console.warn. */
  readonly onLoadError?: (error: unknown) => void
}

/** A visitor's experiments. */
export interface VisitorExperiments {
  /** The visitor's assignments now (a new object after a background refresh). */
  assignments(): ExperimentAssignments
  /** Stops the background refresh and lets the instance go. */
  close(): void
}

/** globalThis.fetch at the time of the call: a test's stub, an instrumented fetch set after start. */
const currentFetch = (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)

/**
 * Loads the features (from the cache when fresh) and evaluates them for the visitor.
 * @example
 * const experiments = await loadExperiments({ apiHost: 'https://api.apteka.example', visitorId })
 * experiments.assignments() // { ex_cart_id: '1' }
 */
export async function loadExperiments(
  options: LoadExperimentsOptions,
): Promise<VisitorExperiments> {
  // GrowthBook binds the fetch it finds when it is imported unless told otherwise.
  setPolyfills({ fetch: currentFetch })
  configureCache(FEATURE_CACHE)
  const growthbook = new GrowthBook({
    apiHost: options.apiHost,
    clientKey: options.clientKey ?? DEFAULT_FEATURES_CLIENT_KEY,
    attributes: { id: options.visitorId },
  })
  const loaded = await growthbook.init({
    timeout: options.timeoutMs ?? 1000,
    ...(options.refreshIntervalMs === undefined
      ? {}
      : { pollingInterval: options.refreshIntervalMs }),
  })
  if (!loaded.success) {
    const report = options.onLoadError ?? ((error: unknown) => console.warn('features:', error))
    report(loaded.error ?? new Error(`features not loaded (${loaded.source})`))
  }
  return {
    assignments: () => assignmentsOf(growthbook),
    close: () => growthbook.destroy(),
  }
}
