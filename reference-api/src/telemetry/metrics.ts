// The reference-api's Prometheus metrics (prom-client), all in one registry served at /metrics.
// Other parts of the API count through the named metrics exported here: `rateLimitRefusals` where
// a limit refuses a request, `smsSent` / `smsFailed` where the SMS gateway answers, `ordersPlaced`
// where an order is saved. Labels take only bounded values (operation names of the contract,
// §8 codes, route kinds), so a client cannot grow the series.
import { operationDocuments } from '@apteka/schema'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

export const registry = new Registry()
collectDefaultMetrics({ register: registry, prefix: 'apteka_api_' })

/** Seconds; from a cached answer (~1 ms) to a slow search or checkout. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/** Every request, by GraphQL operation (or the plain route's kind) and HTTP status. */
export const requestDuration = new Histogram({
  name: 'apteka_api_request_duration_seconds',
  help: 'Time to answer a request, by GraphQL operation (or plain route) and HTTP status',
  labelNames: ['operation', 'status'] as const,
  buckets: latencyBuckets,
  registers: [registry],
})

/**
 * The same requests as a counter: the rate per operation on dashboards (`rate(...[5m])`) without
 * reading histogram series, and the form every text-format parser reads.
 */
export const requestsTotal = new Counter({
  name: 'apteka_api_requests_total',
  help: 'Requests answered, by GraphQL operation (or plain route) and HTTP status',
  labelNames: ['operation', 'status'] as const,
  registers: [registry],
})

/**
 * Counts one answered request in `requestDuration` and `requestsTotal`, by operation (the
 * contract's name or a route kind: bounded) and HTTP status.
 *
 * @example
 * countRequest('ProductPage', 200, 0.012)
 */
export function countRequest(operation: string, status: number, seconds: number): void {
  const labels = { operation, status: String(status) }
  requestDuration.observe(labels, seconds)
  requestsTotal.inc(labels)
}

/** GraphQL errors by SPEC §8 code (E_1…), as the client receives them. */
export const apiErrors = new Counter({
  name: 'apteka_api_errors_total',
  help: 'Errors answered, by SPEC §8 code',
  labelNames: ['code', 'operation'] as const,
  registers: [registry],
})

/** Answers of the response cache (src/responseCache.ts) for anonymous catalogue reads. */
export const responseCacheLookups = new Counter({
  name: 'apteka_api_response_cache_total',
  help: 'Response-cache look-ups of cacheable reads, by result (hit or miss)',
  labelNames: ['result'] as const,
  registers: [registry],
})

/** One SQL statement, from the driver's call to its answer. */
export const statementDuration = new Histogram({
  name: 'apteka_db_statement_duration_seconds',
  help: 'Time of one SQL statement, by outcome',
  labelNames: ['outcome'] as const,
  buckets: latencyBuckets,
  registers: [registry],
})

/** The node-postgres pool /metrics reports (src/telemetry/statements.ts sets it). */
export const observedPool: {
  current?: { totalCount: number; idleCount: number; waitingCount: number }
} = {}

/** Connections of the PostgreSQL pool, read at each scrape (absent on PGlite). */
export const poolConnections = new Gauge({
  name: 'apteka_db_pool_connections',
  help: 'PostgreSQL pool connections, by state (total, idle, waiting requests)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = observedPool.current
    if (!pool) return
    this.set({ state: 'total' }, pool.totalCount)
    this.set({ state: 'idle' }, pool.idleCount)
    this.set({ state: 'waiting' }, pool.waitingCount)
  },
})

/** Orders saved by placeOrder/checkout. */
export const ordersPlaced = new Counter({
  name: 'apteka_orders_placed_total',
  help: 'Orders placed',
  registers: [registry],
})

/** Requests refused by a rate limit; `limit` names which one (e.g. sms_per_phone, lookups). */
export const rateLimitRefusals = new Counter({
  name: 'apteka_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit, by limit',
  labelNames: ['limit'] as const,
  registers: [registry],
})

/** SMS texts the gateway accepted. */
export const smsSent = new Counter({
  name: 'apteka_sms_sent_total',
  help: 'SMS texts handed to the gateway',
  registers: [registry],
})

/** SMS texts the gateway refused or did not answer for; `reason` a short word, never the phone. */
export const smsFailed = new Counter({
  name: 'apteka_sms_failed_total',
  help: 'SMS texts the gateway failed to take, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
})

/** The operation names of the contract (schema/operations): the only values of `operation`. */
const contractOperations: ReadonlySet<string> = new Set(
  Object.values(operationDocuments).flatMap((text) => {
    const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1]
    return name ? [name] : []
  }),
)

/** An operation name as a label: the contract's own, else 'other' (partners' documents). */
export const operationLabel = (name: string | null | undefined): string =>
  !name ? 'anonymous' : contractOperations.has(name) ? name : 'other'
