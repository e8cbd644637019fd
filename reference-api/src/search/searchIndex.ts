// The in-process search index: what a keystroke needs, kept in memory per database so the search
// box and the text filters answer without scanning products in SQL. Built from one read of the
// catalogue (names, popularity, forms, brands, MNNs and each product's stored tsvector, normalised
// and stemmed by PostgreSQL at seed time) plus the name trigrams; it answers exactly what the SQL
// of textMatch.ts and bestMatches.ts answers (same matches, same float4 ranking, same order),
// because it computes the same functions (src/search/textRank.ts, src/search/trigrams.ts).
// The catalogue's names and regional assortment are written only by the seed, so one build serves
// until the process ends; `forgetSearchIndex` drops it (a reseed in tests).

import { LRUCache } from 'lru-cache'
import type { ApiContext } from '../context'
import type { Database } from '../db'
import { sharedDatabase } from '../db/tracedDatabase'
import { type BestFirstScratch, bestFirst } from './bestFirst'
import {
  compareWords,
  entryRank,
  type Lexeme,
  parseTsvector,
  type QueryWord,
  rankAndIn,
  rankerOf,
  sortedUnique,
  unpairedRank,
} from './textRank'
import {
  NameTrigramList,
  SIMILARITY_THRESHOLD,
  similarityOfCounts,
  TextTrigrams,
  TrigramDictionary,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarityOf,
} from './trigrams'

/** How a text finds products (TextMatch of productQuery.ts, its tsquery words read). */
export interface IndexedTextMatch {
  fullText: string
  mnnIds: number[]
  brandIds: number[]
  byName: boolean
  /** The tsquery's words as PostgreSQL stemmed them; null for a shape left to SQL. */
  words?: QueryWord[] | null
}

/** One page of best matches, with the total and the forms found most. */
export interface IndexedMatches {
  ids: number[]
  total: number
  forms: { form: string; count: number }[]
}

interface SearchTerm {
  term: string
  lowered: string
  weight: number
  trigrams: number[]
  distinct: number[]
}

/** The popular search terms a box shows at most per text (TERMS_SQL's LIMIT). */
const TERMS_FOUND = 10

/**
 * The products a full-text query finds (positions, ascending) and, for a one-word query (most
 * keystrokes), each one's ts_rank beside it, summed from the postings' precomputed parts as it
 * scans. Lists, not a mark per product: a keystroke then counts, lists and ranks its matches
 * without walking the whole catalogue again for each.
 */
interface FullTextHits {
  found: Int32Array
  ranks: Float32Array | null
}

/**
 * A list's first `count` positions, ascending: sorted when they are few, else read off `has`
 * (the products they mark) in catalogue order, which costs less than sorting thousands.
 */
function ascending(list: Int32Array, count: number, has: Uint8Array | Uint16Array, value: number) {
  if (count * 16 < has.length) return list.slice(0, count).sort()
  const out = new Int32Array(count)
  let at = 0
  for (let p = 0; p < has.length && at < count; p++) if (has[p] === value) out[at++] = p
  return out
}

/**
 * Texts whose scans are kept: one keystroke's match, ids, count and page (and its terms' counts)
 * share one scan of the postings instead of four. A few hundred kB each at 50,000 products.
 */
const RECENT_SCANS = 16
/** Counts kept per (region, text): the popular terms of the box recur on every keystroke. */
const COUNTS_KEPT = 4096
/** Matching ids kept across texts, in all (about 8 bytes each). */
const IDS_KEPT = 1_000_000

/**
 * bestMatches' arrays, one slot per found product, reused by every keystroke: the ranking reads
 * and writes them within one synchronous stretch (after its only await), so no two share them.
 */
interface RankScratch {
  found: Int32Array
  shared: Uint16Array
  rank: Float32Array
  bound: Float32Array
  key: Float32Array
  step: Uint8Array
  tie: Int32Array
  best: BestFirstScratch
}

/** What decides a text's matching products (the cache key of a scan). */
const matchKey = (text: string, match: IndexedTextMatch & { words: QueryWord[] }) =>
  JSON.stringify([
    match.byName ? text : '',
    match.fullText ? match.words : null,
    match.mnnIds,
    match.brandIds,
  ])

export class SearchIndex {
  private readonly ids: Int32Array
  private readonly popularity: Int32Array
  /**
   * Each product's place in the order that breaks ties of relevance (popularity, then id): one
   * comparison of integers where best-first compares thousands of tied matches per keystroke.
   */
  private readonly tieOrder: Int32Array
  /** Each product's form, as an index into formNames. */
  private readonly formOf: Int32Array
  private readonly formNames: string[] = []
  /** The products (positions) of each brand and of each MNN: a text naming one marks them directly. */
  private readonly byBrand = new Map<number, number[]>()
  private readonly byMnn = new Map<number, number[]>()
  private readonly lexemes: Lexeme[][]
  private readonly nameTrigrams: NameTrigramList
  private readonly position = new Map<number, number>()
  /** Every lexeme of the catalogue, sorted, with the products (positions) that have it. */
  private readonly words: string[]
  private readonly postings: Int32Array[]
  /** Beside each posting, what its lexeme entry adds to a one-word query's ts_rank (entryRank). */
  private readonly postingRanks: Float64Array[]
  /** Beside each posting, the entry's place in the product's lexemes. */
  private readonly postingEntries: Uint16Array[]
  private readonly trigramPostings: Int32Array[]
  private readonly dictionary = new TrigramDictionary()
  private readonly terms: SearchTerm[]
  /** The popular terms' trigrams, packed in the order of terms (their word similarity to a text). */
  private readonly termTrigrams: NameTrigramList
  private readonly mnns: NamedTrigrams[]
  private readonly brands: NamedTrigrams[]
  private readonly regions = new Map<string, Promise<Uint8Array>>()
  private readonly recentHits = new LRUCache<string, FullTextHits>({ max: RECENT_SCANS })
  /** Matching products (positions, ascending) of recent texts. */
  private readonly recentMatches = new LRUCache<string, Int32Array>({ max: RECENT_SCANS })
  private readonly counts = new LRUCache<string, number>({ max: COUNTS_KEPT })
  /** How many products each recent text matches in any region. */
  private readonly matchedCounts = new LRUCache<string, number>({ max: COUNTS_KEPT })
  /** Matching ids of recent texts: the box's terms are matched again on every keystroke. */
  private readonly recentIds = new LRUCache<string, number[]>({
    maxSize: IDS_KEPT,
    sizeCalculation: (ids) => ids.length + 1,
  })
  private readonly sharedScratch: Uint16Array
  private readonly hitsScratch: Uint16Array
  private readonly hadScratch: Uint8Array
  /**
   * A scan's marks (how many of the query's words each product has so far, or whether it is
   * found) and ranks per product, and the products it touched: all zero between scans, cleared
   * through the touched list, so a scan costs its postings, not the catalogue.
   */
  private readonly scanMarks: Uint16Array
  private readonly scanRanks: Float32Array
  private readonly touched: Int32Array
  /** bestMatches' arrays per found product, sized for the whole catalogue on its first call. */
  private rankScratch: RankScratch | null = null
  /** marksOf's marks, cleared after each use (unmark). */
  private marksScratch = new Uint8Array(0)
  private entriesFrom = new Uint16Array(0)
  private entriesTo = new Uint16Array(0)
  /** Distinct trigrams of a product name, on average. */
  private readonly trigramsPerName: number

  constructor(
    private readonly ctx: Pick<ApiContext, 'exec'>,
    rows: readonly ProductRow[],
    terms: readonly { term: string; weight: number }[],
    names: { mnns: readonly NamedRow[]; brands: readonly NamedRow[] },
  ) {
    const n = rows.length
    this.ids = new Int32Array(n)
    this.popularity = new Int32Array(n)
    this.formOf = new Int32Array(n)
    const formIds = new Map<string, number>()
    this.lexemes = []
    const nameTrigrams: number[][] = []
    this.sharedScratch = new Uint16Array(n)
    this.hitsScratch = new Uint16Array(n)
    this.hadScratch = new Uint8Array(n)
    this.scanMarks = new Uint16Array(n)
    this.scanRanks = new Float32Array(n)
    this.touched = new Int32Array(n)
    const byWord = new Map<string, { products: number[]; ranks: number[]; entries: number[] }>()
    const byTrigram: number[][] = []
    rows.forEach((row, i) => {
      this.ids[i] = Number(row.id)
      this.position.set(Number(row.id), i)
      this.popularity[i] = Number(row.popularity)
      productsOf(this.byBrand, Number(row.brand_id)).push(i)
      if (row.mnn_id !== null) productsOf(this.byMnn, Number(row.mnn_id)).push(i)
      let form = formIds.get(row.form)
      if (form === undefined) {
        form = this.formNames.length
        formIds.set(row.form, form)
        this.formNames.push(row.form)
      }
      this.formOf[i] = form
      const lexemes = parseTsvector(row.vector)
      this.lexemes.push(lexemes)
      lexemes.forEach((lexeme, entry) => {
        let list = byWord.get(lexeme.word)
        if (!list) {
          list = { products: [], ranks: [], entries: [] }
          byWord.set(lexeme.word, list)
        }
        list.products.push(i)
        list.ranks.push(entryRank(lexeme.positions))
        list.entries.push(entry)
      })
      const trigrams = this.dictionary.trigrams(row.name, true)
      nameTrigrams.push(trigrams)
      for (const id of new Set(trigrams)) {
        const list = byTrigram[id]
        if (list) list.push(i)
        else byTrigram[id] = [i]
      }
    })
    const tied = Array.from({ length: n }, (_, p) => p).sort(
      (p, q) =>
        (this.popularity[q] as number) - (this.popularity[p] as number) ||
        (this.ids[p] as number) - (this.ids[q] as number),
    )
    this.tieOrder = new Int32Array(n)
    tied.forEach((p, place) => {
      this.tieOrder[p] = place
    })
    this.words = [...byWord.keys()].sort(compareWords)
    this.postings = this.words.map((word) => Int32Array.from(byWord.get(word)?.products ?? []))
    this.postingRanks = this.words.map((word) => Float64Array.from(byWord.get(word)?.ranks ?? []))
    this.postingEntries = this.words.map((word) =>
      Uint16Array.from(byWord.get(word)?.entries ?? []),
    )
    this.trigramPostings = byTrigram.map((list) => Int32Array.from(list ?? []))
    this.nameTrigrams = new NameTrigramList(nameTrigrams)
    let distinctTrigrams = 0
    for (const count of this.nameTrigrams.distinctCounts) distinctTrigrams += count
    this.trigramsPerName = n ? distinctTrigrams / n : 0
    this.terms = terms.map((row) => {
      const trigrams = this.dictionary.trigrams(row.term, true)
      return {
        term: row.term,
        lowered: row.term.toLowerCase(),
        weight: Number(row.weight),
        trigrams,
        distinct: [...new Set(trigrams)],
      }
    })
    this.termTrigrams = new NameTrigramList(this.terms.map((term) => term.trigrams))
    const named = (list: readonly NamedRow[]) =>
      list
        .map((row) => {
          const trigrams = this.dictionary.trigrams(row.name, true)
          return { id: Number(row.id), trigrams, distinct: [...new Set(trigrams)] }
        })
        .sort((a, b) => a.id - b.id)
    this.mnns = named(names.mnns)
    this.brands = named(names.brands)
  }

  /**
   * A text's match as lookUpTextMatchesInSql works it out: the MNNs and brands named like it
   * (when `fuzzy`: trigram similarity over 0.35 or word similarity of the name in the text over
   * 0.5), and, naming none, whether its full text finds any product (if not, names decide).
   */
  textMatch(
    text: string,
    fullText: string,
    words: QueryWord[],
    fuzzy: boolean,
  ): IndexedTextMatch & { words: QueryWord[] } {
    const trigrams = this.dictionary.trigrams(text)
    const inText = this.marksOf(trigrams)
    const distinct = new Set(trigrams).size
    // Both similarities are at most the share of the name's trigrams found in the text: a name
    // with 0.35 of them or fewer can pass neither test, and is not compared.
    const like = (list: NamedTrigrams[]) =>
      fuzzy
        ? list
            .filter((row) => {
              let shared = 0
              for (const id of row.distinct) shared += inText[id] as number
              if (!row.distinct.length || shared / row.distinct.length <= 0.35) return false
              // The text's unseen trigrams are in no name: the marked ones are all they share.
              if (similarityOfCounts(shared, row.distinct.length, distinct) > 0.35) return true
              // The name's word similarity in the text is at most that share too: at 0.5 or under,
              // it cannot pass, and the (dear) extent search is skipped.
              return (
                shared / row.distinct.length > 0.5 && wordSimilarityOf(row.trigrams, trigrams) > 0.5
              )
            })
            .map((row) => row.id)
        : []
    let mnnIds: number[]
    let brandIds: number[]
    try {
      mnnIds = like(this.mnns)
      brandIds = like(this.brands)
    } finally {
      this.unmark(trigrams)
    }
    if (mnnIds.length || brandIds.length)
      return { fullText, mnnIds, brandIds, byName: false, words }
    const found = fullText ? this.fullTextHits(words).found.length > 0 : false
    return { fullText, mnnIds, brandIds, byName: !found, words }
  }

  /** Whether the index can answer a text match: its tsquery is an AND of words. */
  answers(match: IndexedTextMatch): match is IndexedTextMatch & { words: QueryWord[] } {
    return Array.isArray(match.words)
  }

  /**
   * Products of the catalogue (positions) with the full-text query's every word; for one word, with
   * its ts_rank too: rankOr's float4 sum over the product's lexemes the word finds, in lexeme
   * order, which is the order the postings are scanned in.
   */
  private fullTextHits(words: readonly QueryWord[]): FullTextHits {
    const key = JSON.stringify(words)
    const kept = this.recentHits.get(key)
    if (kept) return kept
    // How many of the words each product has so far (a product counts once per word, however
    // many of its lexemes the prefix finds), and the products the first word finds.
    const marks = this.scanMarks
    const sums = this.scanRanks
    const touched = this.touched
    const one = words.length === 1
    let count = 0
    words.forEach((word, k) => {
      const [from, to] = this.lexemesOf(word)
      for (let w = from; w < to; w++) {
        const postings = this.postings[w] as Int32Array
        const parts = this.postingRanks[w] as Float64Array
        for (let i = 0; i < postings.length; i++) {
          const p = postings[i] as number
          if (marks[p] === k) {
            marks[p] = k + 1
            if (k === 0) touched[count++] = p
          }
          // Stored as float4, as rankOr adds: Math.fround of the sum.
          if (one) sums[p] = (sums[p] as number) + (parts[i] as number)
        }
      }
    })
    // The products with every word, kept at the front of touched.
    let all = 0
    for (let i = 0; i < count; i++) {
      const p = touched[i] as number
      if (marks[p] === words.length) touched[all++] = p
      else marks[p] = 0
    }
    const found = ascending(touched, all, marks, words.length)
    let ranks: Float32Array | null = null
    if (one) {
      ranks = new Float32Array(all)
      for (let i = 0; i < all; i++) {
        const p = found[i] as number
        ranks[i] = sums[p] as number
        sums[p] = 0
      }
    }
    for (let i = 0; i < all; i++) marks[found[i] as number] = 0
    const hits = { found, ranks }
    this.recentHits.set(key, hits)
    return hits
  }

  /** The catalogue's lexemes a query word finds (indexes into words, from and to). */
  private lexemesOf(word: QueryWord): [number, number] {
    let low = 0
    let high = this.words.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compareWords(this.words[middle] as string, word.word) < 0) low = middle + 1
      else high = middle
    }
    let to = low
    while (to < this.words.length) {
      const lexeme = this.words[to] as string
      if (word.prefix ? !lexeme.startsWith(word.word) : lexeme !== word.word) break
      to++
    }
    return [low, to]
  }

  /**
   * Each product's entries of the query's words (the words ts_rank pairs: sortedUnique), found by
   * scanning their postings: word k's are from[k * n + p] up to to[k * n + p] of product p's
   * lexemes, and `had` counts the words each product has. Scratch arrays, read before the next call.
   */
  private wordEntries(words: readonly QueryWord[]): {
    count: number
    had: Uint8Array
    from: Uint16Array
    to: Uint16Array
  } {
    const n = this.ids.length
    const items = sortedUnique(words)
    const size = items.length * n
    if (this.entriesFrom.length < size) {
      this.entriesFrom = new Uint16Array(size)
      this.entriesTo = new Uint16Array(size)
    }
    const from = this.entriesFrom
    const to = this.entriesTo
    from.fill(0, 0, size)
    to.fill(0, 0, size)
    const had = this.hadScratch
    const last = this.hitsScratch
    had.fill(0)
    last.fill(0)
    items.forEach((word, k) => {
      const [first, end] = this.lexemesOf(word)
      for (let w = first; w < end; w++) {
        const postings = this.postings[w] as Int32Array
        const entries = this.postingEntries[w] as Uint16Array
        for (let i = 0; i < postings.length; i++) {
          const p = postings[i] as number
          const entry = entries[i] as number
          // The catalogue's lexemes are scanned in order, as each product's are sorted: a word's
          // first entry in a product is where its entries start.
          if (last[p] !== k + 1) {
            last[p] = k + 1
            had[p] = Math.min(255, (had[p] as number) + 1)
            from[k * n + p] = entry
          }
          to[k * n + p] = entry + 1
        }
      }
    })
    return { count: items.length, had, from, to }
  }

  /**
   * Which trigram ids a text has (1) and has not (0), by id: names' trigrams are looked up in an
   * array, not a set, thousands of times per keystroke. A text's unseen (negative) ids are in no name.
   */
  private marksOf(text: readonly number[]): Uint8Array {
    // One buffer, cleared by unmark once read (no await in between): no allocation per keystroke.
    if (this.marksScratch.length < this.dictionary.size)
      this.marksScratch = new Uint8Array(this.dictionary.size)
    const marks = this.marksScratch
    for (const id of text) if (id >= 0) marks[id] = 1
    return marks
  }

  /** Clears the marks {@link marksOf} set for the same text. */
  private unmark(text: readonly number[]): void {
    for (const id of text) if (id >= 0) this.marksScratch[id] = 0
  }

  /**
   * The products (positions) whose names have at least `share` of the text's distinct trigrams
   * (as float4, the bound word similarity is compared by), in ascending order.
   */
  private namesSharing(text: readonly number[], share: number): number[] {
    const distinct = new Set(text)
    const ulen1 = distinct.size
    if (!ulen1) return []
    let enough = 1
    while (enough <= ulen1 && Math.fround(enough / ulen1) < share) enough++
    const shared = this.sharedScratch
    shared.fill(0)
    for (const id of distinct) {
      const postings = id < 0 ? undefined : this.trigramPostings[id]
      if (!postings) continue
      for (let i = 0; i < postings.length; i++) {
        const p = postings[i] as number
        shared[p] = (shared[p] as number) + 1
      }
    }
    // In catalogue order, so their names' packed trigrams are then read front to back.
    const found: number[] = []
    for (let p = 0; p < shared.length; p++) if ((shared[p] as number) >= enough) found.push(p)
    return found
  }

  /** How many distinct trigrams of the text each product's name has (an upper bound's count). */
  private sharedTrigrams(text: readonly number[]): Uint16Array {
    // One buffer, read before the next call (no await in between): no 100 kB per keystroke.
    const shared = this.sharedScratch
    shared.fill(0)
    for (const id of new Set(text)) {
      if (id < 0) continue
      const postings = this.trigramPostings[id]
      if (!postings) continue
      for (let i = 0; i < postings.length; i++) {
        const p = postings[i] as number
        shared[p] = (shared[p] as number) + 1
      }
    }
    return shared
  }

  /**
   * {@link sharedTrigrams} for the found products only (into `out`, by their index in `found`):
   * through the trigrams' postings when they are shorter than the found names' trigrams, else
   * name by name.
   */
  private sharedTrigramsOf(text: readonly number[], found: Int32Array, out: Uint16Array): void {
    const ids = [...new Set(text)].filter((id) => id >= 0)
    let postings = 0
    for (const id of ids) postings += this.trigramPostings[id]?.length ?? 0
    if (postings <= found.length * this.trigramsPerName) {
      const shared = this.sharedTrigrams(text)
      for (let i = 0; i < found.length; i++) out[i] = shared[found[i] as number] as number
      return
    }
    const inText = this.marksOf(ids)
    try {
      for (let i = 0; i < found.length; i++)
        out[i] = this.nameTrigrams.sharedWith(found[i] as number, inText)
    } finally {
      this.unmark(ids)
    }
  }

  /**
   * Positions of the products a text matches, in any region (textMatchSql's condition), ascending.
   */
  private matching(text: string, match: IndexedTextMatch & { words: QueryWord[] }): Int32Array {
    const key = matchKey(text, match)
    const kept = this.recentMatches.get(key)
    if (kept) return kept
    const found = this.matchingNow(text, match)
    this.recentMatches.set(key, found)
    return found
  }

  /** {@link matching} worked out (its answer is shared: read it, never write it). */
  private matchingNow(text: string, match: IndexedTextMatch & { words: QueryWord[] }): Int32Array {
    const onlyFullText = !match.mnnIds.length && !match.brandIds.length && !match.byName
    if (match.fullText && onlyFullText) return this.fullTextHits(match.words).found
    // The union of the branches: marked as found, listed in touched, cleared after.
    const marks = this.scanMarks
    const touched = this.touched
    let count = 0
    const add = (p: number) => {
      if (marks[p] === 0) {
        marks[p] = 1
        touched[count++] = p
      }
    }
    if (match.fullText) for (const p of this.fullTextHits(match.words).found) add(p)
    for (const id of match.mnnIds) for (const p of this.byMnn.get(id) ?? []) add(p)
    for (const id of match.brandIds) for (const p of this.byBrand.get(id) ?? []) add(p)
    if (match.byName) {
      // `text <% name`: word similarity at least the threshold, which needs that share of the
      // text's trigrams in the name at least; only names with that many are compared.
      const trigrams = this.dictionary.trigrams(text)
      const typed = new TextTrigrams(trigrams, this.dictionary.size)
      for (const p of this.namesSharing(trigrams, WORD_SIMILARITY_THRESHOLD))
        if (marks[p] === 0 && typed.reaches(this.nameTrigrams, p, WORD_SIMILARITY_THRESHOLD)) add(p)
    }
    const found = ascending(touched, count, marks, 1)
    for (let i = 0; i < count; i++) marks[found[i] as number] = 0
    return found
  }

  /** The ids of the products a text matches in any region, ascending. */
  matchingIds(text: string, match: IndexedTextMatch & { words: QueryWord[] }): number[] {
    return this.fewMatchingIds(text, match, Number.POSITIVE_INFINITY) ?? []
  }

  /**
   * {@link matchingIds} when the text matches `atMost` products or fewer; null when more (they
   * are counted, not listed: a short text matches thousands).
   */
  fewMatchingIds(
    text: string,
    match: IndexedTextMatch & { words: QueryWord[] },
    atMost: number,
  ): number[] | null {
    const key = matchKey(text, match)
    const kept = this.recentIds.get(key)
    if (kept) return kept.length <= atMost ? [...kept] : null
    // The box's suggested terms come back on every keystroke: how many each matches is kept, so
    // a term matching thousands is not matched again to learn it.
    const many = this.matchedCounts.get(key)
    if (many !== undefined && many > atMost) return null
    const found = this.matching(text, match)
    this.matchedCounts.set(key, found.length)
    if (found.length > atMost) return null
    const ids: number[] = []
    for (const p of found) ids.push(this.ids[p] as number)
    ids.sort((a, b) => a - b)
    this.recentIds.set(key, ids)
    return [...ids]
  }

  /** Products with a price in the region (the regional assortment), read once per region. */
  private inRegion(regionId: string): Promise<Uint8Array> {
    let pending = this.regions.get(regionId)
    if (!pending) {
      pending = this.ctx
        .exec<{ product_id: number | string }>(
          'SELECT DISTINCT product_id FROM product_prices WHERE region_id = $1',
          [regionId],
        )
        .then((rows) => {
          const mark = new Uint8Array(this.ids.length)
          for (const row of rows) {
            const p = this.position.get(Number(row.product_id))
            if (p !== undefined) mark[p] = 1
          }
          return mark
        })
      this.regions.set(regionId, pending)
      pending.catch(() => this.regions.delete(regionId))
    }
    return pending
  }

  /** How many products of the region a text matches. */
  async count(
    regionId: string,
    text: string,
    match: IndexedTextMatch & { words: QueryWord[] },
  ): Promise<number> {
    const region = await this.inRegion(regionId)
    const key = `${regionId}\u0001${matchKey(text, match)}`
    const kept = this.counts.get(key)
    if (kept !== undefined) return kept
    let total = 0
    for (const p of this.matching(text, match)) total += region[p] as number
    this.counts.set(key, total)
    return total
  }

  /**
   * A page of the region's products a text matches, in findBestMatches' order: full-text rank
   * plus the word similarity of the name (float4), then popularity, then id; with the total and
   * the forms found most. Word similarity is computed only while a product can still reach the
   * page: its rank plus the share of the text's trigrams its name has bounds it from above.
   */
  async bestMatches(
    regionId: string,
    text: string,
    match: IndexedTextMatch & { words: QueryWord[] },
    options: { page: number; pageSize: number; forms?: number },
  ): Promise<IndexedMatches> {
    const region = await this.inRegion(regionId)
    const matched = this.matching(text, match)
    const scratch = this.rankScratchOf()
    let total = 0
    for (let i = 0; i < matched.length; i++) {
      const p = matched[i] as number
      if (region[p]) scratch.found[total++] = p
    }
    // Views of the scratch arrays, as long as the found products (no copy).
    const found = scratch.found.subarray(0, total)
    const forms = options.forms ? this.mostFound(found, options.forms) : []

    const offset = (options.page - 1) * options.pageSize
    const reach = offset + options.pageSize
    const trigrams = this.dictionary.trigrams(text)
    const ulen1 = new Set(trigrams).size
    const shared = scratch.shared.subarray(0, total)
    this.sharedTrigramsOf(trigrams, found, shared)
    const hits = match.fullText ? this.fullTextHits(match.words) : null
    const ranks = hits?.ranks ?? null
    const rankOf = rankerOf(match.words)
    // A ts_rank of two words or more (rank_and) is at most 1: it is worked out only for a product
    // that can reach the page with it. One word's rank is summed while scanning (ranks).
    const rankLater =
      !ranks && Boolean(match.fullText) && new Set(match.words.map((w) => w.word)).size > 1
    // A product with fewer than two of those words has no pair to rank: its rank is known (most
    // of a text matched by name, such as 'крем п', whose 'п' no product has as a word).
    const entries = rankLater ? this.wordEntries(match.words) : null
    const had = entries?.had
    const { rank, bound, step } = scratch
    const key = scratch.key.subarray(0, total)
    // One word's ranks sit beside its hits, both ascending as the found products: walked together.
    const hit = hits?.found
    let h = 0
    for (let i = 0; i < total; i++) {
      const p = found[i] as number
      bound[i] = ulen1 ? Math.fround((shared[i] as number) / ulen1) : 0
      if (had && (had[p] as number) >= 2) {
        key[i] = Math.fround(1 + (bound[i] as number))
        step[i] = 0
        continue
      }
      if (had) {
        rank[i] = unpairedRank(this.lexemes[p] as Lexeme[])
        key[i] = Math.fround((rank[i] as number) + (bound[i] as number))
        step[i] = 1
        continue
      }
      if (ranks && hit) {
        while (h < hit.length && (hit[h] as number) < p) h++
        rank[i] = h < hit.length && hit[h] === p ? (ranks[h] as number) : 0
      } else rank[i] = match.fullText ? rankOf(this.lexemes[p] as Lexeme[]) : 0
      key[i] = Math.fround((rank[i] as number) + (bound[i] as number))
      step[i] = 1
    }
    const typed = new TextTrigrams(trigrams, this.dictionary.size)
    // Relevance is the rank plus the word similarity of the name (float4, as the SQL adds them);
    // the share of the text's trigrams in the name bounds the similarity from above.
    const refine = (i: number) => {
      const p = found[i] as number
      if (step[i] === 0 && entries) {
        const { count, from, to } = entries
        rank[i] = rankAndIn(this.lexemes[p] as Lexeme[], count, from, to, p, this.ids.length)
        key[i] = Math.fround((rank[i] as number) + (bound[i] as number))
        step[i] = 1
        return false
      }
      key[i] = Math.fround((rank[i] as number) + typed.wordSimilarity(this.nameTrigrams, p))
      return true
    }
    // Popularity, then id, break ties of relevance.
    const { tie } = scratch
    for (let i = 0; i < total; i++) tie[i] = this.tieOrder[found[i] as number] as number
    const ahead = (a: number, b: number) => (tie[a] as number) < (tie[b] as number)
    const top = bestFirst(key, ahead, refine, reach, scratch.best).map((i) => found[i] as number)
    return {
      ids: top.slice(offset, reach).map((p) => this.ids[p] as number),
      total,
      forms,
    }
  }

  /** bestMatches' scratch arrays, made on its first call (a slot per product of the catalogue). */
  private rankScratchOf(): RankScratch {
    if (!this.rankScratch) {
      const n = this.ids.length
      this.rankScratch = {
        found: new Int32Array(n),
        shared: new Uint16Array(n),
        rank: new Float32Array(n),
        bound: new Float32Array(n),
        key: new Float32Array(n),
        step: new Uint8Array(n),
        tie: new Int32Array(n),
        best: { heap: new Int32Array(n), exact: new Uint8Array(n) },
      }
    }
    return this.rankScratch
  }

  /** The forms most of the found products (positions) come in, with how many, most first. */
  private mostFound(found: Int32Array, shown: number): { form: string; count: number }[] {
    const counts = new Int32Array(this.formNames.length)
    for (const p of found) {
      const form = this.formOf[p] as number
      counts[form] = (counts[form] as number) + 1
    }
    const used: { form: string; count: number }[] = []
    counts.forEach((count, f) => {
      if (count) used.push({ form: this.formNames[f] as string, count })
    })
    return used.sort((a, b) => b.count - a.count || compareWords(a.form, b.form)).slice(0, shown)
  }

  /**
   * The popular terms like a text, as TERMS_SQL of the search box finds them: those starting with
   * it (any case) first, then by trigram similarity, weight and the term itself.
   */
  similarTerms(text: string): string[] {
    const lowered = text.toLowerCase()
    const trigrams = this.dictionary.trigrams(text)
    const inText = this.marksOf(trigrams)
    const distinct = new Set(trigrams).size
    // The text set up for word similarity once, when a term first needs it.
    let typed: TextTrigrams | undefined
    let liked: { term: SearchTerm; starts: boolean; similarity: number }[]
    try {
      liked = this.terms.flatMap((term, t) => {
        const starts = term.lowered.startsWith(lowered)
        // Both similarities are at most the share of the text's trigrams the term has: a term with
        // under 0.3 of them passes neither test unless it starts with the text.
        let shared = 0
        for (const id of term.distinct) shared += inText[id] as number
        if (!starts && (!distinct || shared / distinct < 0.3)) return []
        // The text's unseen trigrams are in no term: the marked ones are all they share.
        const similarity = similarityOfCounts(shared, term.distinct.length, distinct)
        if (!starts && similarity < SIMILARITY_THRESHOLD) {
          typed ??= new TextTrigrams(trigrams, this.dictionary.size)
          if (!(typed.wordSimilarity(this.termTrigrams, t) > 0.5)) return []
        }
        return [{ term, starts, similarity }]
      })
    } finally {
      this.unmark(trigrams)
    }
    liked.sort(
      (a, b) =>
        Number(b.starts) - Number(a.starts) ||
        b.similarity - a.similarity ||
        b.term.weight - a.term.weight ||
        compareWords(a.term.term, b.term.term),
    )
    return liked.slice(0, TERMS_FOUND).map((item) => item.term.term)
  }
}

/** The list of a key in a map of lists, added empty when missing. */
function productsOf(lists: Map<number, number[]>, key: number): number[] {
  let list = lists.get(key)
  if (!list) {
    list = []
    lists.set(key, list)
  }
  return list
}

/** An MNN or brand name's trigrams, in order and distinct. */
interface NamedTrigrams {
  id: number
  trigrams: number[]
  distinct: number[]
}

interface NamedRow {
  id: number | string
  name: string
}

interface ProductRow {
  id: number | string
  name: string
  popularity: number | string
  form: string
  brand_id: number | string
  mnn_id: number | string | null
  vector: string
}

/** Products read per statement while building. */
const BUILD_PAGE = 10_000
/** How long after a failed build the next one may start. */
const RETRY_BUILD_MS = 30_000

const indexes = new WeakMap<Database, Promise<SearchIndex>>()
const ready = new WeakMap<Database, SearchIndex>()

/** Builds (once per database) and resolves the search index. */
export function loadSearchIndex(ctx: Pick<ApiContext, 'exec' | 'db'>): Promise<SearchIndex> {
  const db = sharedDatabase(ctx.db)
  let pending = indexes.get(db)
  if (!pending) {
    pending = (async () => {
      // Products in pages by id: each statement stays well inside the statement timeout.
      const rows: ProductRow[] = []
      for (let after = 0; ; ) {
        const page = await ctx.exec<ProductRow>(
          `SELECT id, name, popularity, form, brand_id, mnn_id, search_vector::text AS vector
           FROM products WHERE id > $1 ORDER BY id LIMIT ${BUILD_PAGE}`,
          [after],
        )
        rows.push(...page)
        if (page.length < BUILD_PAGE) break
        after = Number(page.at(-1)?.id)
      }
      const [terms, mnns, brands] = await Promise.all([
        ctx.exec<{ term: string; weight: number }>('SELECT term, weight FROM search_terms'),
        ctx.exec<NamedRow>('SELECT id, title AS name FROM mnns'),
        ctx.exec<NamedRow>('SELECT id, name FROM brands'),
      ])
      const index = new SearchIndex({ exec: ctx.exec }, rows, terms, { mnns, brands })
      if (indexes.get(db) === pending) ready.set(db, index)
      return index
    })()
    indexes.set(db, pending)
    // A failed build (the database busy or not seeded yet) is tried again a while later, not by
    // every search meanwhile: the SQL path answers until then.
    pending.catch(() => {
      setTimeout(() => {
        if (indexes.get(db) === pending) indexes.delete(db)
      }, RETRY_BUILD_MS).unref()
    })
  }
  return pending
}

/**
 * The search index when it is built; otherwise undefined, and its build begins in the background
 * (the SQL path answers meanwhile, with the same answers).
 */
export function searchIndexOf(ctx: Pick<ApiContext, 'exec' | 'db'>): SearchIndex | undefined {
  const index = ready.get(sharedDatabase(ctx.db))
  if (index) return index
  loadSearchIndex(ctx).catch(() => {})
  return undefined
}

/** Drops a database's index (after a reseed); the next search builds it again. */
export function forgetSearchIndex(db: Database): void {
  indexes.delete(db)
  ready.delete(db)
}
