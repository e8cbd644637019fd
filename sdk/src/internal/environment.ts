// What the running platform offers: the client picks its defaults (cookies, storage, tab sync)
// by looking, never at module load, so importing the SDK on the server is safe.

/** `document` with a cookie jar: a browser page. */
export const hasDocumentCookies = (): boolean =>
  typeof document !== 'undefined' && typeof document.cookie === 'string'

/** The page's origin, when there is a page. */
export const pageOrigin = (): string | null =>
  typeof location !== 'undefined' && typeof location.origin === 'string' ? location.origin : null
