// An information or legal page served by the API (SPEC §2 "Information and legal").
import { useQuery } from '@tanstack/react-query'
import type { ContentResult, InformationPage } from './content/contentQueries'
import { informationPageQueryOptions, resultOf } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/** An information page. @example const { data: page } = useInformationPage('/dostavka') */
export function useInformationPage(path: string): ContentResult<InformationPage | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(informationPageQueryOptions(client, path)))
}
