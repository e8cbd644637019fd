// The address parts every product list needs: path and query for pagination links, and
// the page number from ?PAGEN_1= (SPEC §9).
import { useLocation } from 'react-router'
import { PAGE_PARAM } from '../shop'

export interface ListingLocation {
  readonly pathname: string
  readonly search: string
  /** From 1. */
  readonly page: number
}

export function useListingLocation(): ListingLocation {
  const { pathname, search } = useLocation()
  const raw = Number.parseInt(new URLSearchParams(search).get(PAGE_PARAM) ?? '1', 10)
  return { pathname, search, page: Number.isFinite(raw) && raw > 0 ? raw : 1 }
}
