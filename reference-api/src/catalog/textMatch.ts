// Step 2 of a product list with text: how the shopper's words find products. Full text with
// Russian morphology, MNNs and brands named like the words, and trigram name similarity when
// neither finds anything; worked out once per text (cached) and turned into SQL conditions.
import type { ApiContext } from '../context'
import { russianReadings } from '../search/latinQuery'
import { stemmedQuery } from '../search/queryStemming'
import { searchIndexOf } from '../search/searchIndex'
import { parseTsquery, type QueryWord } from '../search/textRank'
import { cachedBatch } from './aggregateCache'
import type { ProductQuery, TextMatch } from './productQuery'
import type { SqlParameters } from './sqlParameters'

/**
 * The full-text query of a shopper's text: its words ANDed, and the last word (two letters or
 * more) matching as a prefix too, so a query typed halfway ('парацетамол таб') already finds.
 *
 * @example
 * fullTextQuery('Парацетамол  таб') // 'парацетамол & таб:*'
 */
export function fullTextQuery(text: string): string {
  const words =
    text
      .toLowerCase()
      .replace(/ё/g, 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .map((word, i) => (i === words.length - 1 && word.length >= 2 ? `${word}:*` : word))
    .join(' & ')
}

/** SQL of the tsquery of a prepared text (placeholder of TextMatch.fullText). */
export const tsquerySql = (fullText: string) => `to_tsquery('russian', ${fullText})`

/** Fuzzy name matching needs a few letters to be meaningful. */
export const FUZZY_FROM_LENGTH = 4

/** What the text lookups need: the database, and its clock for the aggregate cache. */
export type TextContext = Pick<ApiContext, 'exec' | 'db' | 'now'>

/**
 * Works out the text matching of a query (a cached lookup); a query without text is as is. A
 * Latin text that finds nothing as typed is read in Russian ('Nurofen', 'yehjatY' → 'нурофен'):
 * the query's text becomes that reading.
 */
export async function prepareQuery(ctx: TextContext, query: ProductQuery): Promise<ProductQuery> {
  if (!query.text || query.textMatch) return query
  const [read] = await readTexts(ctx, [query.text])
  if (!read) throw new Error('readTexts() returned no reading')
  return { ...query, text: read.text, textMatch: read.match }
}

/**
 * The text each shopper's text is matched as, with its match: the text itself, or — for a Latin
 * text that finds nothing by its words, MNN or brand — the first of its Russian readings (a
 * transliteration, then the keyboard layout) that does; failing all, the transliteration, whose
 * name similarity forgives typos. The readings are looked up with the texts, in one statement.
 */
export async function readTexts(
  ctx: TextContext,
  texts: readonly string[],
): Promise<{ text: string; match: TextMatch }[]> {
  const candidates = texts.map((text) => [text, ...russianReadings(text)])
  const matches = await textMatchesOf(ctx, candidates.flat())
  let next = 0
  const index = searchIndexOf(ctx)
  return candidates.map((list) => {
    const read = list.map((text) => ({ text, match: matches[next++] as TextMatch }))
    const chosen = (read.find((r) => !r.match.byName) ?? read[1] ?? read[0]) as {
      text: string
      match: TextMatch
    }
    // With the index built, a text that finds few products is matched by their ids: the list,
    // count, facet and price statements then read those rows, not the text indexes.
    if (!index?.answers(chosen.match)) return chosen
    const productIds = index.fewMatchingIds(chosen.text, chosen.match, MATCHED_IDS_AT_MOST)
    if (!productIds) return chosen
    return { text: chosen.text, match: { ...chosen.match, productIds } }
  })
}

/** A text's matched products are named by id up to this many (more: the text conditions). */
const MATCHED_IDS_AT_MOST = 2000

export async function textMatchOf(ctx: TextContext, text: string): Promise<TextMatch> {
  const [match] = await textMatchesOf(ctx, [text])
  if (!match) throw new Error('textMatchesOf() returned no match')
  return match
}

/**
 * The text matching of several texts at once (the autocomplete's suggested terms): the MNNs and
 * brands named like each text, and, for a text naming none, whether full text finds anything (if
 * not, product names are matched by trigrams). Like the catalogue aggregates, a text's match
 * depends only on seeded data, so it is cached; the texts not cached yet are looked up in one
 * statement. Ids come in id order, so the SQL built from a match — and the cache key of its
 * count — is the same however the match was found.
 */
export async function textMatchesOf(
  ctx: TextContext,
  texts: readonly string[],
): Promise<TextMatch[]> {
  return cachedBatch(
    ctx,
    texts.map((text) => `text-match\u0001${text}`),
    (positions) =>
      lookUpTextMatches(
        ctx,
        positions.map((i) => texts[i] ?? ''),
      ),
  )
}

/**
 * The text matches of texts not cached yet: from the search index when it is built (only the
 * texts' tsqueries are asked of the database, to stem them as the stored vectors were stemmed),
 * else in one statement.
 */
async function lookUpTextMatches(ctx: TextContext, texts: readonly string[]): Promise<TextMatch[]> {
  const index = searchIndexOf(ctx)
  if (!index) return lookUpTextMatchesInSql(ctx, texts)
  const fullTexts = texts.map(fullTextQuery)
  const stemmed = fullTexts.map(stemmedQuery)
  const words = await stemmedByDatabase(ctx, fullTexts, stemmed)
  const found = texts.map((text, i) => {
    const fullText = fullTexts[i] ?? ''
    const queryWords = words[i]
    return (
      queryWords && index.textMatch(text, fullText, queryWords, text.length >= FUZZY_FROM_LENGTH)
    )
  })
  // A tsquery the index cannot read (a phrase) leaves the text to the statement.
  if (found.every((match) => match)) return found as TextMatch[]
  return lookUpTextMatchesInSql(ctx, texts)
}

/**
 * Each full-text query's words: stemmed in process where queryStemming.ts can (every keystroke of
 * Russian, Latin or digits), the rest by the database in one statement (null: a tsquery shape the
 * index cannot read).
 */
async function stemmedByDatabase(
  ctx: Pick<ApiContext, 'exec'>,
  fullTexts: readonly string[],
  stemmed: readonly (QueryWord[] | null)[],
): Promise<(QueryWord[] | null)[]> {
  const left = fullTexts.filter((_, i) => !stemmed[i])
  if (!left.length) return [...stemmed]
  const rows = await ctx.exec<{ tsquery: string }>(
    `SELECT ${tsquerySql('t.full_text')}::text AS tsquery
     FROM unnest($1::text[]) WITH ORDINALITY AS t(full_text, i) ORDER BY t.i`,
    [left],
  )
  let next = 0
  return stemmed.map((words) => words ?? parseTsquery(rows[next++]?.tsquery ?? ''))
}

/**
 * The text matches of texts in one statement: the SQL the search index answers as (used until
 * the index is built, and the reference it is tested against).
 */
export async function lookUpTextMatchesInSql(
  ctx: Pick<ApiContext, 'exec'>,
  texts: readonly string[],
): Promise<TextMatch[]> {
  const fullTexts = texts.map(fullTextQuery)
  const fuzzy = texts.map((text) => text.length >= FUZZY_FROM_LENGTH)
  // Without a fuzzy lookup or full text nothing is left to ask: the name match decides.
  if (!fuzzy.some(Boolean) && !fullTexts.some(Boolean))
    return fullTexts.map((fullText) => ({
      fullText,
      mnnIds: [],
      brandIds: [],
      byName: true,
      words: [],
    }))
  const similar = (column: string) =>
    `(similarity(${column}, t.text) > 0.35 OR word_similarity(${column}, t.text) > 0.5)`
  const rows = await ctx.exec<{
    i: number | string
    mnn_ids: (number | string)[]
    brand_ids: (number | string)[]
    found: boolean | null
    tsquery: string
  }>(
    `SELECT m.i, m.mnn_ids, m.brand_ids, ${tsquerySql('m.full_text')}::text AS tsquery,
       CASE WHEN cardinality(m.mnn_ids) = 0 AND cardinality(m.brand_ids) = 0 AND m.full_text <> ''
         THEN EXISTS (SELECT 1 FROM products WHERE search_vector @@ ${tsquerySql('m.full_text')})
       END AS found
     FROM (
       SELECT t.i, t.full_text,
         ARRAY(SELECT id FROM mnns WHERE t.fuzzy AND ${similar('title')} ORDER BY id) AS mnn_ids,
         ARRAY(SELECT id FROM brands WHERE t.fuzzy AND ${similar('name')} ORDER BY id) AS brand_ids
       FROM unnest($1::text[], $2::text[], $3::boolean[]) WITH ORDINALITY AS t(text, full_text, fuzzy, i)
     ) m`,
    [texts, fullTexts, fuzzy],
  )
  const byIndex = new Map(rows.map((row) => [Number(row.i) - 1, row]))
  return texts.map((_, i) => {
    const row = byIndex.get(i)
    const mnnIds = (row?.mnn_ids ?? []).map(Number)
    const brandIds = (row?.brand_ids ?? []).map(Number)
    const fullText = fullTexts[i] ?? ''
    const words = row ? parseTsquery(row.tsquery) : null
    if (mnnIds.length || brandIds.length)
      return { fullText, mnnIds, brandIds, byName: false, words }
    return { fullText, mnnIds, brandIds, byName: !row?.found, words }
  })
}

/** SQL condition: product `p` matches the text as `match` says. */
export function textMatchSql(text: string, match: TextMatch, params: SqlParameters) {
  if (match.productIds) return `p.id = ANY(${params.add(match.productIds)}::int[])`
  const branches = match.fullText
    ? [`p.search_vector @@ ${tsquerySql(params.add(match.fullText))}`]
    : []
  if (match.mnnIds.length) branches.push(`p.mnn_id = ANY(${params.add(match.mnnIds)}::int[])`)
  if (match.brandIds.length) branches.push(`p.brand_id = ANY(${params.add(match.brandIds)}::int[])`)
  if (match.byName) branches.push(`${params.add(text)} <% p.name`)
  return branches.length ? `(${branches.join(' OR ')})` : 'false'
}

/** SQL of how well product `p` matches the text (for ordering search results). */
export const relevanceSql = (text: string, fullText: string | null) =>
  `${fullText ? `ts_rank(p.search_vector, ${tsquerySql(fullText)}) + ` : ''}word_similarity(${text}, p.name)`

/** Text queries of a batch prepared together: one lookup for all their text matches. */
export async function prepareQueries(
  ctx: TextContext,
  queries: readonly ProductQuery[],
): Promise<ProductQuery[]> {
  const pending = queries.flatMap((query, i) =>
    query.text && !query.textMatch ? [{ i, text: query.text }] : [],
  )
  if (!pending.length) return [...queries]
  const read = await readTexts(
    ctx,
    pending.map((item) => item.text),
  )
  const prepared = [...queries]
  pending.forEach((item, k) => {
    prepared[item.i] = {
      ...queries[item.i],
      text: read[k]?.text,
      textMatch: read[k]?.match,
    } as ProductQuery
  })
  return prepared
}
