// The cookies the API itself sets (its `guest_id`, the key of a guest's cart), kept between
// calls where fetch keeps none: in Node, a script or a server calling the API for a shopper.
// A browser keeps them by itself; there the client needs no jar.
import { parseCookieHeader } from '../internal/cookieHeader'
import { type FetchFunction, globalFetch } from '../transport'

/** The API's cookies, sent back on every call of the clients that share the jar. */
export interface ApiCookieJar {
  /** The kept cookies as a Cookie header (`guest_id=…`), '' when none: store it to resume later. */
  cookieHeader(): string
  /** The value of one kept cookie, or null. */
  get(name: string): string | null
  /** Keeps what an answer's `Set-Cookie` headers say: a new value, or a removal (`Max-Age=0`). */
  keep(setCookies: readonly string[]): void
  /**
   * `fetch` sending the kept cookies (after the call's own Cookie header, where a server forwards
   * one, without repeating a name it has) and keeping what the answers set. The client wraps its
   * fetch with it; the code comes with `apiCookieJar`, so a bundle without a jar has none of it.
   */
  fetchThrough(fetch: FetchFunction): FetchFunction
}

/** Whether a Set-Cookie value removes its cookie (`Max-Age` of 0 or less, or a past `Expires`). */
function removes(attributes: readonly string[]): boolean {
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim())
    if (key.toLowerCase() === 'max-age' && Number(value) <= 0) return true
    if (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now()) return true
  }
  return false
}

/** Cookies as the pairs of a Cookie header (`name=value`). */
const cookiePairs = (cookies: Iterable<readonly [string, string]>): string[] =>
  [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`)

/**
 * A jar for the API's cookies, empty or resumed from a Cookie header kept earlier. Give the
 * same jar to every client that acts for one guest (`createStorefrontClient({ apiCookies })`),
 * and their calls share the guest's cart.
 * @example
 * const apiCookies = apiCookieJar()
 * const client = createStorefrontClient({ endpoint: 'http://127.0.0.1:4000/graphql', apiCookies })
 * await client.requestData(UpdateCartDocument, { regionID: 'moscowregion', items })
 * const later = createStorefrontClient({ endpoint: 'http://127.0.0.1:4000/graphql', apiCookies })
 * await later.requestData(CartDocument, { regionID: 'moscowregion' }) // the same cart
 */
export function apiCookieJar(cookieHeader?: string): ApiCookieJar {
  const cookies = parseCookieHeader(cookieHeader)
  const jar: ApiCookieJar = {
    cookieHeader: () => cookiePairs(cookies).join('; '),
    get: (name) => cookies.get(name) ?? null,
    fetchThrough: (fetch) => async (input, init) => {
      const headers = new Headers(init?.headers)
      const own = headers.get('cookie')
      const ownNames = parseCookieHeader(own)
      const kept = cookiePairs([...cookies].filter(([name]) => !ownNames.has(name)))
      if (kept.length > 0) headers.set('cookie', [own, ...kept].filter(Boolean).join('; '))
      const response = await fetch(input, { ...init, headers })
      jar.keep(response.headers.getSetCookie())
      return response
    },
    keep: (setCookies) => {
      for (const setCookie of setCookies) {
        const [pair = '', ...attributes] = setCookie.split(';')
        const separator = pair.indexOf('=')
        if (separator < 1) continue
        const name = pair.slice(0, separator).trim()
        if (removes(attributes)) cookies.delete(name)
        else cookies.set(name, parseCookieHeader(pair).get(name) ?? '')
      }
    },
  }
  return jar
}

/** The fetch a client's options name (`globalThis.fetch` by default), with the jar they give. */
export const fetchOf = (options: {
  readonly fetch?: FetchFunction | undefined
  readonly apiCookies?: ApiCookieJar | undefined
}): FetchFunction =>
  options.apiCookies
    ? options.apiCookies.fetchThrough(options.fetch ?? globalFetch)
    : (options.fetch ?? globalFetch)
