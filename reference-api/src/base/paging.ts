// The one page helper of every list: PaginatorInput's page and limit, clamped as the contract
// documents them (page from 1, size 1–100), with the list's own default size.
import type { Maybe } from '../generated/resolvers'

/** Largest page size a client may ask for. */
export const MAX_PAGE_SIZE = 100

export interface PageOf {
  /** The page, from 1. */
  readonly page: number
  /** Rows on a page. */
  readonly pageSize: number
  /** Rows before the page. */
  readonly offset: number
}

export function pageOf(page?: Maybe<number>, size?: Maybe<number>, fallback = 20): PageOf {
  const pageNumber = Math.max(Math.trunc(page ?? 1), 1)
  const pageSize = Math.min(Math.max(Math.trunc(size ?? fallback), 1), MAX_PAGE_SIZE)
  return { page: pageNumber, pageSize, offset: (pageNumber - 1) * pageSize }
}
