// `npm run bench:telemetry --workspace reference-api`: what logs, traces and metrics cost. Runs
// three API processes side by side on 127.0.0.1 (embedded PGlite, each on its own copy of one
// seeded folder, response cache off so every request parses, validates, executes and reads):
// "on" — a JSON request line per request at LOG_LEVEL=info into a pipe, X-Trace-Id, spans at the
// default 5 % sampling exported by OTLP to a local sink, metrics —, "logs" (TELEMETRY=logs: the
// request lines only) and "off" (TELEMETRY=off). autocannon measures `{ __typename }` and
// ProductPage over many products on each in turn, ROUNDS (8) rounds of BENCH_SECONDS (3) bursts,
// and docs/performance.md gets the medians, the median of the per-round ratios — tracing and
// metrics (on vs logs, issue #29's measure) and everything (on vs off) — and the load average.
// Bounded: about 3 minutes after the seed.
import type { ChildProcess } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { CatalogPageDocument, CategoriesDocument, ProductPageDocument } from '@apteka/sdk'
import autocannon from 'autocannon'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'
import { apiDir, loadAverage, startApi, stopApi } from './benchApi'

const catalogSize = Number(process.env.CATALOG_SIZE ?? 1000)
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const rounds = Number(process.env.ROUNDS ?? process.env.PAIRS ?? 8)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const regionID = 'moscowregion'
const headers = { 'content-type': 'application/json', 'x-platform': 'web' }
// A stand-in OTLP collector: takes every export, so the export's own cost is in the figures.
let exports = 0
const sink = createServer((req, res) => {
  req.resume().on('end', () => {
    exports++
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`

type Mode = 'on' | 'logs' | 'off'
const modes: readonly Mode[] = ['on', 'logs', 'off']

const startServer = (mode: Mode, dataDir = `.data/telemetry-bench-${catalogSize}`) =>
  startApi({
    env: {
      ...process.env,
      CATALOG_SIZE: String(catalogSize),
      DATA_DIR: dataDir,
      RESPONSE_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'info',
      TELEMETRY: mode,
      ...(mode === 'on' ? { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl } : {}),
    },
    // The request log goes on being written (and discarded) like a real one to a pipe.
  })

const stop = (child: ChildProcess) => stopApi(child, 15_000)

const post = async (url: string, query: string, variables: unknown = {}) =>
  (await fetch(`${url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  }).then((answer) => answer.json())) as { data: never }

/** Product aliases of the catalogue: the first pages of every top category. */
async function productAliases(url: string): Promise<string[]> {
  const { data } = await post(url, String(CategoriesDocument))
  const categories = (data as { categories: { url: string }[] }).categories
  const aliases = new Set<string>()
  for (const category of categories) {
    const page = await post(url, String(CatalogPageDocument), {
      regionID,
      url: category.url,
      search: { page: 1, pageCount: 24 },
    })
    const items =
      (page.data as { catalogPage: { products: { items: { alias: string }[] } } | null })
        .catalogPage?.products.items ?? []
    for (const item of items) aliases.add(item.alias)
  }
  return [...aliases].slice(0, 300)
}

async function measure(url: string, bodies: string[], duration: number): Promise<number> {
  let next = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `${url}/graphql`,
        connections,
        duration,
        method: 'POST',
        headers,
        requests: [{ setupRequest: (r) => ({ ...r, body: bodies[next++ % bodies.length] }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  )
  if (result.errors || result.non2xx)
    throw new Error(`errors: ${result.errors}, non-2xx: ${result.non2xx}`)
  return result.requests.total / result.duration
}

// The three servers run at once (each on its own copy of the seeded folder) and take turns in
// short bursts, in an order that rotates every round, so the others' load on this shared machine
// falls on all alike; the figures are medians of the per-round ratios.
const dataDir = (mode: Mode) =>
  `.data/telemetry-bench-${catalogSize}${mode === 'on' ? '' : `-${mode}`}`
const before = loadAverage()
const servers: Partial<Record<Mode, { url: string; child: ChildProcess }>> = {}
const figures: Record<'typename' | 'product', Record<Mode, number[]>> = {
  typename: { on: [], logs: [], off: [] },
  product: { on: [], logs: [], off: [] },
}
let aliases: string[] = []
try {
  const seeded = await startServer('on')
  aliases = await productAliases(seeded.url)
  await stop(seeded.child)
  for (const mode of modes) {
    if (mode === 'on') continue
    rmSync(join(apiDir, dataDir(mode)), { recursive: true, force: true })
    cpSync(join(apiDir, dataDir('on')), join(apiDir, dataDir(mode)), { recursive: true })
  }
  for (const mode of modes) servers[mode] = await startServer(mode, dataDir(mode))
  const urlOf = (mode: Mode) => servers[mode]?.url ?? ''
  const bodies = {
    typename: [JSON.stringify({ query: '{ __typename }' })],
    product: aliases.map((alias) =>
      JSON.stringify({
        operationName: 'ProductPage',
        query: String(ProductPageDocument),
        variables: { regionID, alias },
      }),
    ),
  }
  for (const key of ['typename', 'product'] as const) {
    for (const mode of modes) await measure(urlOf(mode), bodies[key], 1) // warm-up
    for (let round = 0; round < rounds; round++) {
      const order = modes.map((_, i) => modes[(i + round) % modes.length] as Mode)
      if (round % 2) order.reverse()
      for (const mode of order)
        figures[key][mode].push(await measure(urlOf(mode), bodies[key], seconds))
      console.log(
        `${key} round ${round + 1}: ${modes.map((mode) => `${mode} ${figures[key][mode].at(-1)?.toFixed(0)}`).join(', ')} req/s`,
      )
    }
  }
} finally {
  for (const server of Object.values(servers)) await stop(server.child)
}
const after = loadAverage()
sink.close()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const range = (values: number[]) =>
  `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`
/** 'median % (min … max %)' of the per-round ratios of `mode` to `base`. */
const lower = (runs: Record<Mode, number[]>, mode: Mode, base: Mode) => {
  const ratios = runs[mode].map((value, i) => value / (runs[base][i] ?? NaN))
  return `${((median(ratios) - 1) * 100).toFixed(1)} % (${((Math.min(...ratios) - 1) * 100).toFixed(0)} … ${((Math.max(...ratios) - 1) * 100).toFixed(0)} %)`
}
const row = (name: string, key: 'typename' | 'product') => {
  const runs = figures[key]
  const cells = modes.map((mode) => `${median(runs[mode]).toFixed(0)} (${range(runs[mode])})`)
  return `| ${name} | ${cells[2]} | ${cells[1]} | ${cells[0]} | ${lower(runs, 'on', 'logs')} | ${lower(runs, 'on', 'off')} |`
}
const table = [
  '| operation | off, req/s (median, range) | request lines only, req/s | all on, req/s | tracing and metrics: on vs lines only, median of rounds (range) | everything: on vs off (range) |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  row('`{ __typename }`', 'typename'),
  row(`ProductPage (${aliases.length} products)`, 'product'),
].join('\n')
console.log(table)
console.log(`OTLP exports received: ${exports}; load average ${before} → ${after}`)
writePerformanceSection(
  'bench-telemetry',
  `## The cost of logs, traces and metrics (\`npm run bench:telemetry --workspace reference-api\`)

Three API processes side by side on 127.0.0.1 (embedded PGlite, CATALOG_SIZE=${catalogSize}, each on a
copy of the same seeded folder, response cache off so every request is parsed, validated, executed
and read): "all on" (a JSON request line per request at LOG_LEVEL=info, X-Request-Id and X-Trace-Id,
spans sampled at the default 5 % and exported by OTLP/HTTP to a local sink — ${exports} exports
received —, Prometheus metrics), "request lines only" (\`TELEMETRY=logs\`: the same lines and
X-Request-Id, no spans, trace ids or request metrics) and "off" (\`TELEMETRY=off\`). autocannon,
${connections} connections, ${rounds} rounds of ${seconds} s bursts per operation, the three taking
turns in an order that rotates every round, so the load of other work on the machine falls on all
alike; the last two columns are medians of the per-round ratios: issue #29's measure (tracing at
the default sampling and metrics, against the same server without them) and the whole cost with the
request lines. The SQL statement histogram stays on in all three. Measured ${new Date().toISOString().slice(0, 10)}; load
average (1, 5, 15 min, the whole machine's, 2 cores) ${before} before → ${after} after.

${table}`,
)
