// The A/B cache of SPEC §9, in the terms of GrowthBook's feature cache: features are served
// fresh for 60 s, then served stale while a background fetch refreshes them, and never past 4 h;
// at most 10 feature sets (one per API host and client key) are kept.
import type { CacheSettings } from '@growthbook/growthbook'

/** SPEC §9: stale after 60 s, max age 4 h, at most 10 entries. */
export const FEATURE_CACHE = {
  staleTTL: 60_000,
  maxAge: 4 * 60 * 60 * 1000,
  maxEntries: 10,
} as const satisfies Partial<CacheSettings>

/** The client key the reference API serves its features under (FEATURES_CLIENT_KEY). */
export const DEFAULT_FEATURES_CLIENT_KEY = 'storefront'
