// What a page's server loader answers when the API did not give it the page (issue #30): 404 when
// the address names nothing the shop has, 503 (with Retry-After, logged) when the API failed, 400
// when the API refused the address's input. The root error boundary renders each answer.
import { isStorefrontError } from '@apteka/sdk'
import { ERROR_CODES } from '@apteka/sdk/errors'
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { data } from 'react-router'
import { isApiFailure, isNotFound } from '../ui/pageFailure'

/** How long a client or crawler should wait before asking again when the API is down, s. */
export const RETRY_AFTER_SECONDS = 30

/** Whether the API refused the input the address carried (SPEC §8 E_1). */
const isBadInput = (error: unknown) =>
  isStorefrontError(error) && error.code === ERROR_CODES.WRONG_REQUEST

/** Logs the API's failure (of a query, when one is named) and throws the 503 answer. */
function apiUnavailable(error: unknown, query?: Query): never {
  const traceId = isStorefrontError(error) ? error.traceId : null
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'storefront: the API failed, answering 503',
      query: query?.queryHash ?? null,
      traceId,
      error: error instanceof Error ? error.message : String(error),
    }),
  )
  throw data(null, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } })
}

/** For a loader's own API call: its failure answers 503 (as `.catch(answerApiUnavailable)`). */
export const answerApiUnavailable = (error: unknown): never => apiUnavailable(error)

/**
 * Throws the page's failure answer when the prefetched query the page stands on failed (404,
 * 503 or 400), or came back null (404). `notFoundCodes` adds codes that mean "not found" for
 * this query (a region the address names, which from a cookie would not be a 404).
 */
export function answerFailure(
  queryClient: QueryClient,
  queryKey: QueryKey,
  notFoundCodes: readonly string[] = [],
): void {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true })
  if (!query) return
  const { status, error } = query.state
  if (status === 'success' && query.state.data === null) throw data(null, { status: 404 })
  if (status !== 'error') return
  const code = isStorefrontError(error) ? error.code : null
  if (isNotFound(error) || (code !== null && notFoundCodes.includes(code)))
    throw data(null, { status: 404 })
  if (isBadInput(error)) throw data(null, { status: 400 })
  if (isApiFailure(error)) apiUnavailable(error, query)
}

/** Throws the 503 answer when any prefetched query of the cache failed because the API did. */
export function answerApiFailure(queryClient: QueryClient): void {
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .find((query) => isApiFailure(query.state.error))
  if (failed) apiUnavailable(failed.state.error, failed)
}
