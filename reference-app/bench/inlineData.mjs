// The inline hydration data of a server-rendered page, as issue #18 counts it: the raw bytes of
// the inline scripts that carry React Router's context and the loaders' data (the dehydrated
// query state travels inside them). Shared by `npm run bench:web` and the storefront's tests.

/** Raw size in KB (1000 bytes) of the inline data of a page's HTML. */
export const inlineDataKb = (html) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((body) => body.includes('__reactRouterContext'))
    .reduce((sum, body) => sum + Buffer.byteLength(body), 0) / 1000
