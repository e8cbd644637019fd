// The few error constants and readers the request path needs, kept apart from the Russian
// catalogue (in errors/) so a client bundle holds only these, and the catalogue arrives with the
// first error.

/** The code an error without a code counts as (SPEC §8: E_3). */
export const DEFAULT_ERROR_CODE = 'E_3'

/** The message of an unknown code. */
export const DEFAULT_ERROR_MESSAGE = 'Ошибка запроса'

/** The auth error that means the session is gone: the profile is cleared on it. */
export const AUTH_ERROR_CODE = 'E_12'

/** The catalogue's message of the auth error. */
export const AUTH_ERROR_MESSAGE = 'Срок авторизации истёк, войдите снова'

/** The shopper's text for a failure that is nobody's fault in particular (offline, aborted). */
export const RETRY_LATER_MESSAGE = 'Повторите попытку позднее'

/**
 * The error's `extensions.code`, or 'E_3' when it has none. Accepts anything, since
 * errors come from the network.
 *
 * @example
 * errorCode({ message: 'x', extensions: { code: 'E_29' } }) // 'E_29'
 * errorCode(new Error('offline')) // 'E_3'
 */
export function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return DEFAULT_ERROR_CODE
  const extensions = (error as { extensions?: unknown }).extensions
  if (typeof extensions !== 'object' || extensions === null) return DEFAULT_ERROR_CODE
  const code = (extensions as { code?: unknown }).code
  return typeof code === 'string' && code !== '' ? code : DEFAULT_ERROR_CODE
}

/** An entry of a GraphQL errors list, as far as the shop reads it. */
export interface GraphQLErrorLike {
  readonly message: string
  /** Where in the answer the error happened: ['updateProfile', 'email']. */
  readonly path?: readonly (string | number)[]
  /** `code` (E_…), and for field errors `field` plus any message parameters. */
  readonly extensions?: Readonly<Record<string, unknown>>
}

/**
 * The parameters of an error's message: the string and number entries of `extensions` and of
 * `extensions.params` (where the reference API puts them), the top-level ones winning.
 *
 * @example
 * errorParams({ message: '', extensions: { code: 'E_36', params: { field: 'name' } } })
 * // { field: 'name', code: 'E_36' }
 */
export function errorParams(error: GraphQLErrorLike): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  const extensions = error.extensions ?? {}
  const nested = extensions.params
  const sources =
    typeof nested === 'object' && nested !== null ? [nested, extensions] : [extensions]
  for (const source of sources) {
    for (const [name, value] of Object.entries(source)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value
    }
  }
  return params
}

/**
 * The form field an error belongs to: its `field` parameter (in `extensions` or
 * `extensions.params`), else the last segment of its path when that is a name.
 *
 * @example
 * errorField({ message: '', extensions: { code: 'E_36', params: { field: 'surname' } } }) // 'surname'
 * errorField({ message: '', path: ['updateProfile', 'email'] }) // 'email'
 */
export function errorField(error: GraphQLErrorLike): string | undefined {
  const field = errorParams(error).field
  if (typeof field === 'string' && field !== '') return field
  const last = error.path?.[error.path.length - 1]
  return typeof last === 'string' ? last : undefined
}
