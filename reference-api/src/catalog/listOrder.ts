// Step 4 of a product list: its order. The ORDER BY of each sort the shopper may choose, and of
// a text query without one (best matches first).
import type { Maybe, SortInput } from '../generated/resolvers'
import { currentDiscountSql } from './pricing'
import type { ProductQuery } from './productQuery'
import type { SqlParameters } from './sqlParameters'
import { relevanceSql } from './textMatch'

/** ORDER BY of a list; with a text query and no sort asked, the best matches come first. */
export function listOrder(
  query: ProductQuery,
  sort: Maybe<SortInput> | undefined,
  params: SqlParameters,
) {
  const side = (fallback: 'ASC' | 'DESC') =>
    sort?.side === 'asc' ? 'ASC' : sort?.side === 'desc' ? 'DESC' : fallback
  if (!sort && query.text) {
    const text = params.add(query.text)
    const fullText = query.textMatch?.fullText ? params.add(query.textMatch.fullText) : null
    return {
      sql: `${relevanceSql(text, fullText)} DESC, p.popularity DESC, p.id`,
      needsCurrentPrice: false,
    }
  }
  switch (sort?.type ?? 'popular') {
    case 'price':
      return { sql: `cur.price ${side('ASC')}, p.popularity DESC, p.id`, needsCurrentPrice: true }
    case 'name':
      return { sql: `p.name ${side('ASC')}, p.id`, needsCurrentPrice: false }
    case 'rating':
      return {
        sql: `p.rating ${side('DESC')}, p.reviews_count ${side('DESC')}, p.id`,
        needsCurrentPrice: false,
      }
    case 'discount':
      return {
        sql: `${currentDiscountSql} ${side('DESC')}, p.popularity DESC, p.id`,
        needsCurrentPrice: true,
      }
    case 'new':
      return { sql: `p.created_on ${side('DESC')}, p.id DESC`, needsCurrentPrice: false }
    default:
      return { sql: `p.popularity ${side('DESC')}, p.id`, needsCurrentPrice: false }
  }
}
