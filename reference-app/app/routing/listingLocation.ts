// The address parts every product list needs: path and query for pagination links, the
// page number from ?PAGEN_1= (SPEC §9), and which filters (filterConfig) a list has.
// The list kinds are shared by the screens and the route loaders, so the server
// prefetches the very filterConfig the screen asks for.
import type { FilterConfigQueryVariables } from '@apteka/sdk'
import { useLocation } from 'react-router'
import { PAGE_PARAM } from '../shop'

export interface ListingLocation {
  /**
   * The path without a trailing slash, as the server's router reads it (the browser keeps
   * the slash), so links built from it render the same on both sides.
   */
  readonly pathname: string
  readonly search: string
  /** From 1. */
  readonly page: number
}

/** The page number of a query (?PAGEN_1=), from 1; anything else reads as 1. */
export function pageOfParams(params: URLSearchParams): number {
  const raw = Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10)
  return Number.isFinite(raw) && raw > 0 ? raw : 1
}

export function useListingLocation(): ListingLocation {
  const { pathname, search } = useLocation()
  return {
    pathname: withoutTrailingSlash(pathname),
    search,
    page: pageOfParams(new URLSearchParams(search)),
  }
}

/** '/a/b/' → '/a/b'; '/' stays. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

/** A product list with filters, as its address names it. */
export type FilteredList =
  /**
   * '/catalog/{…aliases}': the aliases of the path; `categoryAlias` is the category the
   * API found for it, once known (the last alias may be a tag of that category).
   */
  | {
      readonly kind: 'catalog'
      readonly aliases: readonly string[]
      readonly categoryAlias?: string | null
    }
  | { readonly kind: 'brand'; readonly alias: string }
  | { readonly kind: 'manufacturer'; readonly code: string }
  | { readonly kind: 'search'; readonly query: string }
  | { readonly kind: 'discounts' }
  | { readonly kind: 'expiring' }

/**
 * The address a list asks catalogPage for, spelled as its public form: catalogue
 * categories, brands and makers end in '/', other lists do not. The shopper may type
 * either; the server's router drops a trailing slash while the browser keeps it, and the
 * server's prefetch and the browser's hook must ask under one key.
 *
 * @example
 * listUrlOf({ kind: 'brand', alias: 'solgar' }, '/brand/solgar') // '/brand/solgar/'
 * listUrlOf({ kind: 'discounts' }, '/discounts/') // '/discounts'
 */
export function listUrlOf(list: FilteredList, pathname: string): string {
  if (list.kind === 'search') return '/search'
  const bare = withoutTrailingSlash(pathname)
  const endsInSlash =
    list.kind === 'brand' ||
    list.kind === 'manufacturer' ||
    (list.kind === 'catalog' && list.aliases.length > 0)
  return endsInSlash ? `${bare}/` : bare
}

/** The variables of a list's filterConfig, without the region. */
export type FilterScope = Omit<FilterConfigQueryVariables, 'regionID'>

/**
 * The filterConfig variables of a list.
 *
 * @example
 * filterScopeOf({ kind: 'catalog', aliases: ['lekarstva', 'obezbolivayushchie'] })
 * // { type: 'category', categoryAlias: 'obezbolivayushchie' }
 * filterScopeOf({ kind: 'brand', alias: 'solgar' }) // { type: 'brand', brandCode: 'solgar' }
 */
export function filterScopeOf(list: FilteredList): FilterScope {
  switch (list.kind) {
    case 'catalog': {
      const last = list.aliases.at(-1)
      if (!last) return { type: 'category' }
      const category = list.categoryAlias
      return category && category !== last
        ? { type: 'category', categoryAlias: category, tagCode: last }
        : { type: 'category', categoryAlias: last }
    }
    case 'brand':
      return { type: 'brand', brandCode: list.alias }
    case 'manufacturer':
      return { type: 'producer', producerCode: list.code }
    case 'search':
      return { type: 'search', query: list.query }
    case 'discounts':
      return { type: 'discounts' }
    case 'expiring':
      return { type: 'expiring' }
  }
}

/**
 * How many values of each list filter a listing asks the API for (its chosen ones come too); the
 * filter panel shows as many before «Показать все» loads the whole list.
 */
export const LISTING_FILTER_ITEMS = 6

/**
 * The list filter a page already is (a brand's page needs no brand filter), left out of
 * its panel; null when none.
 */
export function ownListFilterOf(list: FilteredList): string | null {
  if (list.kind === 'brand') return 'brand'
  if (list.kind === 'manufacturer') return 'producer'
  return null
}
