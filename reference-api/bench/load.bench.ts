// `npm run bench:load --workspace reference-api`: catalogue reads under load. Starts the API as
// its own process on loopback (so the load generator does not share its event loop), seeds
// CATALOG_SIZE products (default 3000, as `npm start`) into reference-api/.data/load-<size> once,
// then autocannon sends CatalogPage requests over every category and the first pages with
// LOAD_CONNECTIONS (50) connections for LOAD_SECONDS (20) and writes req/s, p50/p95, errors and
// the load average to docs/performance.md. Stops the server when done, or after a time limit.
import { CatalogPageDocument, CategoriesDocument } from '@apteka/sdk'
import autocannon from 'autocannon'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'
import { loadAverage, startApi, stopApi } from './benchApi'

const catalogSize = Number(process.env.CATALOG_SIZE ?? 3000)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50)
const seconds = Number(process.env.LOAD_SECONDS ?? 20)
const regionID = 'moscowregion'
const headers = { 'content-type': 'application/json', 'x-platform': 'web' }

/** Starts main.ts on a free port and resolves with its base URL once it listens. */
const startServer = () =>
  startApi({
    env: {
      ...process.env,
      CATALOG_SIZE: String(catalogSize),
      ...(process.env.DATABASE_URL ? {} : { DATA_DIR: `.data/load-${catalogSize}` }),
    },
    // First start seeds the catalogue: minutes at 50 000 products, so the limit is generous.
  })

const { url, child } = await startServer()
const stopServer = () => stopApi(child)

try {
  const categories = (await (
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: String(CategoriesDocument) }),
    })
  ).json()) as { data: { categories: { url: string; children: { url: string }[] }[] } }
  const urls = categories.data.categories.flatMap((top) => [
    top.url,
    ...top.children.map((child) => child.url),
  ])
  const bodies = urls.flatMap((categoryUrl) =>
    [1, 2].map((page) =>
      JSON.stringify({
        operationName: 'CatalogPage',
        query: String(CatalogPageDocument),
        variables: { regionID, url: categoryUrl, search: { page, pageCount: 24 } },
      }),
    ),
  )

  // One warm-up pass over every request, so the figures are the steady state rather than JIT
  // and the first computation of each category's cached aggregates.
  const warmStarted = performance.now()
  for (const body of bodies)
    await (await fetch(`${url}/graphql`, { method: 'POST', headers, body })).text()
  const warmSeconds = (performance.now() - warmStarted) / 1000
  console.log(
    `${bodies.length} distinct requests, warmed up one by one in ${warmSeconds.toFixed(1)} s`,
  )

  const before = loadAverage()
  const latencies: number[] = []
  let graphqlErrors = 0
  let next = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        connections,
        duration: seconds,
        timeout: 30,
        method: 'POST',
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: bodies[next++ % bodies.length] as string,
            }),
            onResponse: (_status, body) => {
              if (body.includes('"errors"')) graphqlErrors++
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime)
    })
  })
  const after = loadAverage()

  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  const errors = result.errors + result.non2xx + graphqlErrors
  const row = {
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    max: latencies.at(-1) ?? NaN,
  }
  const table = [
    '| requests | req/s | p50, ms | p95, ms | p99, ms | max, ms | errors | load average before → after |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${row.requests} | ${row.rps.toFixed(1)} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.max.toFixed(0)} | ${errors} | ${before} → ${after} |`,
  ].join('\n')
  console.log(table)
  console.log(
    `connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, answers with GraphQL errors ${graphqlErrors}`,
  )
  const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  writePerformanceSection(
    `bench-load-${backend.toLowerCase()}`,
    `## reference-api under load, ${backend} (\`npm run bench:load --workspace reference-api\`)

autocannon, ${connections} connections for ${seconds} s against the API as its own process on
127.0.0.1 (${process.env.DATABASE_URL ? 'PostgreSQL 15 on loopback' : 'embedded PGlite'}, CATALOG_SIZE=${catalogSize}, development mode with the
query limits on): \`CatalogPage\` of every category of the tree (${urls.length}), pages 1 and 2,
24 products a page, region ${regionID}, each sent once before the run (one by one: ${warmSeconds.toFixed(1)} s
for ${bodies.length}); measured ${new Date().toISOString().slice(0, 10)}.
Errors count connection errors and timeouts, non-2xx answers and answers with GraphQL errors.
The load average (/proc/loadavg: 1, 5 and 15 minutes) is the whole machine's, other work included.

${table}`,
  )
  if (errors > 0) process.exitCode = 1
} finally {
  await stopServer()
}
