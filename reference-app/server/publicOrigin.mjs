// The storefront's public origin (PUBLIC_URL): the one address canonical links, Open Graph and
// JSON-LD are built on. Never the request's Host or X-Forwarded-Host, which anyone can set
// (issue #35: `Host: evil.example` became the canonical address, cache poisoning behind a CDN).

/**
 * The public origin from the environment: PUBLIC_URL's origin; without it, in development,
 * 'http://localhost:{PORT}'. A production storefront (NODE_ENV=production) without PUBLIC_URL,
 * or a PUBLIC_URL that is not an http(s) address, throws: the server must not start.
 */
export function publicOriginFrom({ publicUrl, production, port }) {
  if (!publicUrl) {
    if (production) {
      throw new Error(
        "PUBLIC_URL is required in production (the shop's address, e.g. https://apteka.example): " +
          'canonical links, Open Graph and JSON-LD are built on it, never on the request’s Host',
      )
    }
    return `http://localhost:${port}`
  }
  let url
  try {
    url = new URL(publicUrl)
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, got '${publicUrl}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) address, got '${publicUrl}'`)
  }
  return url.origin
}
