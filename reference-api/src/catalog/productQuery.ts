// What a product list is about (ProductQuery, every code already checked), what a page of it
// is, and the ids of the shopper's filters and the limits of a list.
import type { ProductModel } from '../models'
import type { QueryWord } from '../search/textRank'

/** The ids of the list filters (FilterConfig.lists and 'name:value' url segments). */
export const LIST_FILTER_IDS = ['brand', 'producer', 'form', 'country', 'mnn'] as const
export type ListFilterId = (typeof LIST_FILTER_IDS)[number]

/** The ids of the toggles (FilterConfig.toggles, ProductSearchInput.toggles). */
export const TOGGLE_IDS = ['available', 'discount', 'forChildren', 'withoutPrescription'] as const

/** The id of the price range (FilterConfig.ranges, ProductSearchInput.ranges). */
export const PRICE_RANGE_ID = 'price'

/** What a product list is about, with every code already checked. */
export interface ProductQuery {
  regionId: string
  /** A full-text query, already trimmed. */
  text?: string | null
  /** How `text` is matched; worked out by {@link prepareQuery} before the SQL is built. */
  textMatch?: TextMatch | null
  categoryIds?: number[] | null
  brandAlias?: string | null
  producerCode?: string | null
  mnnAlias?: string | null
  /** Analogues: products of this MNN row. */
  mnnId?: number | null
  groupCode?: string | null
  /** Analogues outside a group. */
  notGroupCode?: string | null
  diseaseCode?: string | null
  eventAlias?: string | null
  promotionId?: number | null
  /** Only products on this pharmacy's shelf (quantity above 0). */
  pharmacyId?: number | null
  /** A category tag: a regular expression over the form, and/or the children's flag. */
  tag?: { form: string | null; forChildren: boolean | null } | null
  onlyDiscounts?: boolean | null
  onlyExpiring?: boolean | null
  ids?: number[] | null
  excludeIds?: number[] | null
  /** Selected list values: brand aliases, producer codes, form titles, country names, MNN aliases. */
  lists?: Partial<Record<ListFilterId, string[]>>
  priceMin?: number | null
  priceMax?: number | null
  toggles?: string[] | null
}

/**
 * Whether a query is only a text in a region (the search box, a search listing without filters):
 * the search index answers such a query whole.
 */
export function isTextOnlyQuery(query: ProductQuery): boolean {
  return hasOnly(query, ['regionId', 'text', 'textMatch'])
}

/**
 * Whether a query is only categories in a region (a catalogue page without filters): its total is
 * the sum of the region's per-category counts.
 */
export function isCategoryOnlyQuery(query: ProductQuery): boolean {
  return Boolean(query.categoryIds?.length) && hasOnly(query, ['regionId', 'categoryIds'])
}

/** Whether every condition of a query other than `keys` is unset or empty. */
function hasOnly(query: ProductQuery, keys: readonly (keyof ProductQuery)[]): boolean {
  return Object.entries(query).every(([key, value]) => {
    if (keys.includes(key as keyof ProductQuery)) return true
    if (value === null || value === undefined) return true
    if (Array.isArray(value)) return value.length === 0
    if (key === 'lists') return Object.values(value as object).every((list) => !list?.length)
    return false
  })
}

export interface ProductPage {
  ids: number[]
  total: number
}

/** The shopper-facing shape of a product list (ProductList in the schema). */
export interface ProductListResult {
  items: ProductModel[]
  total: number
  description?: string | null
  pageInfo: { page: number; limit: number; total: number; pageCount: number }
}

/** Queries shorter than this (after trimming) are not searched. */
export const MIN_QUERY_LENGTH = 2
export { MAX_PAGE_SIZE } from '../base/paging'

/**
 * How a text query finds products. Full text with Russian morphology ('парацетамола' finds
 * 'Парацетамол') always; MNNs and brands whose names are like the query (a typo such as
 * 'парацитамол' still finds the drug); and, only when neither finds anything, trigram word
 * similarity over product names. Each branch is an index scan (GIN tsvector, btree, GIN trigram).
 */
export interface TextMatch {
  /** to_tsquery text: the words ANDed, the last one also as a prefix ('парацетамол & таб:*'). */
  fullText: string
  mnnIds: number[]
  brandIds: number[]
  byName: boolean
  /**
   * The words of `fullText`'s tsquery as PostgreSQL stemmed them (the search index matches and
   * ranks by them); null when the tsquery is not a plain AND of words (left to SQL).
   */
  words?: QueryWord[] | null
  /**
   * The ids of every product the text matches, in any region, when the search index found them
   * and they are few: the SQL condition is then `p.id = ANY(…)`, not the text scan.
   */
  productIds?: number[]
}
