// `npm run bench:telemetry --workspace reference-api`: what logs, traces and metrics cost. Runs
// two API processes side by side on 127.0.0.1 (embedded PGlite, each on its own copy of one seeded
// folder, response cache off so every request parses, validates, executes and reads): one with
// telemetry on — a JSON request line per request at LOG_LEVEL=info into a pipe, X-Trace-Id, spans
// at the default 5 % sampling exported by OTLP to a local sink, metrics — and one with
// TELEMETRY=off. autocannon measures `{ __typename }` and ProductPage over many products on each
// in turn, PAIRS (8) pairs of BENCH_SECONDS (3) bursts, and docs/performance.md gets the medians,
// the median of the per-pair ratios and the load average. Bounded: about 2 minutes after the seed.
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
const pairs = Number(process.env.PAIRS ?? 8)
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

const startServer = (telemetry: boolean, dataDir = `.data/telemetry-bench-${catalogSize}`) =>
  startApi({
    env: {
      ...process.env,
      CATALOG_SIZE: String(catalogSize),
      DATA_DIR: dataDir,
      RESPONSE_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'info',
      ...(telemetry
        ? { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, TELEMETRY: 'on' }
        : { TELEMETRY: 'off' }),
    },
    // The request log goes on being written (and discarded) like a real one to a pipe.
    drainOutput: true,
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

// Both servers run at once (the "off" one on a copy of the seeded folder) and take turns in short
// bursts, so the others' load on this shared machine falls on both alike; the figure is the median
// of the per-pair ratios.
const offDataDir = `.data/telemetry-bench-${catalogSize}-off`
const before = loadAverage()
const on = await startServer(true)
let off: { url: string; child: ChildProcess } | undefined
const figures: Record<'typename' | 'product', { on: number[]; off: number[] }> = {
  typename: { on: [], off: [] },
  product: { on: [], off: [] },
}
let aliases: string[] = []
try {
  aliases = await productAliases(on.url)
  await stop(on.child).then(() => {})
  rmSync(join(apiDir, offDataDir), { recursive: true, force: true })
  cpSync(join(apiDir, `.data/telemetry-bench-${catalogSize}`), join(apiDir, offDataDir), {
    recursive: true,
  })
  const onAgain = await startServer(true)
  on.url = onAgain.url
  on.child = onAgain.child
  off = await startServer(false, offDataDir)
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
    for (const url of [on.url, off.url]) await measure(url, bodies[key], 1) // warm-up
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)
      for (const mode of order) {
        const url = mode === 'on' ? on.url : off.url
        figures[key][mode].push(await measure(url, bodies[key], seconds))
      }
      console.log(
        `${key} pair ${pair + 1}: on ${figures[key].on.at(-1)?.toFixed(0)} req/s, off ${figures[key].off.at(-1)?.toFixed(0)} req/s`,
      )
    }
  }
} finally {
  await stop(on.child)
  if (off) await stop(off.child)
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
const row = (name: string, key: 'typename' | 'product') => {
  const { on: onRuns, off: offRuns } = figures[key]
  const ratios = onRuns.map((value, i) => value / (offRuns[i] ?? NaN))
  const range = (values: number[]) =>
    `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`
  return `| ${name} | ${median(offRuns).toFixed(0)} (${range(offRuns)}) | ${median(onRuns).toFixed(0)} (${range(onRuns)}) | ${((median(ratios) - 1) * 100).toFixed(1)} % (${((Math.min(...ratios) - 1) * 100).toFixed(0)} … ${((Math.max(...ratios) - 1) * 100).toFixed(0)} %) |`
}
const table = [
  '| operation | telemetry off, req/s (median, range) | telemetry on, req/s (median, range) | on vs off, median of pairs (range) |',
  '| --- | ---: | ---: | ---: |',
  row('`{ __typename }`', 'typename'),
  row(`ProductPage (${aliases.length} products)`, 'product'),
].join('\n')
console.log(table)
console.log(`OTLP exports received: ${exports}; load average ${before} → ${after}`)
writePerformanceSection(
  'bench-telemetry',
  `## The cost of logs, traces and metrics (\`npm run bench:telemetry --workspace reference-api\`)

Two API processes side by side on 127.0.0.1 (embedded PGlite, CATALOG_SIZE=${catalogSize}, each on a
copy of the same seeded folder, response cache off so every request is parsed, validated, executed
and read): one with telemetry on (a JSON request line per request at LOG_LEVEL=info, X-Trace-Id,
spans sampled at the default 5 % and exported by OTLP/HTTP to a local sink — ${exports} exports
received —, Prometheus metrics), one with \`TELEMETRY=off\`. autocannon, ${connections} connections,
${pairs} pairs of ${seconds} s bursts per operation taking turns (on/off, then off/on), so the load
of other work on the machine falls on both alike; the last column is the median of the pairs'
ratios. The SQL statement histogram stays on in both. Measured ${new Date().toISOString().slice(0, 10)}; load
average (1, 5, 15 min, the whole machine's, 2 cores) ${before} before → ${after} after.

${table}`,
)
