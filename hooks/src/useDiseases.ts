// The diseases index (all, or of one initial).
import { useQuery } from '@tanstack/react-query'
import type { ContentResult, DiseaseList } from './content/contentQueries'
import { diseasesQueryOptions, resultOf } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/** The diseases (of an initial). @example const { data } = useDiseases() */
export function useDiseases(letter: string | null = null): ContentResult<DiseaseList> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(diseasesQueryOptions(client, letter)))
}
