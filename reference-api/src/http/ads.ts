// Advertisement counters: GET /ads/imps/{id} counts an impression, GET /ads/track/{id} a click
// (SPEC §7: plain GETs from the storefront; the sdk's sendBeacon sends them as POST). Answers 204
// so beacons and no-cors fetches succeed; an id that no advertisement can have is 404, another
// method 405, and past the client's rate limit (RATE_LIMIT_AD_COUNTER) nothing is counted: 429.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { advertisements } from '../db'
import { withinRequestLimit } from './requestLimit'
import type { HttpRouteContext } from './routeContext'

/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647

const COUNTING_METHODS = new Set(['GET', 'POST'])

export async function handleAdCounter(
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  context: HttpRouteContext,
): Promise<boolean> {
  const match = /^\/ads\/(imps|track)\/(\d{1,10})$/.exec(url.pathname)
  const id = Number(match?.[2])
  const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }
  if (!match || id < 1 || id > MAX_ID) {
    res
      .writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' })
      .end('Не найдено')
    return true
  }
  if (req.method === 'HEAD') {
    res.writeHead(204, headers).end()
    return true
  }
  if (!COUNTING_METHODS.has(req.method ?? '')) {
    res.writeHead(405, { ...headers, allow: 'GET, HEAD, POST' }).end()
    return true
  }
  if (!(await withinRequestLimit(req, res, context, 'adCounter', headers))) return true
  const column = match[1] === 'imps' ? advertisements.impsCount : advertisements.trackCount
  await context.database.db
    .update(advertisements)
    .set(
      match[1] === 'imps' ? { impsCount: sql`${column} + 1` } : { trackCount: sql`${column} + 1` },
    )
    .where(eq(advertisements.id, id))
  res.writeHead(204, headers).end()
  return true
}
