// The region's laboratory analyses, for the analyses list.
import type { AnalysesQuery } from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import type { ContentResult } from './content/contentQueries'
import { analysesQueryOptions, resultOf } from './content/contentQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** The current region's analyses. @example const { data } = useAnalyses() */
export function useAnalyses(
  options: { regionId?: string } = {},
): ContentResult<AnalysesQuery['analyses']> {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  return resultOf(useQuery(analysesQueryOptions(client, { regionId })))
}
