// The popular search terms (the seeded `search_terms`): those like a typed text, for the search
// box's suggestions, and the most wanted ones, for the empty box. The search domain's SQL lives
// here; the resolvers only map.
import { asc, desc } from 'drizzle-orm'
import { cachedAggregate, statementKey } from '../catalog/aggregateCache'
import type { TextContext } from '../catalog/textMatch'
import * as t from '../db'
import { searchIndexOf } from './searchIndex'

/** Popular terms a text is compared with at most (the index's similarTerms keeps the same). */
const TERMS_LIKE = 10
/** Popular queries the empty box shows. */
const HELP_TERMS = 10

/** Popular terms like the text ($1; $2 its prefix pattern), the ones starting with it first. */
export const TERMS_SQL = `SELECT term FROM search_terms
  WHERE term ILIKE $2 OR term % $1 OR word_similarity($1, term) > 0.5
  ORDER BY (term ILIKE $2) DESC, similarity(term, $1) DESC, weight DESC, term
  LIMIT ${TERMS_LIKE}`

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The popular terms like a text, best first: from the search index when it is built; until then
 * by TERMS_SQL, whose answer is kept as a catalogue aggregate (comparing the text with every term
 * by trigrams is the dearest statement of the box: 8–11 ms on PostgreSQL, more on PGlite).
 */
export async function termsLike(ctx: TextContext, text: string): Promise<string[]> {
  const index = searchIndexOf(ctx)
  if (index) return index.similarTerms(text)
  const params = [text, `${likePattern(text)}%`]
  const rows = await cachedAggregate(ctx, statementKey(TERMS_SQL, params), () =>
    ctx.exec<{ term: string }>(TERMS_SQL, params),
  )
  return rows.map((row) => row.term)
}

/** The most wanted terms (by weight, then alphabetically): what the empty box offers. */
export async function mostWantedTerms(ctx: Pick<TextContext, 'db'>): Promise<string[]> {
  const rows = await ctx.db
    .select({ term: t.searchTerms.term })
    .from(t.searchTerms)
    .orderBy(desc(t.searchTerms.weight), asc(t.searchTerms.term))
    .limit(HELP_TERMS)
  return rows.map((row) => row.term)
}
