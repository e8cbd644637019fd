// The `Cookies` service: where the session tokens live. In a browser it is `document.cookie`;
// on a server it starts from the forwarded Cookie header and keeps its writes in memory. The
// jars themselves are Effect-free (cookieJars.ts).
import * as Context from 'effect/Context'
import * as Layer from 'effect/Layer'
import { type CookieStore, memoryCookies } from './cookieJars'

export type {
  CookieOptions,
  CookieStore,
  RequestCookiesOptions,
  ResponseCookieStore,
} from './cookieJars'
export { defaultCookies, documentCookies, memoryCookies, requestCookies } from './cookieJars'

/** The `Cookies` service. */
export type Cookies = CookieStore

/** The `Cookies` service. */
export const Cookies: Context.Service<Cookies, Cookies> =
  Context.Service<Cookies>('@apteka/sdk/Cookies')

/**
 * The `Cookies` service from a jar.
 * @example
 * const cookies = Cookies.layer(requestCookies(request.headers.get('cookie')))
 */
export const layer = (store: CookieStore): Layer.Layer<Cookies> => Layer.succeed(Cookies, store)

/**
 * The `Cookies` service in memory (tests, servers).
 * @example
 * const cookies = Cookies.layerMemory('access_token=…; refresh_token=…')
 */
export const layerMemory = (
  initial?: string | Readonly<Record<string, string>>,
): Layer.Layer<Cookies> => Layer.sync(Cookies, () => memoryCookies(initial))
