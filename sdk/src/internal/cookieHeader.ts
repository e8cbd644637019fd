// Reading a Cookie header and writing one cookie in Set-Cookie form, as `document.cookie` takes it.

/** The name → value pairs of a Cookie header (`a=1; b=2`); values are URI-decoded. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 1) continue
    const name = pair.slice(0, separator).trim()
    if (name && !cookies.has(name)) cookies.set(name, decode(pair.slice(separator + 1).trim()))
  }
  return cookies
}

function decode(value: string): string {
  const unquoted = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
  try {
    return decodeURIComponent(unquoted)
  } catch {
    return unquoted
  }
}

/**
 * Where a cookie lives and how long; `maxAge` in seconds, `path` '/' by default, `secure` for
 * pages served over HTTPS.
 */
export interface CookieAttributes {
  readonly maxAge?: number
  readonly domain?: string | undefined
  readonly path?: string
  readonly secure?: boolean
  /** Out of page scripts' reach (a server's Set-Cookie only; `document.cookie` refuses it). */
  readonly httpOnly?: boolean
}

/**
 * One cookie as `document.cookie` and a `Set-Cookie` header both accept it:
 * `name=value; Path=/; Max-Age=600; SameSite=Lax` (and `; Secure` over HTTPS).
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=${attributes.path ?? '/'}`
  if (attributes.maxAge !== undefined) cookie += `; Max-Age=${Math.floor(attributes.maxAge)}`
  if (attributes.domain) cookie += `; Domain=${attributes.domain}`
  if (attributes.secure) cookie += '; Secure'
  if (attributes.httpOnly) cookie += '; HttpOnly'
  return `${cookie}; SameSite=Lax`
}
