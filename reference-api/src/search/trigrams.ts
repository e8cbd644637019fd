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
  let count = 0
  for (const id of ua) if (ub.has(id)) count++
  return similarityOfCounts(count, ua.size, ub.size)
}

/**
 * pg_trgm `similarity` from how many distinct trigrams two texts share and how many each has: a
 * caller that has counted them (the search box compares one text with every popular term) makes
 * no sets.
 */
export function similarityOfCounts(shared: number, distinctA: number, distinctB: number): number {
  if (distinctA === 0 || distinctB === 0) return 0
  return calcSml(shared, distinctA, distinctB)
}

/**
 * Names' trigrams as word similarity reads them, packed name after name in flat arrays (the search
 * index keeps every product name's): a keystroke matched by name walks thousands of names, and
 * reading one array in order costs far less than two small arrays per name spread over the heap.
 */
export class NameTrigramList {
  /** Each name's trigram ids in order, names one after another. */
  readonly ids: Int32Array
  /** Each trigram's place among its name's distinct trigrams, numbered in order of first appearance. */
  readonly places: Int32Array
  /** Where each name's trigrams start: name i's are start[i] to start[i + 1]. */
  readonly start: Int32Array
  /** How many distinct trigrams each name has. */
  readonly distinctCounts: Int32Array

  constructor(names: readonly (readonly number[])[]) {
    let length = 0
    for (const name of names) length += name.length
    this.ids = new Int32Array(length)
    this.places = new Int32Array(length)
    this.start = new Int32Array(names.length + 1)
    this.distinctCounts = new Int32Array(names.length)
    let at = 0
    const placeOf = new Map<number, number>()
    names.forEach((name, n) => {
      this.start[n] = at
      placeOf.clear()
      for (const id of name) {
        let place = placeOf.get(id)
        if (place === undefined) {
          place = placeOf.size
          placeOf.set(id, place)
        }
        this.ids[at] = id
        this.places[at++] = place
      }
      this.distinctCounts[n] = placeOf.size
    })
    this.start[names.length] = at
  }

  /** How many names there are. */
  get size(): number {
    return this.distinctCounts.length
  }

  /** How many of name n's distinct trigrams are marked (1) in `marks`, an array by trigram id. */
  sharedWith(n: number, marks: Uint8Array): number {
    let count = 0
    // A trigram's first appearance is where its place is the next new one.
    let next = 0
    for (let i = this.start[n] as number; i < (this.start[n + 1] as number); i++)
      if (this.places[i] === next) {
        next++
        if (marks[this.ids[i] as number] === 1) count++
      }
    return count
  }
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
  /** Per place among a name's distinct trigrams, its last position in the walk (-1: none yet). */
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
   * pg_trgm `word_similarity(text, name)` of name n of the list: the greatest similarity of the
   * text's trigram set with a continuous extent of the name's trigrams (calc_word_similarity and
   * iterate_word_similarity without flags).
   */
  wordSimilarity(names: NameTrigramList, n: number): number {
    return this.similarityUpTo(names, n, Number.POSITIVE_INFINITY)
  }

  /**
   * Whether `word_similarity(text, name) >= threshold` (`text <% name` at pg_trgm's threshold):
   * the greatest similarity only grows along the name, so the walk stops once it reaches it.
   */
  reaches(names: NameTrigramList, n: number, threshold: number): boolean {
    return this.similarityUpTo(names, n, threshold) >= threshold
  }

  /** {@link wordSimilarity}, or the first similarity found at or over `stopAt`. */
  private similarityUpTo(names: NameTrigramList, n: number, stopAt: number): number {
    const ulen1 = this.ulen1
    const required = this.required
    const { ids, places } = names
    const from = names.start[n] as number
    const to = names.start[n + 1] as number
    const distinct = names.distinctCounts[n] as number
    if (this.lastpos.length < distinct) this.lastpos = new Int32Array(distinct * 2)
    const lastpos = this.lastpos
    lastpos.fill(-1, 0, distinct)
    // Positions are the list's (from to to - 1); a trigram is found when it is one of the text's.
    let ulen2 = 0
    let count = 0
    let upper = -1
    let lower = -1
    let smlrMax = 0
    for (let i = from; i < to; i++) {
      const trgindex = places[i] as number
      const found = required[ids[i] as number] === 1
      if (lower >= 0 || found) {
        if ((lastpos[trgindex] as number) < 0) {
          ulen2++
          if (found) count++
        }
        lastpos[trgindex] = i
      }
      if (!found) continue
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
        const tmpTrgindex = places[tmpLower] as number
        if (lastpos[tmpTrgindex] === tmpLower) {
          tmpUlen2--
          if (required[ids[tmpLower] as number] === 1) tmpCount--
        }
      }
      smlrMax = Math.max(smlrMax, smlrCur)
      if (smlrMax >= stopAt) return smlrMax
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
        const tmpTrgindex = places[tmpLower] as number
        if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1
      }
    }
    return smlrMax
  }
}

/** pg_trgm `word_similarity(a, b)` from the two texts' trigram ids. */
export function wordSimilarityOf(a: readonly number[], b: readonly number[]): number {
  return new TextTrigrams(a).wordSimilarity(new NameTrigramList([b]), 0)
}
