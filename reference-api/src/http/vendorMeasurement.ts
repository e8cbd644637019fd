// The vendor measurement (SPEC §7: GET /_api/yandex/vendor with type, client id, page url, title,
// ms, product and purchase fields, fire-and-forget). The reference API records nothing: it answers
// 204 so the storefront's call succeeds; a shop forwards these to its vendor instead.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const VENDOR_MEASUREMENT_PATH = '/_api/yandex/vendor'

export function handleVendorMeasurement(req: IncomingMessage, res: ServerResponse): boolean {
  const headers = { 'cache-control': 'no-store' }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end()
    return true
  }
  res.writeHead(204, headers).end()
  return true
}
