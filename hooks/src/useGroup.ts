// A group of one drug (/g_{group}/, /g_{group}/analogi/): its forms and dosages, the
// instruction, and the analogues page by page.

import type { GroupQuery, StorefrontClient } from '@apteka/sdk'
import {
  GroupDocument,
  type RegionKey,
  type RegionOption,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type PagedResult, pagedResult } from './pagedResult'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** A drug group. */
export type Group = NonNullable<GroupQuery['group']>

/** Analogues per page when none is asked. */
export const GROUP_ANALOGS_PAGE_SIZE = 20

/**
 * Query options of a group with a page of its analogues.
 *
 * @example
 * queryClient.prefetchQuery(groupQueryOptions(client, { regionId: 'moscowregion', code: 'ibuprofen', page: 1 }))
 */
export function groupQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { code: string; page?: number; limit?: number },
) {
  const { code, page = 1, limit = GROUP_ANALOGS_PAGE_SIZE } = variables
  const regionId = regionOf(variables)
  const paginator = { page, limit }
  return queryOptions({
    queryKey: storefrontKeys.group(regionId, code, paginator),
    queryFn: async ({ signal }) =>
      (await client.requestData(GroupDocument, { regionID: regionId, code, paginator }, { signal }))
        .group,
    staleTime: 5 * 60_000,
  })
}

/** Options of {@link useGroup}. */
export interface UseGroupOptions extends RegionOption {
  /** The group's code. Required. */
  code: string
  /** The analogues page, from 1. Default: 1. */
  page?: number
  /** Analogues per page. Default: 20. */
  limit?: number
}

/** What {@link useGroup} returns. */
export interface UseGroupResult extends PagedResult {
  group: Group | null | undefined
  /** The forms of the drug, each with its dosages and packs. */
  forms: Group['forms']
  analogs: Group['analogs']['items']
  analogsTotal: number
}

/**
 * A drug group with its forms and analogues.
 *
 * @example
 * const { forms, analogs, hasNextPage } = useGroup({ code: 'ibuprofen', page })
 */
export function useGroup(options: UseGroupOptions): UseGroupResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const page = options.page ?? 1
  const limit = options.limit ?? GROUP_ANALOGS_PAGE_SIZE
  const query = useQuery({
    ...groupQueryOptions(client, { regionId, code: options.code, page, limit }),
    placeholderData: keepPreviousData,
  })
  const group = query.data
  const total = group?.analogs.total ?? 0
  const pageCount = group?.analogs.pageInfo.pageCount ?? Math.ceil(total / limit)
  return {
    group,
    forms: group?.forms ?? [],
    analogs: group?.analogs.items ?? [],
    analogsTotal: total,
    ...pagedResult(query, page, pageCount),
  }
}
