// The catalogue aggregate cache keeps what is read often while the long tail passes through it.
import { describe, expect, it } from 'vitest'
import type { Database } from '../db'
import { cachedAggregate, MAX_ENTRIES } from './aggregateCache'

describe('cachedAggregate', () => {
  it('evicts the least recently used entry, not the oldest one still read', async () => {
    const ctx = { db: {} as Database, now: new Date('2026-11-26T12:00:00Z') }
    let computed = 0
    const popular = () =>
      cachedAggregate(ctx, 'popular', async () => {
        computed++
        return 42
      })
    expect(await popular()).toBe(42)
    // The long tail: twice the cache's size of distinct keys, the popular one read in between.
    for (let i = 0; i < MAX_ENTRIES * 2; i++) {
      await cachedAggregate(ctx, `tail-${i}`, async () => i)
      if (i % 1000 === 0) expect(await popular()).toBe(42)
    }
    expect(await popular()).toBe(42)
    expect(computed).toBe(1)
    // A key of the tail read once long ago is gone.
    let recomputed = false
    await cachedAggregate(ctx, 'tail-0', async () => {
      recomputed = true
      return 0
    })
    expect(recomputed).toBe(true)
  })
})
