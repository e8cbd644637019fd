// A page of a text query's products in relevance order, counted (and grouped by form) in the
// same statement; the dear word similarity is computed only for rows that can reach the page.

import { searchIndexOf } from '../search/searchIndex'
import { buildConditions, fromWhere } from './productConditions'
import { isTextOnlyQuery, type ProductPage, type ProductQuery } from './productQuery'
import { SqlParameters } from './sqlParameters'
import { prepareQuery, type TextContext, tsquerySql } from './textMatch'

/** Relevance lists deeper than this are sorted whole: bounding them saves nothing. */
const BOUNDED_RELEVANCE_UP_TO = 200

/** What {@link findBestMatches} finds besides the page. */
export interface BestMatches extends ProductPage {
  /** The product forms found most, with how many products of each (when asked for). */
  forms: { form: string; count: number }[]
}

/**
 * A page of a text query's products in relevance order (full-text rank plus the word similarity
 * of the name, then popularity), in one statement that also counts them and, when asked, groups
 * them by form. The matching products are read once; the dear part, word similarity of product
 * names, is computed only for rows that can still reach the page: ranking the best few by full
 * text first gives a bound, and since word similarity is at most 1, a row whose rank plus 1 is
 * below the bound cannot make it. The page is exactly what sorting every row would give.
 */
export async function findBestMatches(
  ctx: TextContext,
  rawQuery: ProductQuery,
  options: { page: number; pageSize: number; forms?: number },
): Promise<BestMatches> {
  const query = await prepareQuery(ctx, rawQuery)
  if (!query.text || !query.textMatch) throw new Error('findBestMatches() needs a text query')
  // A text alone in a region: the in-process index ranks exactly as the statement below.
  const index = searchIndexOf(ctx)
  if (index?.answers(query.textMatch) && isTextOnlyQuery(query))
    return index.bestMatches(query.regionId, query.text, query.textMatch, options)
  const params = new SqlParameters()
  const built = buildConditions(query, params)
  const text = params.add(query.text)
  const rank = query.textMatch.fullText
    ? `ts_rank(p.search_vector, ${tsquerySql(params.add(query.textMatch.fullText))})`
    : '0::real'
  const relevance = (row: string) => `${row}.r + word_similarity(${text}, ${row}.name)`
  const offset = (options.page - 1) * options.pageSize
  const reach = offset + options.pageSize
  // A row can still reach the page when its rank plus the largest word similarity (1) places it
  // at or before the reach-th of the seeds (real rows, so at or after the true reach-th).
  const bounded = reach > 0 && reach <= BOUNDED_RELEVANCE_UP_TO
  // The seeds are picked before their names are compared: a word similarity in the same target
  // list as the sort would be computed for every row.
  const bound = bounded
    ? `, seed AS (
         SELECT c.id, c.popularity, c.r, c.name FROM c
         ORDER BY c.r DESC, c.popularity DESC, c.id LIMIT ${params.add(Math.max(reach * 4, 40))}
       ), nth AS (
         SELECT rel, popularity, id FROM (SELECT id, popularity, ${relevance('seed')} AS rel FROM seed) s
         ORDER BY rel DESC, popularity DESC, id OFFSET ${params.add(reach - 1)} LIMIT 1
       )`
    : ''
  const reachable = bounded
    ? `LEFT JOIN nth ON true
       WHERE nth.id IS NULL OR c.r + 1::real > nth.rel OR (c.r + 1::real = nth.rel
         AND (c.popularity > nth.popularity OR (c.popularity = nth.popularity AND c.id <= nth.id)))`
    : ''
  const page = options.pageSize
    ? `SELECT 'product' AS kind, id, NULL::text AS form, 0 AS n,
         row_number() OVER (ORDER BY rel DESC, popularity DESC, id)::int AS ord
       FROM (
         SELECT c.id, c.popularity, ${relevance('c')} AS rel FROM c ${reachable}
         ORDER BY rel DESC, c.popularity DESC, c.id
         LIMIT ${params.add(options.pageSize)} OFFSET ${params.add(offset)}
       ) page`
    : `SELECT 'product' AS kind, NULL::int AS id, NULL::text AS form, 0 AS n, 0 AS ord WHERE false`
  const forms = options.forms
    ? `UNION ALL SELECT 'form', NULL, form, n, ord FROM (
         SELECT form, count(*)::int AS n, row_number() OVER (ORDER BY count(*) DESC, form)::int AS ord
         FROM c GROUP BY form ORDER BY ord LIMIT ${params.add(options.forms)}
       ) forms`
    : ''
  const rows = await ctx.exec<{
    kind: 'product' | 'total' | 'form'
    id: number | null
    form: string | null
    n: number | string
    ord: number | string
  }>(
    `WITH c AS MATERIALIZED (
       SELECT p.id, p.name, p.popularity, p.form, ${rank} AS r ${fromWhere(built)}
     )${bound}
     ${page}
     UNION ALL SELECT 'total', NULL, NULL, count(*)::int, 0 FROM c
     ${forms}`,
    params.values,
  )
  const ofKind = (kind: string) =>
    rows.filter((row) => row.kind === kind).sort((a, b) => Number(a.ord) - Number(b.ord))
  return {
    ids: ofKind('product').map((row) => Number(row.id)),
    total: Number(ofKind('total')[0]?.n ?? 0),
    forms: ofKind('form').map((row) => ({ form: String(row.form), count: Number(row.n) })),
  }
}
