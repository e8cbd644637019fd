// `npm run bench:flood --workspace reference-api`: one client floods expensive search requests
// (two aliased filterConfig searches with a fresh 128-character text each) while a second client
// loads product pages one after another; reports the second client's p50/p95 with the per-client
// rate limits off (`RATE_LIMITS=off`) and on (defaults), with the load average, into
// docs/performance.md. The API runs as its own process on loopback (PGlite, CATALOG_SIZE products,
// default 3000, seeded once into .data/load-<size> like bench:load); each phase lasts
// FLOOD_SECONDS (default 12), and the whole measurement stops by itself well under 60 s.
import { ProductPageDocument, ProductsDocument } from '@apteka/sdk'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'
import { loadAverage, startApi, stopApi } from './benchApi'

const catalogSize = Number(process.env.CATALOG_SIZE ?? 3000)
const seconds = Math.min(Number(process.env.FLOOD_SECONDS ?? 12), 25)
/** Concurrent request loops of the flooding client. */
const floodLoops = Number(process.env.FLOOD_LOOPS ?? 6)
const regionID = 'moscowregion'
const FLOODER = '198.51.100.1'
const SHOPPER = '198.51.100.2'

/** Starts main.ts with the given environment; resolves once it listens. */
const startServer = (env: Record<string, string>) =>
  startApi({
    env: {
      ...process.env,
      CATALOG_SIZE: String(catalogSize),
      DATA_DIR: `.data/load-${catalogSize}`,
      DATABASE_URL: '',
      ...env,
    },
    // A first start seeds the catalogue.
    startLimitMs: 300_000,
  })

/** Posts one operation; gives up (null) at `deadline`, so a phase ends on time whatever the server does. */
const post = async (
  url: string,
  from: string,
  body: unknown,
  deadline = Number.POSITIVE_INFINITY,
) => {
  const left = deadline - performance.now()
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-platform': 'web', 'x-forwarded-for': from },
      body: JSON.stringify(body),
      ...(Number.isFinite(left)
        ? { signal: AbortSignal.timeout(Math.max(1, Math.ceil(left))) }
        : {}),
    })
    return (await response.json()) as {
      data?: unknown
      errors?: { extensions?: { code?: string } }[]
    }
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return null
    throw error
  }
}

/** A fresh 128-character text of letters, so no cache and no index shortcut answers it. */
function randomText(): string {
  const letters = 'абвгдежзиклмнопрстуфхцчшщэюяqwertyuiopasdfghjklzxcvbnm'
  let text = ''
  for (let i = 0; i < 128; i++) text += letters[Math.floor(Math.random() * letters.length)]
  return text
}

const floodQuery = `query Flood($a: String, $b: String) {
  a: filterConfig(regionID: "${regionID}", type: search, query: $a) { options { id } }
  b: filterConfig(regionID: "${regionID}", type: search, query: $b) { options { id } }
}`

interface Phase {
  name: string
  p50: number
  p95: number
  pages: number
  /** Pages still loading when the phase ended (their latency counts as the time waited). */
  unfinished: number
  floods: number
  floodsRefused: number
  load: string
}

async function phase(name: string, env: Record<string, string>): Promise<Phase> {
  const { url, child } = await startServer(env)
  try {
    const list = (await post(url, SHOPPER, {
      query: String(ProductsDocument),
      variables: { search: { regionID, pageCount: 100 } },
    })) as { data?: { products: { items: { alias: string }[] } } }
    const aliases = list.data?.products.items.map((item) => item.alias) ?? []
    if (aliases.length === 0) throw new Error('no products to load')
    // Warm-up: the product page path and the search path once each.
    await post(url, SHOPPER, {
      query: String(ProductPageDocument),
      variables: { alias: aliases[0], regionID },
    })
    const until = performance.now() + seconds * 1000
    let floods = 0
    let floodsRefused = 0
    const flooder = async () => {
      while (performance.now() < until) {
        const answer = await post(
          url,
          FLOODER,
          { query: floodQuery, variables: { a: randomText(), b: randomText() } },
          until,
        )
        if (!answer) break
        floods++
        if (answer.errors?.some((error) => error.extensions?.code === 'E_250')) floodsRefused++
      }
    }
    const latencies: number[] = []
    let unfinished = 0
    const shopper = async () => {
      let n = 0
      while (performance.now() < until) {
        const started = performance.now()
        const answer = await post(
          url,
          SHOPPER,
          {
            query: String(ProductPageDocument),
            variables: { alias: aliases[n++ % aliases.length], regionID },
          },
          until,
        )
        // A page still loading when the phase ends counts with the time it had waited (at least).
        latencies.push(performance.now() - started)
        if (!answer) unfinished++
      }
    }
    await Promise.all([...Array.from({ length: floodLoops }, flooder), shopper()])
    latencies.sort((a, b) => a - b)
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN
    return {
      name,
      p50: Math.round(at(0.5)),
      p95: Math.round(at(0.95)),
      pages: latencies.length - unfinished,
      unfinished,
      floods,
      floodsRefused,
      load: loadAverage(),
    }
  } finally {
    await stopApi(child, 5_000)
  }
}

// A guard: whatever happens, the benchmark ends.
setTimeout(() => {
  console.error('flood benchmark: time limit reached')
  process.exit(1)
}, 600_000).unref()

const phases = [
  await phase('rate limits off (`RATE_LIMITS=off`)', { RATE_LIMITS: 'off' }),
  await phase('rate limits on (defaults: 120 searches a minute)', { RATE_LIMITS: 'on' }),
]
const table = [
  '| phase | product page p50 | product page p95 | pages loaded (unfinished at the end) | flood requests answered (refused E_250) | load average (1/5/15 min) after |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...phases.map(
    (row) =>
      `| ${row.name} | ${row.p50} ms | ${row.p95} ms | ${row.pages} (${row.unfinished}) | ${row.floods} (${row.floodsRefused}) | ${row.load} |`,
  ),
].join('\n')
console.log(table)
writePerformanceSection(
  'flood',
  `## A flood of expensive searches from one client (issue #35)

\`npm run bench:flood --workspace reference-api\` (\`bench/flood.bench.ts\`): PGlite, ${catalogSize} products, the API as its own process on loopback. One client (${FLOODER}) floods with ${floodLoops} concurrent loops of two aliased \`filterConfig(type: search)\` searches, each with a fresh 128-character text; a second client (${SHOPPER}) loads product pages one after another for ${seconds} s. Goal: the second client's p95 under 1 s.

${table}

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on the shared 2-core machine while other work ran (see the load average).`,
)
