// The header search box's texts, address and autocomplete type, shared by the box and its
// dropdown (SearchSuggestions), which loads on its own.
import type { SearchAutocompleteQuery } from '../../shop'

export const SEARCH_BOX_TEXT = {
  label: 'Поиск',
  placeholder: 'Поиск лекарств',
  submit: 'Найти',
  clear: 'Очистить',
  suggestions: 'Подсказки поиска',
  products: 'Товары',
  queries: 'Часто ищут',
  contents: 'Статьи и страницы',
  loading: 'Ищем…',
  allResults: (query: string) => `Все результаты по запросу «${query}»`,
} as const

/** The search page and its query parameter (SPEC §2: /search?what=…). */
export const SEARCH_PATH = '/search'
export const SEARCH_PARAM = 'what'

export type SearchAutocomplete = SearchAutocompleteQuery['searchAutocomplete']
