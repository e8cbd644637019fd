// One laboratory analysis in the region, for its page.
import { useQuery } from '@tanstack/react-query'
import type { AnalysisDetails, ContentResult } from './content/contentQueries'
import { analysisQueryOptions, resultOf } from './content/contentQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** One analysis in the current region. @example const { data } = useAnalysis('ferritin') */
export function useAnalysis(
  alias: string,
  options: { regionId?: string } = {},
): ContentResult<AnalysisDetails | null> {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  return resultOf(useQuery(analysisQueryOptions(client, { alias, regionId })))
}
