import { describe, expect, it } from 'vitest'
import { createRandom, hash32, hashInts } from './random'

describe('createRandom', () => {
  it('repeats the same stream for the same seed', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    )
  })

  it('differs between seeds', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next())
  })

  it('keeps int within its bounds, both included', () => {
    const random = createRandom(7)
    const seen = new Set<number>()
    for (let i = 0; i < 500; i++) seen.add(random.int(1, 3))
    expect([...seen].sort()).toEqual([1, 2, 3])
  })

  it('forks child streams that depend only on the parent seed and the label', () => {
    const parent = createRandom(9)
    parent.next()
    expect(parent.fork('x').next()).toBe(createRandom(9).fork('x').next())
    expect(parent.fork('x').next()).not.toBe(parent.fork('y').next())
  })

  it('samples distinct items', () => {
    const picked = createRandom(3).sample([1, 2, 3, 4, 5], 3)
    expect(new Set(picked).size).toBe(3)
  })
})

describe('hashes', () => {
  it('are stable and sensitive to every part', () => {
    expect(hash32('a', 1)).toBe(hash32('a', 1))
    expect(hash32('a', 1)).not.toBe(hash32('a', 2))
    expect(hashInts(1, 2, 3)).toBe(hashInts(1, 2, 3))
    expect(hashInts(1, 2, 3)).not.toBe(hashInts(1, 3, 2))
  })
})
