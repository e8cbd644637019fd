// The UTM-gated pageview goal (SPEC §5, §9): the landing address's utm_* values are kept, and the
// goal fires only when they match one of the configured pairs, 500 ms after the page shows.

/** Wait before the UTM goal, ms (SPEC §9: 500 plus an offset). */
export const UTM_GOAL_DELAY_MS = 500

/** The cookie holding the UTM values of the visit's landing address. */
export const UTM_COOKIE = 'utm_params'

/** The required UTM values of the goal: every key of one pair must match. */
export type UtmPair = Readonly<Record<string, string>>

/**
 * The utm_* parameters of a query string, or null when it has none.
 *
 * @example
 * utmOf('?PAGEN_1=2&utm_source=yandex') // 'utm_source=yandex'
 */
export function utmOf(search: string): string | null {
  const params = new URLSearchParams(search)
  const utm = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('utm_')) utm.set(key, value)
  return [...utm.keys()].length > 0 ? utm.toString() : null
}

/**
 * Whether the stored UTM values match one of the pairs.
 *
 * @example
 * utmMatches('utm_source=yandex&utm_medium=cpc', [{ utm_source: 'yandex' }]) // true
 */
export function utmMatches(stored: string | null | undefined, pairs: readonly UtmPair[]): boolean {
  if (!stored || pairs.length === 0) return false
  const values = new URLSearchParams(stored)
  return pairs.some((pair) => {
    const entries = Object.entries(pair)
    return entries.length > 0 && entries.every(([key, value]) => values.get(key) === value)
  })
}

/**
 * UTM pairs from one setting: pairs separated by ';', each a query string.
 *
 * @example
 * utmPairsOf('utm_source=yandex&utm_medium=cpc;utm_source=mail')
 * // [{ utm_source: 'yandex', utm_medium: 'cpc' }, { utm_source: 'mail' }]
 */
export function utmPairsOf(setting: string | null | undefined): UtmPair[] {
  if (!setting) return []
  return setting
    .split(';')
    .map((pair) => Object.fromEntries(new URLSearchParams(pair.trim())))
    .filter((pair) => Object.keys(pair).length > 0)
}
