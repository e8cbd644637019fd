// A one-off measure of distinct ProductPage and CatalogPage requests (#33), kept for whoever cuts
// their cost next: the API in this process on DATABASE_URL (or DATA_DIR), response cache and rate
// limits off, N distinct requests of each page sent one after another. With VARIANTS=a,b (values of
// GRAPHQL_EXECUTOR) one API per variant serves every request in turn (which goes first alternates),
// so before and after share the machine's load; each request's answer must be the same on all.
// Prints p50/p95 ms and CPU ms per request (this process: API and client), with the load average.
// OPERATIONS=searchAutocomplete picks other long-tail operations (default ProductPage,CatalogPage).
// PROFILE=folder writes a CPU profile of the measured requests; STATEMENTS=1 lists the statements
// (PostgreSQL) with their count and mean time per request.
//   DATABASE_URL=postgres://…/apteka_perf N=300 VARIANTS=graphql-js,jit \
//     node --import tsx --conditions=@apteka/source bench/pageProfile.ts
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { readConfig } from '../src/config'
import { openDatabase } from '../src/db'
import { createApi } from '../src/server'
import { createLogger } from '../src/telemetry/logger'
import { graphqlData, graphqlPoster, loadAverage } from './benchApi'
import { longTailScenarios } from './longTail'

const N = Number(process.env.N ?? 300)
const variants = (process.env.VARIANTS ?? 'default').split(',').filter(Boolean)
process.env.RESPONSE_CACHE_TTL_MS = '0'
process.env.RATE_LIMITS = 'off'

const statements = new Map<string, { count: number; ms: number }>()
let recording = false
if (process.env.STATEMENTS) {
  const pg = (await import('pg')).default
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string }
    const text = typeof first === 'string' ? first : (first?.name ?? first?.text ?? '?')
    const start = performance.now()
    const result = query.apply(this, args)
    if (recording && result instanceof Promise)
      void result.finally(() => {
        const entry = statements.get(text) ?? { count: 0, ms: 0 }
        entry.count++
        entry.ms += performance.now() - start
        statements.set(text, entry)
      })
    return result
  } as typeof pg.Client.prototype.query
}

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL, migrate: false }
    : { dataDir: process.env.DATA_DIR as string, migrate: false },
)

/** An answer with its object keys sorted: graphql-js may complete fields out of document order. */
const canonical = (text: string) =>
  JSON.stringify(JSON.parse(text), (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  )

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function start(variant: string) {
  // 'base': the API of another checkout's sources (BASE_SRC, e.g. an export of main's
  // reference-api/src), for before and after in one run.
  if (variant === 'base') {
    // Its own database handle (its statements are prepared per handle of its own modules); on
    // PGlite a copy of the data of its own (BASE_DATA_DIR), as one folder is one process's.
    const base = process.env.BASE_SRC as string
    const server = (await import(`${base}/server.ts`)) as typeof import('../src/server')
    const config = (await import(`${base}/config.ts`)) as typeof import('../src/config')
    const db = (await import(`${base}/db/index.ts`)) as typeof import('../src/db')
    const own = await db.openDatabase(
      process.env.DATABASE_URL
        ? { databaseUrl: process.env.DATABASE_URL, migrate: false }
        : { dataDir: process.env.BASE_DATA_DIR as string, migrate: false },
    )
    return listening(
      variant,
      server.createApi({
        database: own,
        config: config.readConfig(),
        logger: createLogger({ level: 'warn' }),
      }),
    )
  }
  if (variant !== 'default') process.env.GRAPHQL_EXECUTOR = variant
  return listening(
    variant,
    createApi({ database, config: readConfig(), logger: createLogger({ level: 'warn' }) }),
  )
}

async function listening(variant: string, api: ReturnType<typeof createApi>) {
  const base = await api.listen(0, '127.0.0.1')
  const post = graphqlPoster(base)
  return { variant, api, post }
}

const apis = []
for (const variant of variants) apis.push(await start(variant))
const first = apis[0] as (typeof apis)[number]
const graphql = graphqlData(first.post)
const scenarios = await longTailScenarios(graphql, { regionID: '1', size: N + 40, warmUp: 0 })
// The floor: what any request costs here (HTTP, Yoga, the client's fetch).
const floor = Array.from({ length: N + 40 }, () => JSON.stringify({ query: '{ __typename }' }))

console.log(`${database.kind}, load ${loadAverage()}`)
for (const name of ['floor', ...(process.env.OPERATIONS ?? 'ProductPage,CatalogPage').split(',')]) {
  const bodies = name === 'floor' ? floor : (scenarios.find((s) => s.name === name)?.bodies ?? [])
  // Warm-up on other items than the measured ones.
  for (const body of bodies.slice(0, 40)) for (const { post } of apis) await post(body)
  const measured = bodies.slice(40, 40 + N)
  const times = apis.map(() => [] as number[])
  const cpus = apis.map(() => 0)
  const bytes = apis.map(() => 0)
  let differing = 0
  const session = process.env.PROFILE ? new Session() : undefined
  if (session) {
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
    await session.post('Profiler.start')
  }
  recording = true
  statements.clear()
  for (const [i, body] of measured.entries()) {
    const answers: string[] = []
    for (let k = 0; k < apis.length; k++) {
      const which = (i + k) % apis.length
      const cpu = process.cpuUsage()
      const start = performance.now()
      const answer = await (apis[which] as (typeof apis)[number]).post(body)
      ;(times[which] as number[]).push(performance.now() - start)
      const used = process.cpuUsage(cpu)
      cpus[which] = (cpus[which] as number) + (used.user + used.system) / 1000
      bytes[which] = (bytes[which] as number) + answer.length
      answers[which] = apis.length > 1 ? canonical(answer) : answer
    }
    const other = answers.find((answer) => answer !== answers[0])
    if (other !== undefined && differing++ === 0 && process.env.SHOW_DIFFERENCE) {
      const a = answers[0] as string
      let at = 0
      while (a[at] === other[at]) at++
      console.log(
        `  first difference at ${at}:\n  ${a.slice(Math.max(0, at - 150), at + 150)}\n  ${other.slice(Math.max(0, at - 150), at + 150)}`,
      )
    }
  }
  recording = false
  if (session) {
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(
      `${process.env.PROFILE}/${name}-${database.kind}.cpuprofile`,
      JSON.stringify(profile),
    )
    session.disconnect()
  }
  for (const [k, { variant }] of apis.entries()) {
    const sorted = (times[k] as number[]).sort((a, b) => a - b)
    console.log(
      `${variant} ${name}: n=${measured.length} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, CPU ${((cpus[k] as number) / measured.length).toFixed(2)} ms/request, ${Math.round((bytes[k] as number) / measured.length)} B`,
    )
  }
  if (apis.length > 1) console.log(`  answers differing between variants: ${differing}`)
  for (const [text, { count, ms }] of statements)
    console.log(
      `  ${(count / measured.length).toFixed(2)}/request ${(ms / count).toFixed(2)} ms: ${text.replace(/\s+/g, ' ').slice(0, 160)}`,
    )
}
console.log(`load ${loadAverage()}`)
for (const { api } of apis) {
  await new Promise<void>((resolve) => api.server.close(() => resolve()))
  api.server.closeAllConnections()
}
await database.close()
process.exit(0)
