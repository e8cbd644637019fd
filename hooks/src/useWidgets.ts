// Recommendation widgets ('popular', 'with-this-buy', 'viewed'): product shelves from the
// marketing service, never loaded in employee mode (SPEC §6).

import type { RegionOption, StorefrontClient, WidgetsInput, WidgetsQuery } from '@apteka/sdk'
import { storefrontKeys, WidgetsDocument } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useAuth } from './useAuth'

/** A widget: an alias, a title and products. */
export type Widget = WidgetsQuery['widgets']['items'][number]

/**
 * Query options of widgets.
 *
 * @example
 * queryClient.prefetchQuery(widgetsQueryOptions(client, { items: ['popular'], regionId: 'moscowregion' }))
 */
export function widgetsQueryOptions(client: StorefrontClient, input: WidgetsInput) {
  return queryOptions({
    queryKey: storefrontKeys.widgets(input),
    queryFn: async ({ signal }) =>
      (await client.requestData(WidgetsDocument, { input }, { signal })).widgets.items,
    staleTime: 5 * 60_000,
  })
}

/** Options of {@link useWidgets}. */
export interface UseWidgetsOptions extends RegionOption {
  /** Widget aliases to load. Required. */
  aliases: string[]
  /** The product the widgets are about (product page). Default: none. */
  productID?: string
}

/** What {@link useWidgets} returns. */
export interface UseWidgetsResult {
  widgets: Widget[]
  /** The widget of an alias, when loaded. */
  widget: (alias: string) => Widget | null
  /** Widgets are off: employee mode. */
  isSkipped: boolean
  isLoading: boolean
  error: Error | null
}

/**
 * Recommendation widgets.
 *
 * @example
 * const { widget } = useWidgets({ aliases: ['popular', 'viewed'] })
 * <Shelf title={widget('popular')?.title} products={widget('popular')?.items ?? []} />
 */
export function useWidgets(options: UseWidgetsOptions): UseWidgetsResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const { isEmployeeMode } = useAuth()
  const input: WidgetsInput = {
    items: options.aliases,
    regionID: regionId,
    ...(options.productID ? { productID: options.productID } : {}),
  }
  const query = useQuery({
    ...widgetsQueryOptions(client, input),
    enabled: !isEmployeeMode && options.aliases.length > 0,
  })
  const widgets = isEmployeeMode ? [] : (query.data ?? [])
  return {
    widgets,
    widget: (alias) => widgets.find((widget) => widget.alias === alias) ?? null,
    isSkipped: isEmployeeMode,
    isLoading: !isEmployeeMode && query.isLoading,
    error: query.error,
  }
}
