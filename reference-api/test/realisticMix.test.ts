// The realistic mix of `npm run bench:api -- --mix`: the operations come by their shares and the
// items by a Zipf curve, the same draws on every run.
import { describe, expect, it } from 'vitest'
import type { DistinctScenario } from '../bench/longTail'
import { MIX_SHARES, realisticMix, zipfRanks } from '../bench/realisticMix'
import { createRandom } from '../src/seed/random'

const scenario = (name: string, size: number): DistinctScenario => ({
  name,
  warmUp: 0,
  bodies: Array.from({ length: size }, (_, i) => `${name}-${i}`),
})
const scenarios: DistinctScenario[] = [
  scenario('ProductPage', 8_000),
  scenario('CatalogPage', 8_000),
  scenario('searchAutocomplete', 8_000),
  { name: 'updateCart', warmUp: 0, bodies: [], perConnection: (c, n) => `cart-${c}-${n}` },
]

describe('realistic mix', () => {
  it('draws ranks by 1/(k+1): over 8 000 items the first is about a tenth, the first 100 about half', () => {
    const rank = zipfRanks(8_000, 1, createRandom(3).next)
    const draws = Array.from({ length: 100_000 }, rank)
    const share = (test: (k: number) => boolean) => draws.filter(test).length / draws.length
    // H(8000) ≈ 9.56 and H(100) ≈ 5.19: 1 / 9.56 ≈ 0.105 and 5.19 / 9.56 ≈ 0.54.
    expect(share((k) => k === 0)).toBeCloseTo(0.105, 2)
    expect(share((k) => k < 100)).toBeGreaterThan(0.52)
    expect(share((k) => k < 100)).toBeLessThan(0.56)
    // The tail is asked too: over a thousand distinct ranks past the first hundred.
    expect(new Set(draws.filter((k) => k >= 100)).size).toBeGreaterThan(1_000)
  })

  it('sends each operation at its share, and a write as the connection’s own', () => {
    const mix = realisticMix(scenarios, { s: 1, seed: 5 })
    const counts = new Map<string, number>()
    let write: ((c: number, n: number) => string) | undefined
    for (let i = 0; i < 50_000; i++) {
      const request = mix.next()
      counts.set(request.operation, (counts.get(request.operation) ?? 0) + 1)
      if ('perConnection' in request) write = request.perConnection
      else expect(request.body.startsWith(request.operation)).toBe(true)
    }
    for (const [name, share] of Object.entries(MIX_SHARES))
      expect((counts.get(name) ?? 0) / 50_000).toBeCloseTo(share, 1)
    expect(write?.(2, 7)).toBe('cart-2-7')
  })

  it('draws the same requests on every run with the same seed', () => {
    const sequence = (seed: number) => {
      const mix = realisticMix(scenarios, { s: 1, seed })
      return Array.from({ length: 200 }, () => {
        const request = mix.next()
        return 'body' in request ? request.body : request.operation
      })
    }
    expect(sequence(11)).toEqual(sequence(11))
    expect(sequence(11)).not.toEqual(sequence(12))
  })
})
