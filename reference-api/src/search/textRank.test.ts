// ts_rank of an AND query for a tsvector holding fewer than two of its words is known without
// reading positions (the search index skips rank_and for such matches): it is what textRank says.
import { describe, expect, it } from 'vitest'
import { parseTsvector, rankAndIn, sortedUnique, textRank, unpairedRank } from './textRank'

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

describe('rankAndIn', () => {
  it("ranks as textRank does, given where each word's entries are in the lexemes", () => {
    const query = [
      { word: 'крем', prefix: false },
      { word: 'лиц', prefix: true },
    ]
    const words = sortedUnique(query)
    const vectors = [
      "'дневн':6B 'крем':1A,5B 'лиц':3A 'лицев':7C 'увлажня':2A",
      "'крем':1A 'лиц':9A",
      "'крем':2A,4A 'лица':1A,7B 'ног':3A",
      "'лиц':1A",
    ]
    for (const text of vectors) {
      const lexemes = parseTsvector(text)
      // Each word's entries: where the sorted lexemes it finds start and end.
      const from = new Uint16Array(words.length)
      const to = new Uint16Array(words.length)
      words.forEach((word, k) => {
        const at = lexemes.map((l) =>
          word.prefix ? l.word.startsWith(word.word) : l.word === word.word,
        )
        from[k] = Math.max(0, at.indexOf(true))
        to[k] = at.lastIndexOf(true) + 1
      })
      expect(rankAndIn(lexemes, words.length, from, to, 0, 1), text).toBe(textRank(lexemes, query))
    }
  })
})
