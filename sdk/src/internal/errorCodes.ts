// The few error constants the request path needs, kept apart from the Russian catalogue (in
// errors/) so a client bundle holds only these, and the catalogue arrives with the first error.

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
