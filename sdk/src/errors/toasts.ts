// Titles and texts of the error toasts (SPEC §8), and the HTTP statuses the API layer names.
import { RETRY_LATER_MESSAGE } from '../internal/errorCodes'

/** The toast texts, spelled as the shop shows them. */
export const TOASTS = {
  /** Region suggestions failed; the body is the server's message. */
  regionsFetchFailed: 'Ошибка при получении регионов',
  /** A chosen region could not be resolved; the body is {@link regionResolveError}. */
  regionFetchFailed: 'Ошибка при получении региона',
  /** The cart could not be loaded; each error message is a body. */
  cartFetchFailed: 'Ошибка при получении данных корзины',
  /** A cart change was not saved. */
  cartUpdateFailed: 'Ошибка при обновлении корзины',
  /** Search suggestions or another request failed; the body is {@link TOASTS.tryLater}. */
  requestFailed: 'Ошибка запроса',
  tryLater: 'Попробуйте позже',
  /** The default title of an API error. */
  error: 'Ошибка',
  /** The default retry message. */
  retryLater: RETRY_LATER_MESSAGE,
} as const

/**
 * The toast body when a chosen region cannot be resolved.
 *
 * @example
 * regionResolveError('Казань', 'kazan') // 'Не удалось получить данные о регионе для Казань(kazan)'
 */
export function regionResolveError(name: string, code: string | number): string {
  return `Не удалось получить данные о регионе для ${name}(${code})`
}

/** HTTP statuses the API layer names (their handling is the transport's). */
export const STATUS_CODES = {
  /** Cloudflare's "origin is unreachable". */
  ORIGIN_UNREACHABLE: 523,
  CONFLICT: 409,
} as const
