// Advertisement counters: GET /ads/imps/{id} counts an impression, GET /ads/track/{id} a click
// (SPEC §7: plain GETs from the storefront). Answers 204 so beacons and no-cors fetches succeed.
import type { ServerResponse } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { advertisements } from '../db'
import type { HttpRouteContext } from './routeContext'

export async function handleAdCounter(
  url: URL,
  res: ServerResponse,
  { database }: HttpRouteContext,
): Promise<boolean> {
  const match = /^\/ads\/(imps|track)\/(\d+)$/.exec(url.pathname)
  if (!match) return false
  const id = Number(match[2])
  const column = match[1] === 'imps' ? advertisements.impsCount : advertisements.trackCount
  await database.db
    .update(advertisements)
    .set(
      match[1] === 'imps' ? { impsCount: sql`${column} + 1` } : { trackCount: sql`${column} + 1` },
    )
    .where(eq(advertisements.id, id))
  res.writeHead(204, { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end()
  return true
}
