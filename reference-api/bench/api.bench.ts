// `npm run bench:api`: throughput and latency of the hot paths — searchAutocomplete, CatalogPage,
// the product page and updateCart — next to Yoga's own floor (`{ __typename }`), at CATALOG_SIZE
// (default 50 000) products under BENCH_CONNECTIONS (16) connections, with autocannon.
//
//   npm run bench:api                       # starts its own API: PGlite, then PostgreSQL if DATABASE_URL is set
//   npm run bench:api -- --url http://127.0.0.1:4000   # measures a server that is already running
//   BENCH_DATABASES=postgres WORKERS=2 npm run bench:api  # one database only; WORKERS is passed on
//   BENCH_CACHE=miss npm run bench:api      # only the response cache off (default: hit,miss,writes)
//   BENCH_CACHE=writes BENCH_WRITE_RATE=50 npm run bench:api  # reads while guests' carts change
//   BENCH_RUNTIME=sources npm run bench:api # the API from its TypeScript sources under tsx
//   npm run bench:api -- --distinct         # the long tail: every request distinct (or BENCH_DISTINCT=1)
//   BENCH_DISTINCT=1 BENCH_DISTINCT_SIZE=500 CATALOG_SIZE=3000 npm run bench:api  # the same, small
//   BENCH_DATA_DIR=/work/perfdata/pglite-50000 npm run bench:api  # a seeded PGlite folder kept elsewhere
//   npm run bench:api -- --mix              # the realistic mix: the four operations interleaved,
//                                           # items by Zipf popularity (or BENCH_MIX=1; BENCH_ZIPF_S=1)
//
// Each read is measured twice: with the response cache on (every distinct request warmed into it,
// so those figures are cache hits) and on a second server with RESPONSE_CACHE_TTL_MS=0 (every
// request resolved and read from the database: the misses). A third run ("writes") measures the
// reads with the cache on while a second autocannon sends updateCart at BENCH_WRITE_RATE (50/s)
// on its own BENCH_WRITE_CONNECTIONS (4) connections, and counts the reads' X-Cache HIT and MISS:
// what a shop with steady cart traffic serves. The API runs as its own process (the
// load generator must not share its event loop), by default as `npm start` runs it — the compiled
// dist/main.mjs (scripts/build.mjs); its RSS, workers included, is sampled every 100 ms and the
// peak reported. Writes the tables with the
// ratios to the floor and the machine's load average to docs/performance.md (section bench-api).
// The seeded PGlite database is kept in reference-api/.data/bench-<size> so later runs skip the seed.
//
// The long-tail mode (`--distinct`, bench/longTail.ts) sends lists in which no two requests are the
// same — up to BENCH_DISTINCT_SIZE (default 8 000) product aliases, (category, page, sort) triples,
// typed prefixes of product names, and updateCart with one guest cart of six lines per connection,
// each write putting in a product the guest has not had and taking out the oldest line — each run
// stopped before its list runs out, after a
// warm-up on other items of the same kind, against `{ __typename }` in the same run, on a server
// with the response cache on (as shipped). It writes section bench-api-distinct.
//
// The realistic mix (`--mix`, bench/realisticMix.ts) sends the same lists in one run, the
// operations interleaved by their share of a shop's traffic and each item drawn by a Zipf curve of
// popularity (exponent BENCH_ZIPF_S, default 1): popular items repeat and the cache answers them,
// the tail misses. It reports each operation's latency, hit share and requests, the whole mix's
// req/s against the floor of the same run, and writes section bench-api-mix.
import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import {
  CatalogPageDocument,
  CategoriesDocument,
  ProductPageDocument,
  SearchAutocompleteDocument,
  UpdateCartDocument,
} from '@apteka/sdk'
import autocannon from 'autocannon'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'
import { buildServer } from '../scripts/build.mjs'
import { loadAverage, once, sequenceOf, startApi, stopApi } from './benchApi'
import { type DistinctScenario, longTailScenarios } from './longTail'
import { MIX_SHARES, realisticMix } from './realisticMix'

const catalogSize = Number(process.env.CATALOG_SIZE ?? 50_000)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const workers = process.env.WORKERS ?? ''
const cacheModes = (process.env.BENCH_CACHE ?? 'hit,miss,writes')
  .split(',')
  .filter((mode): mode is CacheMode => mode === 'hit' || mode === 'miss' || mode === 'writes')
const writeRate = Number(process.env.BENCH_WRITE_RATE ?? 50)
const writeConnections = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 4)
const runtime = process.env.BENCH_RUNTIME === 'sources' ? 'sources' : 'built'
const distinct = process.argv.includes('--distinct') || process.env.BENCH_DISTINCT === '1'
const mix = process.argv.includes('--mix') || process.env.BENCH_MIX === '1'
const zipfExponent = Number(process.env.BENCH_ZIPF_S ?? 1)
const distinctSize = Number(process.env.BENCH_DISTINCT_SIZE ?? 8_000)
/** Distinct items of each kind sent before its run (not measured, not repeated in it). */
const distinctWarmUp = Number(process.env.BENCH_DISTINCT_WARMUP ?? 64)
const dataDir = process.env.BENCH_DATA_DIR
const regionID = 'moscowregion'
/** A fresh object each time: autocannon writes content-length into the headers it is given. */
const jsonHeaders = () => ({ 'content-type': 'application/json', 'x-platform': 'web' })

const urlArgument = process.argv.indexOf('--url')
const targetUrl = urlArgument > 0 ? process.argv[urlArgument + 1] : undefined

/** RSS in MB of a process and all its descendants (cluster workers, PGlite worker threads count in the parent). */
function treeRssMb(pid: number): number {
  let kb = 0
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim()
        for (const child of children ? children.split(' ') : []) visit(Number(child))
      }
    } catch {
      // the process ended between two reads
    }
  }
  visit(pid)
  return kb / 1024
}

/**
 * hit: the response cache on and warmed; miss: RESPONSE_CACHE_TTL_MS=0, every request resolved;
 * writes: the cache on and warmed, the reads measured while updateCart runs alongside.
 */
type CacheMode = 'hit' | 'miss' | 'writes'

/** Starts the API on a free port and resolves with its base URL once it listens. */
function startServer(databaseUrl: string | undefined, cache: CacheMode) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CATALOG_SIZE: String(catalogSize),
    DEV_SMS_CODE: '1234',
    // The load is one client's: per-client rate limits would measure the limiter.
    RATE_LIMITS: 'off',
  }
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else env.DATA_DIR = dataDir ?? `.data/bench-${catalogSize}`
  if (cache === 'miss') env.RESPONSE_CACHE_TTL_MS = '0'
  return startApi({
    env,
    ...(runtime === 'built' ? { args: ['dist/main.mjs'] } : {}),
    // The first start seeds the catalogue: minutes at 50 000 products.
    startLimitMs: 1_200_000,
  })
}

const stopServer = (child: ChildProcess) => stopApi(child)

async function graphql<T>(url: string, query: unknown, variables: unknown = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ query: String(query), variables }),
  })
  const body = (await response.json()) as { data: T; errors?: unknown[] }
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors))
  return body.data
}

interface Scenario {
  name: string
  /** The request bodies, sent in turn. */
  bodies: string[]
  /** Each connection keeps its own guest cookie (the cart of updateCart). */
  perConnectionGuest?: boolean
  /** A write: warmed up with a few requests, not every distinct one. */
  write?: boolean
}

/** Real category urls and product aliases of the running server's catalogue. */
async function scenariosFor(url: string): Promise<Scenario[]> {
  type Tree = { categories: { url: string; children: { url: string }[] }[] }
  const tree = await graphql<Tree>(url, CategoriesDocument)
  const categoryUrls = tree.categories.flatMap((top) => [
    top.url,
    ...top.children.map((c) => c.url),
  ])
  type Page = {
    catalogPage: { products: { items: { id: string; alias: string }[] } } | null
  }
  const products: { id: string; alias: string }[] = []
  for (const categoryUrl of categoryUrls.slice(0, 40)) {
    const page = await graphql<Page>(url, CatalogPageDocument, {
      regionID,
      url: categoryUrl,
      search: { page: 1 },
    })
    products.push(...(page.catalogPage?.products.items ?? []))
  }
  if (products.length === 0) throw new Error('no products in the catalogue')
  // 200 products, as many as the figures of issue #17 were measured with.
  products.splice(200)
  const body = (document: unknown, variables: unknown) =>
    JSON.stringify({ query: String(document), variables })
  const queries = [
    'парацетамол',
    'нурофен',
    'витамин',
    'ибупрофен',
    'парацитамол',
    'крем',
    'капли',
    'аспирин',
  ]
  return [
    { name: '`{ __typename }` (floor)', bodies: [JSON.stringify({ query: '{ __typename }' })] },
    {
      name: 'ProductPage',
      bodies: products.map((p) => body(ProductPageDocument, { regionID, alias: p.alias })),
    },
    {
      name: 'CatalogPage',
      bodies: categoryUrls.flatMap((categoryUrl) =>
        [1, 2, 3].map((page) =>
          body(CatalogPageDocument, { regionID, url: categoryUrl, search: { page } }),
        ),
      ),
    },
    {
      name: 'searchAutocomplete',
      bodies: queries.map((query) =>
        body(SearchAutocompleteDocument, { regionID, query, size: 5 }),
      ),
    },
    {
      name: 'updateCart',
      perConnectionGuest: true,
      write: true,
      // Six products at three quantities: a guest's cart (one per connection) holds six lines at
      // most, as a shopper's does, and every write changes a line's quantity.
      bodies: products.slice(0, 6).flatMap((p) =>
        [1, 2, 3].map((quantity) =>
          body(UpdateCartDocument, {
            regionID,
            items: [{ productID: p.id, priceTypeID: 1, quantity }],
          }),
        ),
      ),
    },
  ]
}

interface Row {
  name: string
  distinct: number
  requests: number
  errors: number
  rps: number
  p50: number
  p95: number
  rssPeakMb: number | null
  /** Answers marked X-Cache: HIT and MISS (a write or an uncacheable read has neither). */
  hits: number
  misses: number
  /** The cart writes sent alongside (writes mode), per second. */
  writesPerSecond: number | null
}

/** autocannon's options for a run of `seconds` over `connections` to the server's /graphql. */
const timedRun = (url: string) => ({
  url: `${url}/graphql`,
  connections,
  duration: seconds,
  timeout: 30,
  method: 'POST' as const,
  headers: jsonHeaders(),
})

async function measure(url: string, scenario: Scenario, pid: number | undefined): Promise<Row> {
  let next = 0
  let graphqlErrors = 0
  let hits = 0
  let misses = 0
  let rssPeakMb = pid ? treeRssMb(pid) : 0
  const sampler = pid
    ? setInterval(() => (rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid))), 100)
    : undefined
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        ...timedRun(url),
        requests: (scenario.perConnectionGuest ? sequenceOf : once)<autocannon.Request>({
          setupRequest: (request, context) => {
            const state = context as { cookie?: string }
            state.cookie ??= `guest_id=bench-${Math.random().toString(36).slice(2)}`
            const body = scenario.bodies[next++ % scenario.bodies.length] as string
            return {
              ...request,
              body,
              headers: scenario.perConnectionGuest
                ? { ...jsonHeaders(), cookie: state.cookie }
                : jsonHeaders(),
            }
          },
          onResponse: (_status, body, _context, headers) => {
            if (body.includes('"errors"')) graphqlErrors++
            const cache = headers?.['x-cache'] ?? headers?.['X-Cache']
            if (cache === 'HIT') hits++
            else if (cache === 'MISS') misses++
          },
        }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime)
    })
  })
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ??
    Number.NaN
  if (sampler) clearInterval(sampler)
  return {
    name: scenario.name,
    distinct: scenario.bodies.length,
    requests: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx + graphqlErrors,
    rps: latencies.length / result.duration,
    p50: percentile(50),
    p95: percentile(95),
    rssPeakMb: pid ? rssPeakMb : null,
    hits,
    misses,
    writesPerSecond: null,
  }
}

/**
 * updateCart at `writeRate` a second over its own connections, each connection one guest's cart,
 * until stopped: the cart traffic of a shop, alongside the reads being measured. Answers the
 * writes per second it managed and how many failed.
 */
function startCartWrites(url: string, bodies: string[]) {
  let next = 0
  let failed = 0
  let answered = 0
  const started = performance.now()
  let finished: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    finished = resolve
  })
  const instance = autocannon(
    {
      url: `${url}/graphql`,
      connections: writeConnections,
      overallRate: writeRate,
      duration: 3600,
      timeout: 30,
      method: 'POST',
      headers: jsonHeaders(),
      requests: sequenceOf<autocannon.Request>({
        setupRequest: (request, context) => {
          const state = context as { cookie?: string }
          state.cookie ??= `guest_id=bench-w-${Math.random().toString(36).slice(2)}`
          const body = bodies[next++ % bodies.length] as string
          return { ...request, body, headers: { ...jsonHeaders(), cookie: state.cookie } }
        },
        onResponse: (status, body) => {
          answered++
          if (status !== 200 || body.includes('"errors"')) failed++
        },
      }),
    },
    () => finished(),
  )
  return {
    /** Stops the writes and waits for their connections to close. */
    async stop(): Promise<{ perSecond: number; failed: number }> {
      const perSecond = answered / ((performance.now() - started) / 1000)
      instance.stop()
      await done
      return { perSecond, failed }
    },
  }
}

/**
 * Every distinct request of an operation once, over as many connections, right before its run:
 * the figures are the steady state (JIT, per-category aggregates, a warm response cache), not
 * the first visit of each page.
 */
async function warmUp(url: string, bodies: string[]) {
  let next = 0
  const connection = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]
      await (await fetch(`${url}/graphql`, { method: 'POST', headers: jsonHeaders(), body })).text()
    }
  }
  await Promise.all(Array.from({ length: connections }, connection))
}

async function benchOne(
  label: string,
  url: string,
  pid: number | undefined,
  mode: CacheMode = 'hit',
) {
  const all = await scenariosFor(url)
  const cartWrites = all.find((scenario) => scenario.write)?.bodies ?? []
  // With writes alongside, the reads (and the floor) are measured; updateCart is the traffic.
  const scenarios = mode === 'writes' ? all.filter((scenario) => !scenario.write) : all
  // The write path warmed too (first carts, JIT), so the writes run at their rate from the start.
  if (mode === 'writes') await warmUp(url, cartWrites.slice(0, writeConnections * 2))
  const before = loadAverage()
  const rows: Row[] = []
  for (const scenario of scenarios) {
    await warmUp(url, scenario.write ? scenario.bodies.slice(0, connections * 2) : scenario.bodies)
    if (mode === 'writes') {
      const writes = startCartWrites(url, cartWrites)
      const row = await measure(url, scenario, pid)
      const written = await writes.stop()
      rows.push({ ...row, errors: row.errors + written.failed, writesPerSecond: written.perSecond })
    } else rows.push(await measure(url, scenario, pid))
    console.log(`${label}: ${scenario.name} ${rows.at(-1)?.rps.toFixed(0)} req/s`)
  }
  const after = loadAverage()
  const floor = rows[0]?.rps ?? Number.NaN
  const hitShare = (r: Row) =>
    r.hits + r.misses === 0 ? '—' : (r.hits / (r.hits + r.misses)).toFixed(2)
  const table = [
    '| operation | distinct requests | requests | errors | req/s | p50, ms | p95, ms | ratio to floor | hit share | cart writes/s alongside | API RSS peak, MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.distinct} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${(r.rps / floor).toFixed(2)} | ${hitShare(r)} | ${r.writesPerSecond === null ? '—' : r.writesPerSecond.toFixed(0)} | ${r.rssPeakMb === null ? '—' : r.rssPeakMb.toFixed(0)} |`,
    ),
  ].join('\n')
  console.log(`${label}\n${table}\nload average ${before} → ${after}`)
  return `### ${label}\n\n${table}\n\nLoad average (1, 5, 15 min, the whole machine) before → after: ${before} → ${after}.`
}

/**
 * One long-tail run: each request of the list sent once (per connection for a write), stopped
 * after `seconds` or when the list runs out, whichever is first — so no request is sent twice.
 */
async function measureDistinct(
  url: string,
  scenario: DistinctScenario,
  pid: number | undefined,
): Promise<Row> {
  const bodies = scenario.bodies.slice(scenario.warmUp)
  let next = 0
  let connectionsSeen = 0
  let graphqlErrors = 0
  let nonOkShown = 0
  let rssPeakMb = pid ? treeRssMb(pid) : 0
  const sampler = pid
    ? setInterval(() => (rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid))), 100)
    : undefined
  const latencies: number[] = []
  const started = performance.now()
  let elapsed = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        connections,
        // The list's length bounds the run; writes are built per request and bounded by time.
        ...(scenario.perConnection ? { duration: seconds } : { amount: bodies.length }),
        timeout: 30,
        method: 'POST',
        headers: jsonHeaders(),
        requests: (scenario.perConnection ? sequenceOf : once)<autocannon.Request>({
          setupRequest: (request, context) => {
            const state = context as { connection?: number; count?: number; cookie?: string }
            state.connection ??= connectionsSeen++
            state.count ??= 0
            state.cookie ??= `guest_id=bench-lt-${state.connection}-${Date.now().toString(36)}`
            if (scenario.perConnection) {
              const body = scenario.perConnection(state.connection, state.count++)
              return { ...request, body, headers: { ...jsonHeaders(), cookie: state.cookie } }
            }
            // Past the end (autocannon may ask once more before it stops): an empty query.
            const body = bodies[next++] ?? JSON.stringify({ query: '{ __typename }' })
            return { ...request, body, headers: jsonHeaders() }
          },
          onResponse: (status, body) => {
            if (status >= 300 && nonOkShown++ === 0)
              console.warn(`${scenario.name}: status ${status}: ${body.slice(0, 300)}`)
            if (!body.includes('"errors"')) return
            // The first answer with errors is shown, so a count of errors can be read.
            if (graphqlErrors++ === 0) console.warn(`${scenario.name}: ${body.slice(0, 300)}`)
          },
        }),
      },
      (error, done) => {
        elapsed = (performance.now() - started) / 1000
        return error ? reject(error) : resolve(done)
      },
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime)
    })
    // A list longer than the run lasts is cut at `seconds`.
    if (!scenario.perConnection) setTimeout(() => instance.stop(), seconds * 1000).unref()
  })
  if (sampler) clearInterval(sampler)
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ??
    Number.NaN
  if (!scenario.perConnection && next > bodies.length)
    console.warn(`${scenario.name}: the list ran out; raise BENCH_DISTINCT_SIZE`)
  if (result.errors + result.timeouts + result.non2xx > 0)
    console.warn(
      `${scenario.name}: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    )
  return {
    name: scenario.name,
    distinct: scenario.perConnection ? latencies.length : Math.min(next, bodies.length),
    requests: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx + graphqlErrors,
    rps: latencies.length / elapsed,
    p50: percentile(50),
    p95: percentile(95),
    rssPeakMb: pid ? rssPeakMb : null,
    hits: 0,
    misses: 0,
    writesPerSecond: null,
  }
}

/** The long tail of one server: the floor, then each operation over its distinct list. */
async function benchDistinct(label: string, url: string, pid: number | undefined) {
  const scenarios = await longTailScenarios(
    (document, variables) => graphql(url, document, variables),
    {
      regionID,
      size: distinctSize,
      warmUp: distinctWarmUp,
    },
  )
  const before = loadAverage()
  const floor = {
    name: '`{ __typename }` (floor)',
    bodies: [JSON.stringify({ query: '{ __typename }' })],
  }
  await warmUp(url, floor.bodies)
  const rows: Row[] = [await measure(url, floor, pid)]
  rows[0] = { ...rows[0], distinct: 1 } as Row
  for (const scenario of scenarios) {
    if (scenario.perConnection) {
      // Other guests' carts: the write path warmed, not the carts measured.
      const warmBodies = Array.from({ length: scenario.warmUp }, (_, i) =>
        scenario.perConnection?.(connections + (i % connections), Math.floor(i / connections)),
      ) as string[]
      await warmUp(url, warmBodies)
    } else await warmUp(url, scenario.bodies.slice(0, scenario.warmUp))
    rows.push(await measureDistinct(url, scenario, pid))
    console.log(`${label}: ${scenario.name} ${rows.at(-1)?.rps.toFixed(0)} req/s`)
  }
  const after = loadAverage()
  const base = rows[0]?.rps ?? Number.NaN
  const table = [
    '| operation | distinct requests | requests | errors | req/s | p50, ms | p95, ms | ratio to floor | API RSS peak, MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.distinct} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(r.rps < 100 ? 1 : 0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${(r.rps / base).toFixed(3)} | ${r.rssPeakMb === null ? '—' : r.rssPeakMb.toFixed(0)} |`,
    ),
  ].join('\n')
  console.log(`${label}\n${table}\nload average ${before} → ${after}`)
  return `### ${label}\n\n${table}\n\nLoad average (1, 5, 15 min, the whole machine) before → after: ${before} → ${after}.`
}

/** What the realistic mix saw of one operation. */
interface MixRow {
  name: string
  latencies: number[]
  errors: number
  hits: number
  misses: number
}

/**
 * The realistic mix of one server: the floor, then one run of `seconds` in which every request is
 * drawn from the mix (the first `distinctWarmUp` × 4 drawn requests sent before, not measured: a
 * shop that has been open a while).
 */
async function benchMix(label: string, url: string, pid: number | undefined) {
  const scenarios = await longTailScenarios(
    (document, variables) => graphql(url, document, variables),
    { regionID, size: distinctSize, warmUp: 0 },
  )
  const draws = realisticMix(scenarios, { s: zipfExponent, seed: 11 })
  const before = loadAverage()
  const floor = {
    name: '`{ __typename }` (floor)',
    bodies: [JSON.stringify({ query: '{ __typename }' })],
  }
  await warmUp(url, floor.bodies)
  const floorRow = await measure(url, floor, pid)
  // The warm-up: drawn requests (the carts' writes as other guests'), sent before the run.
  const warmBodies: string[] = []
  for (let i = 0; i < distinctWarmUp * 4; i++) {
    const request = draws.next()
    warmBodies.push(
      'body' in request ? request.body : request.perConnection(connections + (i % connections), i),
    )
  }
  await warmUp(url, warmBodies)
  const rows = new Map<string, MixRow>(
    draws.operations.map((name) => [name, { name, latencies: [], errors: 0, hits: 0, misses: 0 }]),
  )
  let connectionsSeen = 0
  let rssPeakMb = pid ? treeRssMb(pid) : 0
  const sampler = pid
    ? setInterval(() => (rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid))), 100)
    : undefined
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        ...timedRun(url),
        requests: sequenceOf<autocannon.Request>({
          setupRequest: (request, context) => {
            const state = context as {
              connection?: number
              writes?: number
              cookie?: string
              operation?: string
              sentAt?: number
            }
            state.connection ??= connectionsSeen++
            state.writes ??= 0
            state.cookie ??= `guest_id=bench-mix-${state.connection}-${Date.now().toString(36)}`
            const drawn = draws.next()
            state.operation = drawn.operation
            state.sentAt = performance.now()
            if ('body' in drawn) return { ...request, body: drawn.body, headers: jsonHeaders() }
            const body = drawn.perConnection(state.connection, state.writes++)
            return { ...request, body, headers: { ...jsonHeaders(), cookie: state.cookie } }
          },
          onResponse: (status, body, context, headers) => {
            const state = context as { operation?: string; sentAt?: number }
            const row = rows.get(state.operation ?? '')
            if (!row) return
            row.latencies.push(performance.now() - (state.sentAt ?? performance.now()))
            if (status >= 300 || body.includes('"errors"')) {
              if (row.errors++ === 0) console.warn(`${row.name}: ${status} ${body.slice(0, 300)}`)
            }
            const cache = headers?.['x-cache'] ?? headers?.['X-Cache']
            if (cache === 'HIT') row.hits++
            else if (cache === 'MISS') row.misses++
          },
        }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
  })
  if (sampler) clearInterval(sampler)
  const after = loadAverage()
  const answered = [...rows.values()].reduce((sum, row) => sum + row.latencies.length, 0)
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
  const mixRps = answered / result.duration
  const table = [
    '| operation | share of requests | requests | errors | p50, ms | p95, ms | hit share |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...[...rows.values()].map((row) => {
      const sorted = [...row.latencies].sort((a, b) => a - b)
      const hitShare =
        row.hits + row.misses === 0 ? '—' : (row.hits / (row.hits + row.misses)).toFixed(2)
      return `| ${row.name} | ${(row.latencies.length / answered).toFixed(2)} | ${row.latencies.length} | ${row.errors} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${hitShare} |`
    }),
  ].join('\n')
  const summary = `The mix: ${mixRps.toFixed(0)} req/s (${(mixRps / floorRow.rps).toFixed(3)} of the floor, \`{ __typename }\` ${floorRow.rps.toFixed(0)} req/s in the same run); ${result.errors + result.timeouts} connection errors and timeouts; API RSS peak ${pid ? `${rssPeakMb.toFixed(0)} MB` : '—'}.`
  console.log(`${label}\n${table}\n${summary}\nload average ${before} → ${after}`)
  return `### ${label}\n\n${table}\n\n${summary} Load average (1, 5, 15 min, the whole machine) before → after: ${before} → ${after}.`
}

const cacheLabels: Record<CacheMode, string> = {
  hit: 'response cache on (hits)',
  miss: 'response cache off (misses)',
  writes: `response cache on, reads while guests' carts change (updateCart ${writeRate}/s alongside)`,
}

const sections: string[] = []
if (targetUrl) {
  sections.push(
    mix
      ? await benchMix(`server at ${targetUrl}, realistic mix`, targetUrl, undefined)
      : distinct
        ? await benchDistinct(
            `server at ${targetUrl}, every request distinct`,
            targetUrl,
            undefined,
          )
        : await benchOne(`server at ${targetUrl}`, targetUrl, undefined),
  )
} else {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
  const databases: { label: string; url: string | undefined }[] = []
  if (wanted.includes('pglite')) databases.push({ label: 'Embedded PGlite', url: undefined })
  if (wanted.includes('postgres')) {
    if (process.env.DATABASE_URL)
      databases.push({ label: 'PostgreSQL 15 on loopback', url: process.env.DATABASE_URL })
    else console.log('DATABASE_URL not set: PostgreSQL skipped')
  }
  if (runtime === 'built') await buildServer()
  for (const database of databases) {
    if (mix) {
      const { url, child } = await startServer(database.url, 'hit')
      try {
        const label = `${database.label}${workers ? `, WORKERS=${workers}` : ''}, realistic mix${
          runtime === 'sources' ? ', from sources (tsx)' : ''
        }`
        sections.push(await benchMix(label, url, child.pid))
      } finally {
        await stopServer(child)
      }
      continue
    }
    if (distinct) {
      const { url, child } = await startServer(database.url, 'hit')
      try {
        const label = `${database.label}${workers ? `, WORKERS=${workers}` : ''}, every request distinct${
          runtime === 'sources' ? ', from sources (tsx)' : ''
        }`
        sections.push(await benchDistinct(label, url, child.pid))
      } finally {
        await stopServer(child)
      }
      continue
    }
    for (const cache of cacheModes) {
      const { url, child } = await startServer(database.url, cache)
      try {
        const label = `${database.label}${workers ? `, WORKERS=${workers}` : ''}, ${cacheLabels[cache]}${
          runtime === 'sources' ? ', from sources (tsx)' : ''
        }`
        sections.push(await benchOne(label, url, child.pid, cache))
      } finally {
        await stopServer(child)
      }
    }
  }
}

const shares = Object.entries(MIX_SHARES)
  .map(([name, share]) => `${name} ${Math.round(share * 100)} %`)
  .join(', ')
if (mix)
  writePerformanceSection(
    `bench-api-mix${workers ? `-workers-${workers}` : ''}`,
    `## reference-api on a realistic mix (\`npm run bench:api -- --mix\`${workers ? `, WORKERS=${workers}` : ''})

autocannon, ${connections} connections, ${seconds} s, CATALOG_SIZE=${catalogSize}, region ${regionID}, the API as its own
process on 127.0.0.1 (${runtime === 'built' ? 'the compiled dist/main.mjs that `npm start` runs' : 'from its sources under tsx'}, development mode, query limits on, response cache on as
shipped, RATE_LIMITS=off), measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. One run in which every request is
drawn: the operation by its share of the traffic (${shares}), then the item from the
long tail's lists (up to ${distinctSize} product aliases, (category, page, sort) triples and typed prefixes, shuffled)
by a Zipf curve of popularity with exponent ${zipfExponent} — the first item about a tenth of its operation's
requests, the first hundred about half, the rest the tail; updateCart is each connection's own
guest cart as in the long tail. ${distinctWarmUp * 4} drawn requests are sent before the run. "Hit share" is the
answers marked X-Cache HIT over HIT + MISS; latency is from the request's dispatch to its answer.

${sections.join('\n\n')}`,
  )
else if (distinct)
  writePerformanceSection(
    `bench-api-distinct${workers ? `-workers-${workers}` : ''}`,
    `## reference-api on the long tail (\`npm run bench:api -- --distinct\`${workers ? `, WORKERS=${workers}` : ''})

autocannon, ${connections} connections, at most ${seconds} s per operation, CATALOG_SIZE=${catalogSize}, region ${regionID},
the API as its own process on 127.0.0.1 (${runtime === 'built' ? 'the compiled dist/main.mjs that `npm start` runs' : 'from its sources under tsx'}, development mode, query limits on,
response cache on as shipped, RATE_LIMITS=off), measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
**Every request distinct**: no two requests of a run are the same, so no answer comes from the
response cache or a per-text aggregate. ProductPage: product aliases of the region (up to
${distinctSize}); CatalogPage: (category, page, sort) triples over every category's pages and six
sorts; searchAutocomplete: the prefixes a shopper types on the way to product names (two letters
up to 14 characters, each once); updateCart: one guest cart of six lines per connection (the
same guest for the whole run), each write putting in a product that guest has not had yet and
taking out the line put in six writes before, so every write changes the cart. Each operation first sends ${distinctWarmUp} other
items of its kind, then its list until it runs out or the
time is up ("distinct requests": sent, each once; "requests": answered before the run stopped). "Ratio to floor" is req/s over \`{ __typename }\`'s req/s in the same run. Errors count
connection errors, timeouts, non-2xx answers and answers with GraphQL errors. RSS peak: the API
process and its children, sampled every 100 ms during the operation's run.

${sections.join('\n\n')}`,
  )
else
  writePerformanceSection(
    workers ? `bench-api-workers-${workers}` : 'bench-api',
    `## reference-api latency and throughput (\`npm run bench:api\`${workers ? `, WORKERS=${workers}` : ''})

autocannon, ${connections} connections, ${seconds} s per operation, CATALOG_SIZE=${catalogSize}, region ${regionID},
the API as its own process on 127.0.0.1 (${runtime === 'built' ? 'the compiled dist/main.mjs that `npm start` runs' : 'from its sources under tsx'}, development mode, query limits on), measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Each operation cycles through its distinct requests (real category urls and product aliases of
the seeded catalogue: 200 products, every category's pages 1–3; updateCart: six products at three
quantities, one guest cart per connection, so a cart holds six lines at most); each distinct read was sent once right before its operation's run (updateCart: 2 per
connection). Modes run this time (BENCH_CACHE): ${cacheModes.join(', ')}. "Response cache on"
answers every distinct read from the cache (hits); "response cache off" is a second server with
RESPONSE_CACHE_TTL_MS=0 where every read is resolved and fetched from the database (misses). "Reads
while guests' carts change" runs the reads on a cache-on server while a second autocannon sends
updateCart at ${writeRate}/s on its own ${writeConnections} connections (one guest cart each); "hit
share" is the reads' X-Cache HIT over HIT + MISS.
"Ratio to floor" is req/s over \`{ __typename }\`'s req/s in the same run (with writes: also under the writes).
Errors count connection errors, timeouts,
non-2xx answers and answers with GraphQL errors. RSS peak: the API process and its children,
sampled every 100 ms during the operation's run.

${sections.join('\n\n')}`,
  )
