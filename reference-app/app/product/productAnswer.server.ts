// The product page's answer when the product it names is not there: every public form of a
// product address ('/product/{alias}.html', '/p_{alias}.html') is a 404 for an unknown alias.
import { productQueryOptions } from '@apteka/hooks'
import type { StorefrontClient } from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { data } from 'react-router'
import { answerFailure } from '../shell/loaderAnswers.server'

/** Throws 404 (unknown product), 503 (the API failed) or 400 after the product was prefetched. */
export function answerProductFailure(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: { alias: string; regionID: string },
): void {
  const { queryKey } = productQueryOptions(client, variables)
  answerFailure(queryClient, queryKey)
  if (
    queryClient.getQueryState(queryKey)?.status === 'success' &&
    !queryClient.getQueryData(queryKey)?.product
  )
    throw data(null, { status: 404 })
}
