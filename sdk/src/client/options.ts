// The options of a storefront client, shared by the Promise face and the Effect layer.
import type { CookieStore, KeyValueStorage, SessionMode } from '../session'
import type { HttpErrorInfo } from '../transport'
import type { ApiCookieJar } from './apiCookieJar'

/** How a storefront client talks to the API and keeps its session. */
export interface StorefrontClientOptions {
  /** The GraphQL endpoint; an absolute URL is needed on the server. Default '/graphql'. */
  endpoint?: string
  /** The fetch credentials mode. Default 'same-origin'. */
  credentials?: RequestCredentials
  /** The fetch function. Default `globalThis.fetch` (looked up on every call). */
  fetch?: typeof globalThis.fetch
  /**
   * The cookie jar of the tokens. Default `document.cookie` in a browser; elsewhere memory,
   * starting from the Cookie header of `serverHeaders`.
   */
  cookies?: CookieStore
  /**
   * A jar for the cookies the API sets (its `guest_id`, which keys a guest's cart), sent back on
   * every call: for Node, where fetch keeps no cookies, so a guest's cart survives between calls
   * and between the clients that share the jar (`apiCookieJar()`). Default none (a browser keeps
   * them itself).
   */
  apiCookies?: ApiCookieJar
  /** The store of the cart id and favourites. Default localStorage, memory where it fails. */
  storage?: KeyValueStorage
  /** The token cookies' domain. Default the page's host. */
  cookieDomain?: string
  /** Token cookie max ages in seconds. Default access 600, refresh 15552000. */
  tokenMaxAge?: { access?: number; refresh?: number }
  /** Experiments sent as the X-Experiments header (JSON) on the cart mini calls. Default none. */
  experiments?: () => Record<string, string>
  /** Tracing headers, attached to same-origin requests only. Default none. */
  traceHeaders?: () => Record<string, string>
  /**
   * Server-side mode: the incoming request's headers, forwarded except host, connection,
   * pragma, referer and traceparent; the tokens come from their Cookie header. Default none.
   */
  serverHeaders?: Headers | Record<string, string>
  /** Called for every non-OK HTTP answer with message '{status} {statusText}'. Default none. */
  onHttpError?: (error: HttpErrorInfo) => void
  /**
   * A call whose answer has not arrived after this many ms fails with a `TransportError`, its
   * fetch aborted. Default none (the browser's or the server's own limits).
   */
  timeoutMs?: number
  /**
   * How many more times a query is sent after a retryable failure (`TransportError`, 5xx, 429),
   * 200 ms, then 400 ms, … apart. Mutations are never re-sent. Default 0.
   */
  retries?: number
  /** Runs when the customer's session ends. Default none. */
  onLogout?: () => void | Promise<void>
  /** Runs first when an operator's session ends. Default none. */
  onOperatorLogout?: () => void | Promise<void>
  /** The clock, ms since the epoch. Default `Date.now`. */
  now?: () => number
  /**
   * Share session events (BroadcastChannel 'apteka-session') and token refreshes (Web Locks)
   * with the other tabs. Default true in a browser, false elsewhere.
   */
  tabSync?: boolean
  /**
   * Where the session's tokens live. 'tokens' (default, for partners' own apps): the client
   * keeps them in cookies it reads, sends them as bearers and refreshes them. 'server-held':
   * the site's server keeps them in HttpOnly cookies, refreshes them and adds them to the calls
   * it proxies; the client never reads, sends or refreshes a token and reads the session from
   * the `session_marker` cookie the server writes (docs/sdk.md, "Tokens held by your server").
   */
  sessionMode?: SessionMode
}
