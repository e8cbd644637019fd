// The rate limit of a plain HTTP route (SPEC §7's counters and links that are not GraphQL): the
// caller's address as the API trusts it, counted against the operation's limit.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddress } from '../auth/clientAddress'
import { isApiError } from '../errors'
import { countRequest, type RateLimitedOperation } from '../security/rateLimits'
import type { HttpRouteContext } from './routeContext'

/**
 * Counts the request for its caller's address. Past the limit it answers 429 with Retry-After
 * (and `headers`) and returns false: the route then does nothing.
 *
 * @example
 * if (!(await withinRequestLimit(req, res, context, 'adCounter', { 'cache-control': 'no-store' })))
 *   return true
 */
export async function withinRequestLimit(
  req: IncomingMessage,
  res: ServerResponse,
  { database, config, now }: HttpRouteContext,
  operation: RateLimitedOperation,
  headers: Readonly<Record<string, string>>,
): Promise<boolean> {
  const address = clientAddress(
    {
      peer: req.socket.remoteAddress,
      forwardedFor: headerValue(req.headers['x-forwarded-for']),
      realIp: headerValue(req.headers['x-real-ip']),
    },
    config.trustProxy,
  )
  try {
    await countRequest(database.db, operation, { address, userId: null }, config.rateLimits, now())
    return true
  } catch (error) {
    if (!isApiError(error)) throw error
    const retryAfter = String(error.extensions.retryAfter ?? 60)
    res.writeHead(429, { ...headers, 'retry-after': retryAfter }).end()
    return false
  }
}

const headerValue = (value: string | string[] | undefined): string | null =>
  Array.isArray(value) ? value.join(',') : (value ?? null)
