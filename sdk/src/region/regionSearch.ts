// The region search of the region modal: suggestions are filtered in the browser, so
// the query is tidied the same way for the server call and the local filter.

/** Shown when no region matches the query (SPEC §5). */
export const REGION_NOT_FOUND_TEXT =
  'По вашему запросу ничего не найдено. Проверьте корректность ввода или введите другой регион'

/** Wait after the last keystroke before asking the server for suggestions (SPEC §7). */
export const REGION_SUGGEST_DEBOUNCE_MS = 600

/** The texts of the region modal (SPEC §2). */
export const REGION_MODAL_TEXT = {
  title: 'Выберите ваш регион',
  searchPlaceholder: 'Название региона',
  confirm: 'Подтвердить',
} as const

/**
 * The query as it is searched: trimmed, with every run of spaces made one space.
 *
 * @example
 * normalizeRegionQuery('  Нижний    Новгород ') // 'Нижний Новгород'
 */
export function normalizeRegionQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

// Shoppers often type 'е' for 'ё' (and the other way round): 'Орел' must find 'Орёл'.
const searchable = (text: string) => normalizeRegionQuery(text).toLowerCase().replace(/ё/g, 'е')

/**
 * The regions whose name contains the query, ignoring case and 'ё'/'е'; an empty
 * query keeps them all. The order of the list is kept.
 *
 * @example
 * filterRegions([{ name: 'Орёл' }, { name: 'Омск' }], 'орел') // [{ name: 'Орёл' }]
 */
export function filterRegions<T extends { readonly name: string }>(
  regions: readonly T[],
  query: string,
): T[] {
  const wanted = searchable(query)
  if (!wanted) return [...regions]
  return regions.filter((region) => searchable(region.name).includes(wanted))
}
