// The seed's only source of randomness: a seeded PRNG (mulberry32), so the same seed gives the
// same catalogue, plus stateless hashes for per-entity decisions that must not depend on order.

/** A deterministic random stream. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  /** Uniform in [min, max). */
  float(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[]
  /** `count` distinct items in random order (all of them if there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
  /** A child stream whose values depend only on this stream's seed and `label`. */
  fork(label: string | number): Random
}

/** mulberry32: a small, fast 32-bit PRNG, good enough for test data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (items, weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0)
      let r = next() * total
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0
        if (r < 0) return items[i] as (typeof items)[number]
      }
      return items[items.length - 1] as (typeof items)[number]
    },
    shuffle: (items) => {
      const copy = items.slice()
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = tmp
      }
      return copy
    },
    sample: (items, count) => random.shuffle(items).slice(0, count),
    fork: (label) => createRandom(hash32(seed, label)),
  }
  return random
}

/** A 32-bit hash of the parts (FNV-1a over their text, then a final avalanche). */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const text = String(part)
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    h ^= 0x1f
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** A number in [0, 1) fixed by the parts: a coin that always lands the same way. */
export function unitHash(...parts: Array<string | number>): number {
  return hash32(...parts) / 4294967296
}

/**
 * A 32-bit hash of integers (murmur3 mixing): fast enough to decide millions of
 * (product, region) questions without keeping state.
 */
export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9 | 0
  for (const value of values) {
    let k = Math.imul(value | 0, 0xcc9e2d51)
    k = (k << 15) | (k >>> 17)
    k = Math.imul(k, 0x1b873593)
    h ^= k
    h = (h << 13) | (h >>> 19)
    h = (Math.imul(h, 5) + 0xe6546b64) | 0
  }
  h ^= values.length
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** A number in [0, 1) fixed by the integers. */
export function unitInts(...values: number[]): number {
  return hashInts(...values) / 4294967296
}
