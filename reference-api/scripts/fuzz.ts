// `npm run fuzz --workspace reference-api`: starts the API in production mode on loopback (a fresh
// in-memory PGlite, or DATABASE_URL), sends it generated requests for FUZZ_SECONDS (default 60)
// from FUZZ_SEED (default 1), and fails when any answer is a 5xx, has an error without a §8 code,
// or shows the server's insides. FUZZ_URL fuzzes a server that is already running instead;
// FUZZ_REPORT=file.json writes the whole report.
import { writeFileSync } from 'node:fs'
import { isErrorCode } from '@apteka/sdk/errors'
import { readConfig } from '../src/config'
import { openDatabase } from '../src/db'
import { ensureSeeded } from '../src/seed'
import { createApi } from '../src/server'
import { runFuzz } from './fuzzRequests'

const seconds = Number(process.env.FUZZ_SECONDS ?? 60)
const seed = Number(process.env.FUZZ_SEED ?? 1)
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4)
const catalogSize = Number(process.env.CATALOG_SIZE ?? 300)

let url = process.env.FUZZ_URL
let stop = async () => {}
const logged: string[] = []
if (!url) {
  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' },
  )
  await ensureSeeded(database.db, { catalogSize })
  const api = createApi({
    database,
    config: { ...readConfig({}), production: true, dataDir: 'memory://', devSmsCode: undefined },
    log: (line) => logged.push(line),
    sendSms: () => {},
  })
  url = await api.listen(0, '127.0.0.1')
  stop = () => api.close()
}

console.log(`fuzzing ${url}/graphql for ${seconds} s, seed ${seed}, ${concurrency} at once`)
const report = await runFuzz({
  url,
  seed,
  seconds,
  concurrency,
  production: !process.env.FUZZ_URL || process.env.NODE_ENV === 'production',
  isCode: isErrorCode,
})
await stop()
if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report, null, 1))

const sorted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key} ${n}`)
    .join(', ')
console.log(
  `${report.requests} requests in ${report.seconds.toFixed(1)} s (${(report.requests / report.seconds).toFixed(0)}/s)`,
)
console.log(`statuses: ${sorted(report.statuses)}`)
console.log(`error codes: ${sorted(report.codes)}`)
console.log(`kinds: ${sorted(report.kinds)}`)
console.log(`internal errors (E_3): ${report.internalErrorCount}`)
for (const { request } of report.internalErrors.slice(0, 5))
  console.log(`  E_3 for ${request.kind}: ${(request.body ?? request.search ?? '').slice(0, 300)}`)
for (const line of logged.filter((l) => l.startsWith('[error]')).slice(0, 5))
  console.log(`  log: ${line.split('\n').slice(0, 3).join(' | ')}`)
for (const { ms, status, request } of report.slowest)
  console.log(
    `  slow: ${ms.toFixed(0)} ms, ${status}, ${request.kind}: ${(request.body ?? request.search ?? '').slice(-300)}`,
  )
console.log(`problems: ${report.problemCount}`)
for (const { request, outcome } of report.problems)
  console.log(
    `  ${outcome.problem} — ${request.method} ${request.kind}: ${(request.body ?? request.search ?? '').slice(0, 300)}`,
  )
process.exit(report.problemCount > 0 ? 1 : 0)
