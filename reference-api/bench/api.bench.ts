// `npm run bench:api`: latency (p50/p95) and throughput of the hot paths — searchAutocomplete,
// CatalogPage, the product page and updateCart — at CATALOG_SIZE (default 50 000) under
// concurrent load, against the real server on loopback. Prints a table and writes it to
// docs/performance.md. The seeded database is kept in reference-api/.data/bench-<size> so later
// runs skip the seed.
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import {
  CatalogPageDocument,
  ProductPageDocument,
  SearchAutocompleteDocument,
  type TypedDocumentString,
  UpdateCartDocument,
} from '@apteka/sdk'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'
import { readConfig } from '../src/config'
import { openDatabase } from '../src/db'
import { ensureSeeded } from '../src/seed'
import { createApi } from '../src/server'

const catalogSize = Number(process.env.CATALOG_SIZE ?? 50_000)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const regionID = 'moscowregion'

interface Scenario {
  name: string
  /** Builds the request of worker `w`'s `i`-th call. */
  request(
    w: number,
    i: number,
  ): { document: TypedDocumentString<unknown, unknown>; variables: unknown }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

async function run(url: string, scenario: Scenario) {
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const worker = async (w: number) => {
    const cookie = `guest_id=bench-${w}-${Date.now()}`
    for (let i = 0; performance.now() < deadline; i++) {
      const { document, variables } = scenario.request(w, i)
      const started = performance.now()
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: String(document), variables }),
      })
      const body = (await response.json()) as { errors?: unknown[] }
      latencies.push(performance.now() - started)
      if (!response.ok || body.errors?.length) errors++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name: scenario.name,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / elapsed,
  }
}

const dataDir = fileURLToPath(new URL(`../.data/bench-${catalogSize}/pglite`, import.meta.url))
const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir },
)
const seedStarted = performance.now()
await ensureSeeded(database.db, { catalogSize })
const seedSeconds = (performance.now() - seedStarted) / 1000
if (process.env.BENCH_SEED_ONLY) {
  console.log(`seeded ${catalogSize} products in ${seedSeconds.toFixed(0)} s`)
  await database.close()
  process.exit(0)
}
const api = createApi({
  database,
  config: { ...readConfig({}), dataDir, devSmsCode: '1234' },
  log: () => {},
})
const url = await api.listen(0, '127.0.0.1')

// Real aliases and ids from the seeded catalogue, so every request finds something.
const sample = await database.exec<{ id: number; alias: string; category: string }>(
  `SELECT p.id, p.alias, c.url AS category FROM products p
     JOIN categories c ON c.id = p.category_id
     JOIN product_prices pp ON pp.product_id = p.id AND pp.region_id = $1 AND pp.price_type_id = 1
    ORDER BY p.popularity DESC LIMIT 200`,
  [regionID],
)
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
const pick = <T>(list: T[], i: number) => list[i % list.length] as T

const scenarios: Scenario[] = [
  {
    name: 'searchAutocomplete',
    request: (w, i) => ({
      document: SearchAutocompleteDocument as never,
      variables: { regionID, query: pick(queries, w + i), size: 5 },
    }),
  },
  {
    name: 'CatalogPage',
    request: (w, i) => ({
      document: CatalogPageDocument as never,
      variables: { regionID, url: pick(sample, w * 7 + i).category, search: { page: 1 + (i % 3) } },
    }),
  },
  {
    name: 'ProductPage',
    request: (w, i) => ({
      document: ProductPageDocument as never,
      variables: { regionID, alias: pick(sample, w * 13 + i).alias },
    }),
  },
  {
    name: 'updateCart',
    request: (w, i) => ({
      document: UpdateCartDocument as never,
      variables: {
        regionID,
        items: [
          { productID: String(pick(sample, w + i).id), priceTypeID: 1, quantity: 1 + (i % 3) },
        ],
      },
    }),
  },
]

// Warm up each path once so JIT and caches do not count against the first scenario.
for (const scenario of scenarios) {
  const { document, variables } = scenario.request(0, 0)
  await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: String(document), variables }),
  })
}

const results = []
for (const scenario of scenarios) results.push(await run(url, scenario))
await api.close()

const table = [
  '| operation | requests | errors | p50, ms | p95, ms | throughput, req/s |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.requests} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} |`,
  ),
].join('\n')
console.log(table)

writePerformanceSection(
  'bench-api',
  `## reference-api latency (\`npm run bench:api\`)

${database.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'}, CATALOG_SIZE=${catalogSize}, ${connections} concurrent connections, ${seconds} s per operation, region ${regionID}, measured ${new Date().toISOString().slice(0, 10)}${seedSeconds > 1 ? ` (seed took ${seedSeconds.toFixed(0)} s)` : ''}.

${table}`,
)
