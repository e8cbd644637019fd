// bestFirst picks exactly what sorting by the exact keys would, whatever the bounds' slack and ties.
import { describe, expect, it } from 'vitest'
import { bestFirst } from './bestFirst'

/** A fixed pseudo-random sequence, so a failure repeats. */
function numbers(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

describe('bestFirst', () => {
  it('gives the first items by exact key, ties by the tie-break, from loose bounds refined in two steps', () => {
    const random = numbers(11)
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 300)
      // Few distinct keys, so ties are common; each bound 0–2 steps above its key.
      const exact = Float32Array.from({ length: n }, () => Math.floor(random() * 8) / 4)
      const middle = exact.map((k) => k + Math.floor(random() * 3) / 4)
      const key = middle.map((k) => k + Math.floor(random() * 3) / 4)
      const step = new Uint8Array(n)
      const refine = (i: number) => {
        const steps = (step[i] as number) + 1
        step[i] = steps
        key[i] = steps === 1 ? (middle[i] as number) : (exact[i] as number)
        return steps === 2
      }
      const ahead = (a: number, b: number) => a % 7 < b % 7 || (a % 7 === b % 7 && a < b)
      const count = Math.floor(random() * 12)
      const sorted = [...exact.keys()].sort(
        (a, b) => (exact[b] as number) - (exact[a] as number) || (ahead(a, b) ? -1 : 1),
      )
      expect(bestFirst(key, ahead, refine, count)).toEqual(sorted.slice(0, count))
    }
  })

  it('refines only items whose bound can still reach the answer', () => {
    const key = Float32Array.from([5, 1, 1, 1, 1])
    const refined: number[] = []
    const top = bestFirst(
      key,
      (a, b) => a < b,
      (i) => {
        refined.push(i)
        return true
      },
      1,
    )
    expect(top).toEqual([0])
    expect(refined).toEqual([0])
  })

  it('gives the same answer with scratch buffers left dirty by earlier calls', () => {
    const random = numbers(23)
    // Larger than any round, filled with what a previous call could leave: every item exact.
    const scratch = { heap: new Int32Array(400).fill(7), exact: new Uint8Array(400).fill(1) }
    for (let round = 0; round < 100; round++) {
      const n = 1 + Math.floor(random() * 300)
      const exact = Float32Array.from({ length: n }, () => Math.floor(random() * 8) / 4)
      const bound = exact.map((k) => k + Math.floor(random() * 3) / 4)
      const rank = (given?: typeof scratch) => {
        const key = bound.slice()
        const refine = (i: number) => {
          key[i] = exact[i] as number
          return true
        }
        return bestFirst(key, (a, b) => a < b, refine, 10, given)
      }
      expect(rank(scratch)).toEqual(rank())
    }
  })
})
