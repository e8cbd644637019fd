// Takes personal data out of a browser error report's text (issue #29): query strings and
// fragments of addresses (search texts, order numbers, OAuth codes ride there), phone numbers,
// e-mail addresses and anything shaped like a token. Used by the browser before it sends a
// report and again by the storefront server before it logs one (a report is the browser's word).

const REPLACEMENTS = [
  // A JWT (header.payload.signature, each base64url).
  [/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, '[токен]'],
  // key=value pairs that carry secrets, wherever they appear (cookies, form bodies, messages).
  [
    /\b(access_token|refresh_token|token|code|code_verifier|password|phone|email|state)=[^&\s"';,]+/gi,
    '$1=[скрыто]',
  ],
  // The query string and fragment of an address: 'https://shop/search?q=…#x' → 'https://shop/search'.
  [/((?:https?:\/\/[^\s?#"'<>()]+)|(?:^|(?<=[\s"'(]))\/[^\s?#"'<>()]*)[?#][^\s"'<>()]*/g, '$1'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-mail]'],
  // A Russian phone written any common way (+7 999 123-45-67, 8(999)1234567, 79991234567).
  [/(?:\+7|\b[78])[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b/g, '[телефон]'],
  // Other long digit runs (cards, policy numbers, phones abroad).
  [/\d{9,}/g, '[число]'],
  // Long opaque strings (session ids, API keys, base64 or hex secrets).
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[токен]'],
]

/** `text` with personal data replaced by placeholders, cut to `maxLength` characters. */
export function withoutPersonalData(text, maxLength = 2000) {
  if (typeof text !== 'string') return ''
  let clean = text.slice(0, maxLength * 2)
  for (const [pattern, replacement] of REPLACEMENTS) clean = clean.replace(pattern, replacement)
  return clean.slice(0, maxLength)
}

/** A page address as a report names it: the path only, no query string or fragment. */
export function pathOnly(address) {
  try {
    return withoutPersonalData(new URL(address, 'http://localhost').pathname, 300)
  } catch {
    return ''
  }
}
