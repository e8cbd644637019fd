// PostgreSQL's pg_trgm `similarity` and `word_similarity` in TypeScript, step for step (float4
// arithmetic included), so the in-process search index answers exactly as the SQL it replaces.
// Pure functions; trigrams are numbered by a shared dictionary so a name's trigrams are kept once.

/** pg_trgm's default thresholds (GUCs set from float literals: compared as float4 values). */
export const SIMILARITY_THRESHOLD = Math.fround(0.3)
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6)

/** A character pg_trgm keeps in words (iswalnum under a UTF-8 ctype). */
const WORD_CHAR = /[\p{L}\p{N}]/u

/** Numbers trigrams, so trigram arrays are integer arrays compared cheaply. */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>()

  /** How many trigrams have ids (ids run from 0 to size - 1). */
  get size(): number {
    return this.ids.size
  }

  /** The id of a trigram, a new one when `add` and it is unseen; -1 for an unseen one otherwise. */
  id(trigram: string, add: boolean): number {
    let id = this.ids.get(trigram)
    if (id === undefined) {
      if (!add) return -1
      id = this.ids.size
      this.ids.set(trigram, id)
    }
    return id
  }

  /**
   * The trigrams of a text in pg_trgm's order (generate_trgm_only): each word lower-cased and
   * padded with two spaces before and one after, its three-character windows; not sorted, not
   * unique. Unseen trigrams get ids when `add`, else a negative id of their own (they match
   * nothing kept in the dictionary but still count): compare such a text only with texts added.
   */
  trigrams(text: string, add = false): number[] {
    const out: number[] = []
    let unseen = -2
    const unseenIds = new Map<string, number>()
    for (const word of words(text)) {
      const padded = [' ', ' ', ...word.toLowerCase(), ' ']
      for (let i = 0; i + 3 <= padded.length; i++) {
        const trigram = padded.slice(i, i + 3).join('')
        let id = this.id(trigram, add)
        if (id < 0) {
          id = unseenIds.get(trigram) ?? unseen--
          unseenIds.set(trigram, id)
        }
        out.push(id)
      }
    }
    return out
  }
}

/** The words of a text as pg_trgm finds them (runs of letters and digits). */
function words(text: string): string[] {
  const found: string[] = []
  let current = ''
  for (const char of text) {
    if (WORD_CHAR.test(char)) current += char
    else if (current) {
      found.push(current)
      current = ''
    }
  }
  if (current) found.push(current)
  return found
}

/** CALCSML: count / (len1 + len2 - count) in float4. */
const calcSml = (count: number, len1: number, len2: number) =>
  Math.fround(Math.fround(count) / Math.fround(len1 + len2 - count))

/** pg_trgm `similarity(a, b)` from the two texts' trigram ids. */
export function similarityOf(a: readonly number[], b: readonly number[]): number {
  const ua = new Set(a)
  const ub = new Set(b)
  if (ua.size === 0 || ub.size === 0) return 0
  let count = 0
  for (const id of ua) if (ub.has(id)) count++
  return calcSml(count, ua.size, ub.size)
}

/**
 * A name's trigrams as word similarity reads them, worked out once (the search index keeps one per
 * product): its distinct trigrams in order of first appearance, and each trigram's place among them.
 */
export interface NameTrigrams {
  distinct: Int32Array
  order: Int32Array
}

export function nameTrigramsOf(b: readonly number[]): NameTrigrams {
  const indexOf = new Map<number, number>()
  const distinct: number[] = []
  const order = new Int32Array(b.length)
  for (let i = 0; i < b.length; i++) {
    const id = b[i] as number
    let index = indexOf.get(id)
    if (index === undefined) {
      index = distinct.length
      indexOf.set(id, index)
      distinct.push(id)
    }
    order[i] = index
  }
  return { distinct: Int32Array.from(distinct), order }
}

/**
 * A text's trigrams set up once for its word similarity to many names (a keystroke compares one
 * text with thousands of product names): no allocation per name.
 */
export class TextTrigrams {
  /** How many distinct trigrams the text has (unseen ones included). */
  private readonly ulen1: number
  /**
   * Whether each trigram id is one of the text's: an array read instead of a set lookup, as word
   * similarity asks it for every trigram of thousands of names per keystroke. Negative (unseen)
   * ids read as undefined: no name has them.
   */
  private readonly required: Uint8Array
  private found = new Uint8Array(64)
  private lastpos = new Int32Array(64)

  /** `ids`: how many trigram ids there are (the dictionary's size); by default the text's largest + 1. */
  constructor(a: readonly number[], ids?: number) {
    const distinct = new Set(a)
    this.ulen1 = distinct.size
    let size = ids ?? 0
    if (ids === undefined) for (const id of distinct) size = Math.max(size, id + 1)
    this.required = new Uint8Array(size)
    for (const id of distinct) if (id >= 0 && id < size) this.required[id] = 1
  }

  /**
   * pg_trgm `word_similarity(text, name)`: the greatest similarity of the text's trigram set with a
   * continuous extent of the name's trigrams (calc_word_similarity and iterate_word_similarity
   * without flags).
   */
  wordSimilarity(name: NameTrigrams): number {
    return this.similarityUpTo(name, Number.POSITIVE_INFINITY)
  }

  /**
   * Whether `word_similarity(text, name) >= threshold` (`text <% name` at pg_trgm's threshold):
   * the greatest similarity only grows along the name, so the walk stops once it reaches it.
   */
  reaches(name: NameTrigrams, threshold: number): boolean {
    return this.similarityUpTo(name, threshold) >= threshold
  }

  /** {@link wordSimilarity}, or the first similarity found at or over `stopAt`. */
  private similarityUpTo(name: NameTrigrams, stopAt: number): number {
    const ulen1 = this.ulen1
    const required = this.required
    const { distinct, order } = name
    if (this.found.length < distinct.length) {
      this.found = new Uint8Array(distinct.length * 2)
      this.lastpos = new Int32Array(distinct.length * 2)
    }
    // found = the trigram is one of the text's.
    const found = this.found
    const lastpos = this.lastpos
    for (let k = 0; k < distinct.length; k++) {
      found[k] = required[distinct[k] as number] ?? 0
      lastpos[k] = -1
    }
    let ulen2 = 0
    let count = 0
    let upper = -1
    let lower = -1
    let smlrMax = 0
    for (let i = 0; i < order.length; i++) {
      const trgindex = order[i] as number
      if (lower >= 0 || found[trgindex]) {
        if ((lastpos[trgindex] as number) < 0) {
          ulen2++
          if (found[trgindex]) count++
        }
        lastpos[trgindex] = i
      }
      if (!found[trgindex]) continue
      upper = i
      if (lower === -1) {
        lower = i
        ulen2 = 1
      }
      let smlrCur = calcSml(count, ulen1, ulen2)
      let tmpCount = count
      let tmpUlen2 = ulen2
      const prevLower = lower
      for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
        const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2)
        if (smlrTmp > smlrCur) {
          smlrCur = smlrTmp
          ulen2 = tmpUlen2
          lower = tmpLower
          count = tmpCount
        }
        const tmpTrgindex = order[tmpLower] as number
        if (lastpos[tmpTrgindex] === tmpLower) {
          tmpUlen2--
          if (found[tmpTrgindex]) tmpCount--
        }
      }
      smlrMax = Math.max(smlrMax, smlrCur)
      if (smlrMax >= stopAt) return smlrMax
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
        const tmpTrgindex = order[tmpLower] as number
        if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1
      }
    }
    return smlrMax
  }
}

/** pg_trgm `word_similarity(a, b)` from the two texts' trigram ids. */
export function wordSimilarityOf(a: readonly number[], b: readonly number[]): number {
  return new TextTrigrams(a).wordSimilarity(nameTrigramsOf(b))
}
