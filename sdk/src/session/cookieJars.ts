// The cookie jars of the session tokens, free of Effect so a page can read its session before
// the client's runtime arrives (issue #18): `document.cookie` in a browser, memory on a server.
import { type CookieAttributes, parseCookieHeader, serializeCookie } from '../internal/cookieHeader'
import { hasDocumentCookies } from '../internal/environment'

/** Where a cookie is written: `maxAge` in seconds, `path` '/' by default. */
export type CookieOptions = CookieAttributes

/** A cookie jar. */
export interface CookieStore {
  /** The cookie's value, or null when it is not set. */
  get(name: string): string | null
  /** Writes the cookie; a `maxAge` of 0 or less removes it. */
  set(name: string, value: string, options?: CookieOptions): void
  /** Removes the cookie (give the `domain` and `path` it was written with). */
  remove(name: string, options?: Omit<CookieOptions, 'maxAge'>): void
}

/**
 * Cookies kept in memory, starting from a Cookie header (`'a=1; b=2'`) or a record. They do
 * not expire by time; a write with `maxAge` 0 or less removes the cookie.
 * @example
 * const client = createStorefrontClient({ endpoint: 'http://127.0.0.1:4000/graphql', cookies: memoryCookies() })
 */
export function memoryCookies(initial?: string | Readonly<Record<string, string>>): CookieStore {
  const jar =
    typeof initial === 'string' || initial === undefined
      ? parseCookieHeader(initial)
      : new Map(Object.entries(initial))
  return {
    get: (name) => jar.get(name) ?? null,
    set: (name, value, options) => {
      if (options?.maxAge !== undefined && options.maxAge <= 0) jar.delete(name)
      else jar.set(name, value)
    },
    remove: (name) => {
      jar.delete(name)
    },
  }
}

/**
 * A server render's cookie jar: it starts from the request's Cookie header, and every write
 * is kept as a `Set-Cookie` header for the response, so a token refreshed on the server
 * reaches the browser (refresh tokens are single-use: a refresh whose answer stays on the
 * server signs the shopper out on their next request).
 */
export interface ResponseCookieStore extends CookieStore {
  /** One `Set-Cookie` value per cookie written or removed, the last write of each name. */
  setCookieHeaders(): string[]
}

/** How a server writes cookies for its response. */
export interface RequestCookiesOptions {
  /** Add `Secure`: the page was requested over HTTPS. Default false. */
  readonly secure?: boolean
  /** The cookies written `HttpOnly` (a server holding the session: the token cookies). Default none. */
  readonly httpOnly?: readonly string[]
}

/**
 * Cookies of one server request: reads start from its Cookie header, writes are seen by later
 * reads of the same request and are kept for the response (`setCookieHeaders`).
 *
 * @example
 * const cookies = requestCookies(request.headers.get('cookie'), { secure: url.protocol === 'https:' })
 * // … render with a client on these cookies …
 * for (const header of cookies.setCookieHeaders()) response.headers.append('Set-Cookie', header)
 */
export function requestCookies(
  cookieHeader: string | null | undefined,
  options: RequestCookiesOptions = {},
): ResponseCookieStore {
  const jar = memoryCookies(cookieHeader ?? undefined)
  const written = new Map<string, string>()
  const secure = options.secure === true
  const httpOnlyNames = new Set(options.httpOnly ?? [])
  const base = (name: string) => (httpOnlyNames.has(name) ? { secure, httpOnly: true } : { secure })
  return {
    get: jar.get,
    set: (name, value, attributes = {}) => {
      jar.set(name, value, attributes)
      written.set(name, serializeCookie(name, value, { ...base(name), ...attributes }))
    },
    remove: (name, attributes = {}) => {
      jar.remove(name, attributes)
      written.set(name, serializeCookie(name, '', { ...base(name), ...attributes, maxAge: 0 }))
    },
    setCookieHeaders: () => [...written.values()],
  }
}

/**
 * The page's cookies, through `document.cookie` (`Secure` on pages served over HTTPS).
 *
 * Reading `document.cookie` is slow (the browser asks its cookie store each time), and a page's
 * render reads a cookie dozens of times: the cookies are read once and kept for the synchronous
 * run that read them (a queued microtask clears them) or until this store writes one.
 * @example
 * const client = createStorefrontClient({ cookies: documentCookies() }) // the browser's default
 */
export function documentCookies(doc: Pick<Document, 'cookie'> = document): CookieStore {
  const secure = () =>
    typeof location !== 'undefined' && location.protocol === 'https:' ? { secure: true } : {}
  let read: Map<string, string> | null = null
  const current = () => {
    if (read === null) {
      read = parseCookieHeader(doc.cookie)
      queueMicrotask(() => {
        read = null
      })
    }
    return read
  }
  const write = (cookie: string) => {
    read = null
    doc.cookie = cookie
  }
  return {
    get: (name) => current().get(name) ?? null,
    set: (name, value, options = {}) => {
      write(serializeCookie(name, value, { ...secure(), ...options }))
    },
    remove: (name, options = {}) => {
      write(serializeCookie(name, '', { ...secure(), ...options, maxAge: 0 }))
    },
  }
}

/**
 * The default jar: `document.cookie` on a page; elsewhere memory, starting from the Cookie
 * header among `serverHeaders` when given.
 * @example
 * const cookies = defaultCookies(request.headers) // on the server: the request's Cookie header, in memory
 */
export function defaultCookies(
  serverHeaders?: Headers | Readonly<Record<string, string>>,
): CookieStore {
  if (serverHeaders) return memoryCookies(cookieHeaderOf(serverHeaders))
  return hasDocumentCookies() ? documentCookies() : memoryCookies()
}

const cookieHeaderOf = (headers: Headers | Readonly<Record<string, string>>) => {
  if (typeof (headers as Headers).get === 'function')
    return (headers as Headers).get('cookie') ?? ''
  for (const name in headers) {
    if (name.toLowerCase() === 'cookie') return (headers as Record<string, string>)[name]
  }
  return ''
}
