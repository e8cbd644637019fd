// `npm run bench:telemetry --workspace reference-api`: what logs, traces and metrics cost. Starts
// the API (its own process, embedded PGlite, response cache off so every request parses,
// validates, executes and reads) alternately with telemetry on — request log at LOG_LEVEL=info to
// /dev/null, tracing at the default 5 % sampling exported by OTLP to a local sink, metrics — and
// with TELEMETRY=off, ROUNDS times each (default 2, in the order on, off, on, off), and measures
// `{ __typename }` and ProductPage over many products with autocannon; writes the medians and the
// load average to docs/performance.md. Bounded: BENCH_SECONDS (default 8) per operation and run.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { CatalogPageDocument, CategoriesDocument, ProductPageDocument } from '@apteka/sdk'
import autocannon from 'autocannon'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'

const catalogSize = Number(process.env.CATALOG_SIZE ?? 1000)
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const rounds = Number(process.env.ROUNDS ?? 2)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const regionID = 'moscowregion'
const apiDir = fileURLToPath(new URL('..', import.meta.url))
const headers = { 'content-type': 'application/json', 'x-platform': 'web' }
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

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

function startServer(telemetry: boolean): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@apteka/source', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CATALOG_SIZE: String(catalogSize),
        DATA_DIR: `.data/telemetry-bench-${catalogSize}`,
        RESPONSE_CACHE_TTL_MS: '0',
        LOG_LEVEL: 'info',
        ...(telemetry
          ? { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, TELEMETRY: 'on' }
          : { TELEMETRY: 'off' }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the API did not start in 10 minutes')),
      600_000,
    )
    let output = ''
    child.stdout?.on('data', function watch(chunk: Buffer) {
      output += chunk
      const match = /listening on (http:\/\/\S+)\/graphql/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      // The request log goes on being written (and discarded) like a real one to a pipe.
      child.stdout?.off('data', watch)
      child.stdout?.resume()
      resolve({ url: match[1], child })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the API exited with ${code}:\n${output}`))
    })
  })
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
  })

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

async function measure(url: string, bodies: string[]): Promise<number> {
  let next = 0
  for (const body of bodies.slice(0, 50))
    await (await fetch(`${url}/graphql`, { method: 'POST', headers, body })).text()
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `${url}/graphql`,
        connections,
        duration: seconds,
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

const figures: Record<'on' | 'off', { typename: number[]; product: number[] }> = {
  on: { typename: [], product: [] },
  off: { typename: [], product: [] },
}
let aliases: string[] = []
const before = loadAverage()
for (let round = 0; round < rounds; round++) {
  for (const mode of ['on', 'off'] as const) {
    const { url, child } = await startServer(mode === 'on')
    try {
      if (aliases.length === 0) aliases = await productAliases(url)
      const typename = [JSON.stringify({ query: '{ __typename }' })]
      const products = aliases.map((alias) =>
        JSON.stringify({
          operationName: 'ProductPage',
          query: String(ProductPageDocument),
          variables: { regionID, alias },
        }),
      )
      figures[mode].typename.push(await measure(url, typename))
      figures[mode].product.push(await measure(url, products))
      console.log(
        `round ${round + 1}, telemetry ${mode}: { __typename } ${figures[mode].typename.at(-1)?.toFixed(0)} req/s, ProductPage ${figures[mode].product.at(-1)?.toFixed(0)} req/s`,
      )
    } finally {
      await stop(child)
    }
  }
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
  const on = median(figures.on[key])
  const off = median(figures.off[key])
  const runs = (mode: 'on' | 'off') => figures[mode][key].map((v) => v.toFixed(0)).join(' / ')
  return `| ${name} | ${off.toFixed(0)} (${runs('off')}) | ${on.toFixed(0)} (${runs('on')}) | ${(((on - off) / off) * 100).toFixed(1)} % |`
}
const table = [
  '| operation | telemetry off, req/s (runs) | telemetry on, req/s (runs) | change |',
  '| --- | ---: | ---: | ---: |',
  row('`{ __typename }`', 'typename'),
  row(`ProductPage (${aliases.length} products)`, 'product'),
].join('\n')
console.log(table)
console.log(`OTLP exports received: ${exports}; load average ${before} → ${after}`)
writePerformanceSection(
  'bench-telemetry',
  `## The cost of logs, traces and metrics (\`npm run bench:telemetry --workspace reference-api\`)

The API as its own process on 127.0.0.1 (embedded PGlite, CATALOG_SIZE=${catalogSize}, response cache
off so every request is parsed, validated, executed and read), started ${rounds} times with telemetry on
(a JSON request line per request at LOG_LEVEL=info, X-Trace-Id, spans sampled at the default 5 % and
exported by OTLP/HTTP to a local sink — ${exports} exports received —, Prometheus metrics) and ${rounds}
times with \`TELEMETRY=off\`, alternately; autocannon, ${connections} connections, ${seconds} s per
operation and run, medians (each run in brackets). The SQL statement histogram stays on in both.
Measured ${new Date().toISOString().slice(0, 10)}; load average (1, 5, 15 min, the whole machine's)
${before} before → ${after} after.

${table}`,
)
