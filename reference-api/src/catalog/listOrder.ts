// Step 4 of a product list: its order. The ORDER BY of each sort the shopper may choose, and of
// a text query without one (best matches first); for the popularity order also how to seek past
// a page's last row (keyset paging, see productPaging.ts).
import type { Maybe, SortInput } from '../generated/resolvers'
import { currentDiscountSql } from '../product/pricing'
import type { ProductQuery } from './productQuery'
import type { SqlParameters } from './sqlParameters'
import { relevanceSql } from './textMatch'

/** Where a page ends in an order that can be sought: the last row's key value and its id. */
export interface PageBoundary {
  value: number
  id: number
}

/**
 * Seeking in an order over one fixed catalogue column and then `p.id` ascending: the rows after a
 * boundary have a further value, or the same value and a greater id. Written as a range on the
 * column plus a tie check, so the column's index bounds the walk (the OR alone would not).
 */
export interface ListSeek {
  /** SQL of the key column of `p`. */
  column: string
  /** SQL condition: `p` comes after the boundary. */
  after(boundary: PageBoundary, params: SqlParameters): string
}

function seekOver(column: string, direction: 'ASC' | 'DESC'): ListSeek {
  const further = direction === 'DESC' ? '<' : '>'
  return {
    column,
    after(boundary, params) {
      const value = params.add(boundary.value)
      return `${column} ${further}= ${value} AND (${column} ${further} ${value} OR p.id > ${params.add(boundary.id)})`
    },
  }
}

export interface ListOrder {
  sql: string
  needsCurrentPrice: boolean
  /**
   * How to seek past a page (null: pages are counted off with OFFSET). Only the popularity order
   * seeks: its key is a seeded column a shopper never changes, unlike a rating or a price.
   */
  seek: ListSeek | null
}

/** ORDER BY of a list; with a text query and no sort asked, the best matches come first. */
export function listOrder(
  query: ProductQuery,
  sort: Maybe<SortInput> | undefined,
  params: SqlParameters,
): ListOrder {
  return { seek: null, ...orderOf(query, sort, params) }
}

function orderOf(
  query: ProductQuery,
  sort: Maybe<SortInput> | undefined,
  params: SqlParameters,
): Omit<ListOrder, 'seek'> & Partial<Pick<ListOrder, 'seek'>> {
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
      return {
        sql: `p.popularity ${side('DESC')}, p.id`,
        needsCurrentPrice: false,
        seek: seekOver('p.popularity', side('DESC')),
      }
  }
}
