// At most a few costly requests (search texts) in flight per client address: the rest are
// answered E_250 with `retryAfter` at once, before they cost a statement. A window limit
// (rateLimits.ts) bounds how many such requests a client sends a minute; this bounds how much of
// the server one client holds at a time, so a flood of slow searches cannot queue every other
// shopper's page behind it (issue #35, item 6).
//
// In flight is a per-process quantity, kept in memory: counting it in the database (as the window
// limits are, shared by instances) would cost two writes per request and leave slots taken after
// a crash. With WORKERS=N each process caps on its own, so a client holds N × the cap at most.
import { ERROR_CODES } from '@apteka/sdk/errors'
import type { Plugin } from 'graphql-yoga'
import { addressKey } from '../auth/clientAddress'
import { apiError } from '../errors'

/** Costly requests in flight, by client address key. */
const inFlight = new Map<string, number>()
/** The address key each counted request (its context) holds a slot under. */
const holders = new WeakMap<object, string>()

/** Seconds a refused client is told to wait: a slot frees as soon as one of its requests ends. */
const RETRY_AFTER_SECONDS = 1

/** What the cap reads of a request: its client address and the rate-limit settings. */
export interface CostlyRequest {
  readonly ip: string
  readonly config: {
    readonly rateLimits: { readonly enabled: boolean; readonly searchInFlight?: number | undefined }
  }
}

/**
 * Takes a slot for this request's client (once per request, however many costly fields it has);
 * E_250 when the client already has `searchInFlight` costly requests running. Off with the rate
 * limits (`RATE_LIMITS=off`).
 */
export function enterCostlyRequest(ctx: CostlyRequest): void {
  const { enabled, searchInFlight } = ctx.config.rateLimits
  if (!enabled || !searchInFlight || holders.has(ctx)) return
  const key = addressKey(ctx.ip)
  const running = inFlight.get(key) ?? 0
  if (running >= searchInFlight)
    throw apiError(ERROR_CODES.RATE_LIMITED, undefined, { retryAfter: RETRY_AFTER_SECONDS })
  inFlight.set(key, running + 1)
  holders.set(ctx, key)
}

/** Frees the request's slot, if it took one. */
function leaveCostlyRequest(ctx: object): void {
  const key = holders.get(ctx)
  if (key === undefined) return
  holders.delete(ctx)
  const running = (inFlight.get(key) ?? 1) - 1
  if (running > 0) inFlight.set(key, running)
  else inFlight.delete(key)
}

/** Frees each request's slot when its execution ends, answered or failed. */
export const costlyInFlightPlugin = (): Plugin => ({
  onExecute({ args }) {
    return {
      onExecuteDone() {
        leaveCostlyRequest(args.contextValue as object)
      },
    }
  },
})
