// The operator's routes of the reference-api: /ready (the database answers, every migration is
// applied, the seed has finished) and /metrics (Prometheus text; behind METRICS_TOKEN, or only on
// METRICS_PORT when that is set), and GET /backup (the embedded database as a tarball, behind
// BACKUP_TOKEN, for `npm run backup`). /health (alive) stays with the plain routes (src/http).

import { timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { type DatabaseHandle, migrationsFolder } from '../db'
import { isSeeded } from '../seed'
import { registry } from './metrics'

/** How long /ready waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2000

let expectedMigrations: number | undefined
/** The migrations drizzle-kit generated (drizzle/meta/_journal.json). */
function migrationCount(): number {
  expectedMigrations ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
  ).entries.length
  return expectedMigrations
}

export interface Readiness {
  ready: boolean
  /** What is missing, for the operator: 'database', 'migrations', 'seed', 'stopping'. */
  reason?: string
}

/** Asks the database whether this instance can take traffic. */
export async function checkReadiness(database: DatabaseHandle): Promise<Readiness> {
  const check = async (): Promise<Readiness> => {
    let applied: number
    try {
      const rows = await database.exec<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      )
      applied = rows[0]?.n ?? 0
    } catch (error) {
      // No migrations table yet: the database answers but was never migrated.
      if ((error as { code?: string }).code === '42P01')
        return { ready: false, reason: 'migrations' }
      throw error
    }
    if (applied < migrationCount()) return { ready: false, reason: 'migrations' }
    if (!(await isSeeded(database.db))) return { ready: false, reason: 'seed' }
    return { ready: true }
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'database' }), READY_TIMEOUT_MS)
  })
  try {
    return await Promise.race([
      check().catch(() => ({ ready: false, reason: 'database' })),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

export interface OperatorRouteOptions {
  database: DatabaseHandle
  /** METRICS_TOKEN: when set, /metrics asks for `Authorization: Bearer <token>`. */
  metricsToken?: string
  /** True on the METRICS_PORT listener; false on the main port when METRICS_PORT is set. */
  metricsHere: boolean
  /** BACKUP_TOKEN: GET /backup answers only with `Authorization: Bearer <token>`; unset, it is off. */
  backupToken?: string
  /** True once the server is shutting down: /ready turns 503 so balancers stop sending. */
  stopping: () => boolean
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Answers /ready and /metrics; true when it handled the request. */
export async function handleOperatorRoute(
  req: IncomingMessage,
  res: ServerResponse,
  options: OperatorRouteOptions,
): Promise<boolean> {
  const path = (req.url ?? '/').split('?')[0]
  if (path === '/ready') {
    const readiness = options.stopping()
      ? { ready: false, reason: 'stopping' }
      : await checkReadiness(options.database)
    res
      .writeHead(readiness.ready ? 200 : 503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      })
      .end(JSON.stringify(readiness))
    return true
  }
  if (
    path === '/backup' &&
    req.method === 'GET' &&
    options.backupToken &&
    options.database.backup
  ) {
    if (!sameSecret(req.headers.authorization ?? '', `Bearer ${options.backupToken}`)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
      return true
    }
    const tarball = await options.database.backup()
    res
      .writeHead(200, {
        'content-type': 'application/gzip',
        'content-length': tarball.byteLength,
        'cache-control': 'no-store',
      })
      .end(tarball)
    return true
  }
  if (path === '/metrics' && options.metricsHere) {
    const header = req.headers.authorization ?? ''
    if (options.metricsToken && !sameSecret(header, `Bearer ${options.metricsToken}`)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
      return true
    }
    res
      .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
      .end(await registry.metrics())
    return true
  }
  return false
}
