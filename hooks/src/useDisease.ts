// One disease of the index by its code.
import { useQuery } from '@tanstack/react-query'
import type { ContentResult, DiseaseDetails } from './content/contentQueries'
import { diseaseQueryOptions, resultOf } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/** One disease. @example const { data } = useDisease('gripp') */
export function useDisease(code: string): ContentResult<DiseaseDetails | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(diseaseQueryOptions(client, code)))
}
