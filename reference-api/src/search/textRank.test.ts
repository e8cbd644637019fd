// ts_rank of an AND query for a tsvector holding fewer than two of its words is known without
// reading positions (the search index skips rank_and for such matches): it is what textRank says.
import { describe, expect, it } from 'vitest'
import { parseTsvector, textRank, unpairedRank } from './textRank'

describe('unpairedRank', () => {
  const query = [
    { word: 'крем', prefix: false },
    { word: 'п', prefix: false },
    { word: 'рук', prefix: true },
  ]

  it('is the rank of a tsvector with one of the words, none of them, or no lexemes at all', () => {
    for (const vector of ["'крем':1A 'детск':2A", "'гел':1A 'душ':3A", "'крем':1A,4B 'ног':3A", ''])
      expect(unpairedRank(parseTsvector(vector)), vector).toBe(
        textRank(parseTsvector(vector), query),
      )
    expect(unpairedRank([])).toBe(0)
  })

  it('differs from the rank of a tsvector with two of the words (their positions pair)', () => {
    const vector = parseTsvector("'крем':1A 'рук':3A")
    expect(textRank(vector, query)).toBeGreaterThan(unpairedRank(vector))
  })
})
