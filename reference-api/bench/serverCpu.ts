// What distinct long-tail requests cost the API process itself (#33), kept beside pageProfile.ts:
// one child server per variant (its own sources: VARIANTS=name=src-folder,…; its own PGlite copy:
// DATA_DIRS=name=folder,… or the same DATABASE_URL), the same distinct bodies sent to each at
// CONCURRENCY in ROUNDS whose order alternates, and each child's CPU time read from /proc — the
// whole process (the PGlite worker, GC and libuv threads too) and its main thread apart — a figure
// the machine's load moves far less than wall time. Prints CPU ms per request of `{ __typename }`
// and of each operation (OPERATIONS, default CatalogPage), floor/CPU (the ratio bench:api would
// see if the API process's CPU were the limit), p50/p95 ms, and whether the variants' answers
// differ, and the statements per request with their mean time (the process's /metrics).
// On PostgreSQL it also reads the CPU of the variant's backends (by application_name, from /proc).
// PORT_BASE (default 4700): the first child's port, the next variants' above it.
// PROFILE=folder writes each child's CPU profile (folder/<variant>/).
//   VARIANTS=base=/path/to/old/src,new=$PWD/src DATABASE_URL=postgres://…/apteka_perf N=800 \
//     node --import tsx --conditions=@apteka/source bench/serverCpu.ts
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { graphqlData, graphqlPoster, loadAverage } from './benchApi'
import { longTailScenarios } from './longTail'

const N = Number(process.env.N ?? 1000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16)
const ROUNDS = Number(process.env.ROUNDS ?? 4)
/** The first variant's port; the next ones follow (PORT_BASE=4700 unless told). */
const PORT_BASE = Number(process.env.PORT_BASE ?? 4700)
const variants = (process.env.VARIANTS ?? `new=${join(import.meta.dirname, '../src')}`)
  .split(',')
  .map((pair) => pair.split('=') as [string, string])
const dataDirs = new Map(
  (process.env.DATA_DIRS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
)
const operations = (process.env.OPERATIONS ?? 'CatalogPage').split(',')

/** CPU ms of a process (or of one thread: /proc/pid/task/tid). */
const ticks = (path: string) => {
  const fields = readFileSync(`${path}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10 // utime + stime, 100 Hz → ms
}
/** The process's CPU ms, and its main thread's (the rest: the PGlite worker, GC, libuv). */
const cpuOf = (pid: number) => ({
  all: ticks(`/proc/${pid}`),
  main: ticks(`/proc/${pid}/task/${pid}`),
})

async function startServer(name: string, src: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    RESPONSE_CACHE_TTL_MS: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  }
  const dataDir = dataDirs.get(name)
  if (dataDir) env.DATA_DIR = dataDir
  // Its PostgreSQL backends named after it, so their CPU can be read apart (backendCpu).
  if (env.DATABASE_URL)
    env.DATABASE_URL = `${env.DATABASE_URL}${env.DATABASE_URL.includes('?') ? '&' : '?'}application_name=${applicationName(name)}`
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE}/${name}`]
        : []),
      '--import',
      'tsx',
      '--conditions=@apteka/source',
      join(src, 'main.ts'),
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'], cwd: join(import.meta.dirname, '..') },
  )
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/ready`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const post = graphqlPoster(base)
  /** The statements the process has run so far, and their total seconds (its /metrics). */
  const statements = async () => {
    const text = await (await fetch(`${base}/metrics`)).text()
    const read = (name: string) =>
      [...text.matchAll(new RegExp(`^${name}\\{[^}]*\\} ([\\d.e+-]+)$`, 'gm'))].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      )
    return {
      count: read('apteka_db_statement_duration_seconds_count'),
      seconds: read('apteka_db_statement_duration_seconds_sum'),
    }
  }
  return { name, child, post, statements }
}

/** The application_name of a variant's PostgreSQL connections. */
const applicationName = (variant: string) => `servercpu_${variant}`
/** A connection of the bench's own to list the variants' backends (PostgreSQL only). */
const monitor = process.env.DATABASE_URL
  ? new (await import('pg')).default.Client({ connectionString: process.env.DATABASE_URL })
  : undefined
await monitor?.connect()
/**
 * CPU ms so far of each PostgreSQL backend serving a variant, by pid (its /proc: the database runs
 * on this machine); empty on PGlite, whose database runs in the API's own process.
 */
async function backendCpu(variant: string) {
  const cpu = new Map<number, number>()
  if (!monitor) return cpu
  const { rows } = await monitor.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [applicationName(variant)],
  )
  for (const { pid } of rows) {
    try {
      cpu.set(pid, ticks(`/proc/${pid}`))
    } catch {}
  }
  return cpu
}
/** The CPU ms the backends spent between two readings (a backend new in `after` from zero). */
const backendSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0)

const servers = []
for (const [i, [name, src]] of variants.entries())
  servers.push(await startServer(name, src, PORT_BASE + i))
const first = servers[0] as (typeof servers)[number]
const graphql = graphqlData(first.post)
const scenarios = await longTailScenarios(graphql, { regionID: '1', size: N + 100, warmUp: 100 })
const floor = Array.from({ length: N + 100 }, () => JSON.stringify({ query: '{ __typename }' }))

/** Sends `bodies` at CONCURRENCY; returns each request's time and the answers by position. */
async function send(post: (body: string) => Promise<string>, bodies: string[]) {
  const times: number[] = []
  const answers: string[] = new Array(bodies.length)
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const at = next++
        const start = performance.now()
        answers[at] = await post(bodies[at] as string)
        times.push(performance.now() - start)
      }
    }),
  )
  return { times, answers }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

console.log(`load ${loadAverage()}`)
const perRequest = new Map<string, number>()
for (const name of ['floor', ...operations]) {
  const bodies = name === 'floor' ? floor : (scenarios.find((s) => s.name === name)?.bodies ?? [])
  for (const { post } of servers) await send(post, bodies.slice(0, 100))
  const measured = bodies.slice(100, 100 + N)
  const cpu = servers.map(() => 0)
  const mainCpu = servers.map(() => 0)
  const databaseCpu = servers.map(() => 0)
  const statementCounts = servers.map(() => 0)
  const statementSeconds = servers.map(() => 0)
  const times = servers.map(() => [] as number[])
  let differing = 0
  // Rounds of a slice each, the variants' order alternating, so both see the same load.
  const slice = Math.ceil(measured.length / ROUNDS)
  for (let round = 0; round < ROUNDS; round++) {
    const part = measured.slice(round * slice, (round + 1) * slice)
    const answers: string[][] = []
    for (let k = 0; k < servers.length; k++) {
      const which = (round + k) % servers.length
      const server = servers[which] as (typeof servers)[number]
      const statementsBefore = await server.statements()
      const backendsBefore = await backendCpu(server.name)
      const before = cpuOf(server.child.pid as number)
      const sent = await send(server.post, part)
      const after = cpuOf(server.child.pid as number)
      const backendsAfter = await backendCpu(server.name)
      databaseCpu[which] =
        (databaseCpu[which] as number) + backendSpent(backendsBefore, backendsAfter)
      const statementsAfter = await server.statements()
      statementCounts[which] =
        (statementCounts[which] as number) + statementsAfter.count - statementsBefore.count
      statementSeconds[which] =
        (statementSeconds[which] as number) + statementsAfter.seconds - statementsBefore.seconds
      cpu[which] = (cpu[which] as number) + after.all - before.all
      mainCpu[which] = (mainCpu[which] as number) + after.main - before.main
      ;(times[which] as number[]).push(...sent.times)
      answers[which] = sent.answers
    }
    for (let i = 0; i < part.length; i++)
      if (answers.some((list) => list[i] !== answers[0]?.[i])) differing++
  }
  for (const [k, { name: variant }] of servers.entries()) {
    const sorted = (times[k] as number[]).sort((a, b) => a - b)
    const ms = (cpu[k] as number) / measured.length
    if (name === 'floor') perRequest.set(variant, ms)
    const ratio =
      name === 'floor' ? '' : `, floor/CPU ${((perRequest.get(variant) ?? 0) / ms).toFixed(3)}`
    const count = statementCounts[k] as number
    const database = monitor
      ? `, PostgreSQL backends ${((databaseCpu[k] as number) / measured.length).toFixed(2)} ms/request`
      : ''
    const statementsShown = `${database}, ${(count / measured.length).toFixed(2)} statements/request (${((1000 * (statementSeconds[k] as number)) / Math.max(count, 1)).toFixed(2)} ms each)`
    console.log(
      `${variant} ${name}: n=${measured.length} server CPU ${ms.toFixed(2)} ms/request (main thread ${((mainCpu[k] as number) / measured.length).toFixed(2)})${ratio}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms${statementsShown}`,
    )
  }
  if (servers.length > 1) console.log(`  answers differing between variants: ${differing}`)
}
console.log(`load ${loadAverage()}`)
await monitor?.end()
await Promise.all(
  servers.map(
    ({ child }) =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  ),
)
process.exit(0)
