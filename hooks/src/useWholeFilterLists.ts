// Whole list filters on demand («Показать все»): a listing's filters may come as each list's
// top values (useFilterConfig's itemsLimit); the lists the shopper opens load every value.

import type { FilterListItemsQueryVariables } from '@apteka/sdk'
import { keepPreviousData, useQueries } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { FilterConfigList } from './catalog/filterConfigQueries'
import { filterListQueryOptions, withWholeLists } from './catalog/filterConfigQueries'
import { useStorefrontRuntime } from './provider/context'

/** What {@link useWholeFilterLists} returns. */
export interface UseWholeFilterListsResult {
  /** The given lists, each opened one with every value once loaded. */
  merge: (lists: readonly FilterConfigList[]) => FilterConfigList[]
  /** Loads every value of a list. */
  showAll: (filterId: string) => void
  /** True while an opened list is still loading. */
  isLoadingAll: (filterId: string) => boolean
}

/**
 * Every value of the lists the shopper opens, for the filters' variables (without `list`).
 *
 * @example
 * const whole = useWholeFilterLists({ regionID: 'moscowregion', categoryAlias: 'vitaminy' })
 * <button onClick={() => whole.showAll('brand')}>Показать все</button>
 */
export function useWholeFilterLists(
  variables: Omit<FilterListItemsQueryVariables, 'list'>,
): UseWholeFilterListsResult {
  const { client } = useStorefrontRuntime()
  const [opened, setOpened] = useState<readonly string[]>([])
  const wholes = useQueries({
    queries: opened.map((list) => ({
      ...filterListQueryOptions(client, { ...variables, list }),
      placeholderData: keepPreviousData,
    })),
  })
  const showAll = useCallback(
    (id: string) => setOpened((ids) => (ids.includes(id) ? ids : [...ids, id])),
    [],
  )
  return {
    merge: (lists) =>
      withWholeLists(
        lists,
        wholes.map((whole) => whole.data),
      ),
    showAll,
    isLoadingAll: (id) => wholes[opened.indexOf(id)]?.isLoading ?? false,
  }
}
