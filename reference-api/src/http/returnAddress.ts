// Where a sign-in may send the shopper back to: a page of the shop's own public origin, given as
// a path or a whole address. Checked on the parsed URL, not the text: '/%09/evil.example' or
// '/\t/evil.example' parse to another host and are refused.

export interface ReturnAddress {
  /** The whole address on the public origin. */
  href: string
  /** Its path, query included ('/vypusk-karty-loyalnosti'). */
  path: string
}

export function returnAddressOf(value: string | null, publicUrl: string): ReturnAddress | null {
  if (!value || !publicUrl) return null
  // Control characters and backslashes are stripped or bent by URL parsers: never a return.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null
  let origin: string
  let url: URL
  try {
    origin = new URL(publicUrl).origin
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) {
    return null
  }
  const path = `${url.pathname}${url.search}`
  return { href: `${origin}${path}`, path }
}
