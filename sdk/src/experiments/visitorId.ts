// The visitor an experiment assigns: a random id kept in a first-party cookie (set by the
// storefront's server, so the server render and the browser assign the same variant).

/** The cookie that keeps the visitor id. */
export const VISITOR_COOKIE = 'visitor_id'

/** How long the visitor id is kept, seconds: a year, so a returning shopper stays in her variant. */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const VISITOR_ID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Whether a cookie's value is a visitor id we could have issued (anything else is replaced).
 * @example
 * const visitorId = isVisitorId(cookies.get('visitor_id')) ? cookies.get('visitor_id') : newVisitorId()
 */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID_FORMAT.test(value)
}

/**
 * A new visitor id (a random UUID).
 * @example
 * response.headers.append('Set-Cookie', `visitor_id=${newVisitorId()}; Path=/; Max-Age=31536000; SameSite=Lax`)
 */
export function newVisitorId(): string {
  return globalThis.crypto.randomUUID()
}
