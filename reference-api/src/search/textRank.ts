// PostgreSQL full text in TypeScript for the in-process search index: a product's stored tsvector
// (read once as text), a shopper's tsquery (stemmed by the database, AND of words, the last one a
// prefix), and `ts_rank` step for step in float4, so the index ranks exactly as the SQL it
// replaces. Pure functions.

/** One lexeme of a tsvector: its positions, each `position * 4 + weight` (D 0 … A 3). */
export interface Lexeme {
  word: string
  positions: number[]
}

/** One word of an AND-only tsquery. */
export interface QueryWord {
  word: string
  prefix: boolean
}

/** ts_rank's default weights of D, C, B, A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround)
const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 }

/** PostgreSQL compares lexemes by bytes: for these texts, by UTF-16 code units. */
export const compareWords = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The lexemes of a tsvector's text form (`'нурофен':1A 'таблетк':2A,7B`), in its order (sorted).
 */
export function parseTsvector(text: string): Lexeme[] {
  const lexemes: Lexeme[] = []
  const pattern = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g
  for (const match of text.matchAll(pattern)) {
    const word = (match[1] ?? '').replace(/''/g, "'")
    const positions = (match[2] ?? '')
      .split(',')
      .filter(Boolean)
      .map((item) => {
        const weight = /[A-D]$/.exec(item)?.[0] ?? 'D'
        return Number.parseInt(item, 10) * 4 + (WEIGHT_OF[weight] ?? 0)
      })
    lexemes.push({ word, positions })
  }
  return lexemes
}

/**
 * The words of a tsquery's text form when it is an AND of plain and prefix words
 * (`'парацетамол' & 'таб':*`); null for any other shape (phrases, OR, NOT, weights), which the
 * index leaves to the database. An empty query (only stop words) has no words.
 */
export function parseTsquery(text: string): QueryWord[] | null {
  const trimmed = text.trim()
  if (!trimmed) return []
  const words: QueryWord[] = []
  for (const part of trimmed.split(' & ')) {
    const match = /^'((?:[^']|'')*)'(:\*)?$/.exec(part)
    if (!match) return null
    words.push({ word: (match[1] ?? '').replace(/''/g, "'"), prefix: Boolean(match[2]) })
  }
  return words
}

/** The entries of a sorted lexeme list a query word finds (find_wordentry). */
function entriesOf(lexemes: readonly Lexeme[], item: QueryWord): Lexeme[] {
  const low = lowerBound(lexemes, item.word)
  if (!item.prefix) return lexemes[low]?.word === item.word ? [lexemes[low] as Lexeme] : []
  const found: Lexeme[] = []
  for (let i = low; i < lexemes.length && (lexemes[i] as Lexeme).word.startsWith(item.word); i++)
    found.push(lexemes[i] as Lexeme)
  return found
}

/** SortAndUniqItems: the query's words sorted as lexemes are, equal words once (the words ts_rank reads). */
export function sortedUnique(words: readonly QueryWord[]): QueryWord[] {
  const sorted = [...words].sort((a, b) => compareWords(a.word, b.word))
  return sorted.filter((word, i) => i === 0 || (sorted[i - 1] as QueryWord).word !== word.word)
}

const weightOf = (position: number) => WEIGHTS[position & 3] as number
const positionOf = (position: number) => position >> 2

const NO_DISTANCE = Math.fround(1e-30)
/** ts_rank of a non-empty tsvector where the query ranks nothing. */
const NO_RANK = Math.fround(1e-20)

/**
 * ts_rank of an AND query of two words or more (calc_rank_and) for a tsvector holding fewer than
 * two of its words: no pair of positions to rank, so 1e-20, or 0 for an empty tsvector. The search
 * index gives it without reading the tsvector to the many matches of a text found by name.
 */
export const unpairedRank = (lexemes: readonly Lexeme[]) => (lexemes.length ? NO_RANK : 0)

function wordDistance(distance: number): number {
  if (distance > 100) return NO_DISTANCE
  return Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(distance) / 1.5 - 2)))
}

/**
 * What one lexeme entry adds to calc_rank_or's sum (before the float4 addition): it depends only
 * on the entry's positions, so the search index works it out once per product and lexeme.
 */
export function entryRank(positions: readonly number[]): number {
  let resj = 0
  let wjm = -1
  let jm = 0
  positions.forEach((position, j) => {
    const weight = weightOf(position)
    resj = Math.fround(resj + Math.fround(weight / ((j + 1) * (j + 1))))
    if (weight > wjm) {
      wjm = weight
      jm = j
    }
  })
  const top = Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1))))
  return top / 1.64493406685
}

function rankOr(lexemes: readonly Lexeme[], items: readonly QueryWord[]): number {
  let res = 0
  for (const item of items)
    for (const entry of entriesOf(lexemes, item))
      res = Math.fround(res + entryRank(entry.positions))
  if (items.length > 0) res = Math.fround(res / items.length)
  return res
}

/** wordDistance of each distance up to 100 (beyond, 1e-30): worked out once, not per pair of positions. */
const WORD_DISTANCES = Float64Array.from({ length: 101 }, (_, distance) => wordDistance(distance))

/** The first of a sorted lexeme list at or after a word (find_wordentry's binary search). */
function lowerBound(lexemes: readonly Lexeme[], word: string): number {
  let low = 0
  let high = lexemes.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (compareWords((lexemes[middle] as Lexeme).word, word) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * calc_rank_and: the words' entries looked up in the lexeme list (find_wordentry), then ranked by
 * {@link rankAndOfEntries}.
 */
function rankAnd(lexemes: readonly Lexeme[], items: readonly QueryWord[]): number {
  if (items.length < 2) return rankOr(lexemes, items)
  const from = new Uint16Array(items.length)
  const to = new Uint16Array(items.length)
  items.forEach((item, k) => {
    let e = lowerBound(lexemes, item.word)
    from[k] = e
    while (e < lexemes.length) {
      const word = (lexemes[e] as Lexeme).word
      if (item.prefix ? !word.startsWith(item.word) : word !== item.word) break
      e++
      if (!item.prefix) break
    }
    to[k] = e
  })
  return rankAndOfEntries(lexemes, items.length, from, to, 0, 1)
}

/**
 * ts_rank of an AND query of two words or more for a tsvector whose entries of each word are
 * known: the search index finds them with the postings it scans, so a keystroke's thousands of
 * matches are ranked without searching their lexemes. Word k's (of the words sorted and made
 * unique as ts_rank does) are lexemes[from[k * stride + at]] up to to[k * stride + at].
 */
export function rankAndIn(
  lexemes: readonly Lexeme[],
  count: number,
  from: Uint16Array,
  to: Uint16Array,
  at: number,
  stride: number,
): number {
  if (lexemes.length === 0) return 0
  const res = rankAndOfEntries(lexemes, count, from, to, at, stride)
  return res < 0 ? NO_RANK : res
}

/**
 * calc_rank_and over the words' entries (as {@link rankAndIn} gives them). Ranking a keystroke's
 * matches runs it for thousands of products, so it reads word distances from a table; the float4
 * arithmetic is the same, step for step. -1 when no pair of positions ranks.
 */
function rankAndOfEntries(
  lexemes: readonly Lexeme[],
  count: number,
  from: Uint16Array,
  to: Uint16Array,
  at: number,
  stride: number,
): number {
  const pos: (number[] | undefined)[] = new Array(count)
  let res = -1
  for (let i = 0; i < count; i++) {
    const end = to[i * stride + at] as number
    for (let e = from[i * stride + at] as number; e < end; e++) {
      const post = (lexemes[e] as Lexeme).positions
      pos[i] = post
      for (let k = 0; k < i; k++) {
        const ct = pos[k]
        if (!ct) continue
        for (let a = 0; a < post.length; a++) {
          const l = post[a] as number
          for (let b = 0; b < ct.length; b++) {
            const p = ct[b] as number
            const distance = Math.abs(positionOf(l) - positionOf(p))
            if (!distance) continue
            const near = distance > 100 ? NO_DISTANCE : (WORD_DISTANCES[distance] as number)
            const product = Math.fround(Math.fround(weightOf(l) * weightOf(p)) * near)
            const curw = Math.fround(Math.sqrt(product))
            res = res < 0 ? curw : Math.fround(1.0 - (1.0 - res) * (1.0 - curw))
          }
        }
      }
    }
  }
  return res
}

/** `ts_rank(tsvector, tsquery)` with the default weights and no normalisation (calc_rank). */
export function textRank(lexemes: readonly Lexeme[], words: readonly QueryWord[]): number {
  return rankerOf(words)(lexemes)
}

/**
 * {@link textRank} of one query for many tsvectors: the query's words are sorted and made unique
 * once, not per product.
 */
export function rankerOf(words: readonly QueryWord[]): (lexemes: readonly Lexeme[]) => number {
  const items = sortedUnique(words)
  const and = words.length > 1
  return (lexemes) => {
    if (lexemes.length === 0 || words.length === 0) return 0
    let res = and ? rankAnd(lexemes, items) : rankOr(lexemes, items)
    if (res < 0) res = NO_RANK
    return res
  }
}
