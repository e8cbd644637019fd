// Every failure the API reports is an error of SPEC §8: extensions.code plus the Russian message
// of the catalogue. Anything else is masked as E_3 so no stack trace leaves the server.
import { errorMessage } from '@apteka/sdk'
import { GraphQLError } from 'graphql'

/** A SPEC §8 error. `params` fill %count%, %min_sum%, %field%; `field` names the input it concerns. */
export function apiError(
  code: string,
  params?: Record<string, string | number>,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(errorMessage(code, params), {
    extensions: { code, ...(params ? { params } : {}), ...extensions },
  })
}

/** True for an error this API raised on purpose (it already carries a catalogue code). */
export const isApiError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && typeof error.extensions?.code === 'string'
