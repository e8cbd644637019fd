// The realistic mix for `npm run bench:api -- --mix` (or BENCH_MIX=1): one run in which the four
// hot operations come interleaved, as a shop's traffic does, and each item's popularity follows a
// Zipf curve: a few products, category pages and typed prefixes are asked again and again (the
// response cache answers their repeats), and the long tail is asked once or twice. The items are
// the long-tail lists (bench/longTail.ts); the draws are seeded, so every run sends the same
// requests in the same order.
import { createRandom } from '../src/seed/random'
import type { DistinctScenario } from './longTail'

/** Each operation's share of the requests (updateCart: one guest's cart per connection). */
export const MIX_SHARES: Readonly<Record<string, number>> = {
  ProductPage: 0.35,
  CatalogPage: 0.25,
  searchAutocomplete: 0.35,
  updateCart: 0.05,
}

/**
 * Draws ranks 0…n−1 with P(k) proportional to 1 / (k + 1)^s: with s = 1 and 8 000 items, the first
 * item is about 10 % of the draws, the first 100 about half.
 */
export function zipfRanks(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n)
  let sum = 0
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s
    cumulative[k] = sum
  }
  return () => {
    const target = random() * sum
    let low = 0
    let high = n - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((cumulative[middle] as number) < target) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** One drawn request: a read's body, or a write made for the connection that sends it. */
export type MixRequest =
  | { operation: string; body: string }
  | { operation: string; perConnection: (connection: number, count: number) => string }

/**
 * The mix over the long-tail scenarios: `next()` draws the operation by its share, then the item
 * by its Zipf rank in that operation's list (the lists are shuffled, so popularity does not follow
 * a category or a name). Writes are each connection's own (its cart), as in the long tail.
 */
export function realisticMix(
  scenarios: readonly DistinctScenario[],
  options: { s: number; seed: number; shares?: Readonly<Record<string, number>> },
) {
  const random = createRandom(options.seed).next
  const shares = options.shares ?? MIX_SHARES
  const kinds = scenarios
    .filter((scenario) => (shares[scenario.name] ?? 0) > 0)
    .map((scenario) => ({
      scenario,
      share: shares[scenario.name] as number,
      rank: scenario.perConnection ? null : zipfRanks(scenario.bodies.length, options.s, random),
    }))
  const total = kinds.reduce((sum, kind) => sum + kind.share, 0)
  return {
    operations: kinds.map((kind) => kind.scenario.name),
    next(): MixRequest {
      const pick = random() * total
      let kind = kinds.at(-1) as (typeof kinds)[0]
      let below = 0
      for (const candidate of kinds) {
        below += candidate.share
        if (pick < below) {
          kind = candidate
          break
        }
      }
      const { scenario, rank } = kind
      if (scenario.perConnection)
        return { operation: scenario.name, perConnection: scenario.perConnection }
      return { operation: scenario.name, body: scenario.bodies[(rank as () => number)()] as string }
    },
  }
}
