// Backup and restore of the embedded database (PGlite): a backup is the data folder as a gzipped
// tarball, taken by the running server (GET /backup) or, with the server stopped, by opening the
// folder here; a restore unpacks one into a new, empty folder.
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** Asks a running API for its tarball; undefined when nothing answers at `apiUrl`. */
export async function backupFromServer(apiUrl: string, token: string | undefined) {
  let answer: Response
  try {
    answer = await fetch(`${apiUrl}/backup`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(600_000),
    })
  } catch {
    return undefined
  }
  if (answer.status === 404) {
    throw new Error(`${apiUrl} runs but serves no /backup: start it with BACKUP_TOKEN set`)
  }
  if (!answer.ok) throw new Error(`${apiUrl}/backup answered ${answer.status}`)
  return new Uint8Array(await answer.arrayBuffer())
}

/** The tarball of a data folder no server has open. */
export async function backupFromFolder(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(dataDir)) throw new Error(`no PGlite data folder at ${dataDir}`)
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  try {
    return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer())
  } finally {
    await client.close()
  }
}

/**
 * Unpacks a tarball into `dataDir`, which must not hold a database yet (move the old one aside
 * first), and answers how many orders the restored database holds.
 */
export async function restoreToFolder(tarball: Uint8Array, dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty: move it aside (or name a new folder) and restore again`,
    )
  }
  // A new DATA_DIR: PGlite makes its own folder (DATA_DIR/pglite), not the ones above it.
  mkdirSync(dirname(dataDir), { recursive: true })
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([tarball as BlobPart]),
  })
  try {
    const rows = await client.query<{ orders: number }>(
      'SELECT count(*)::int AS orders FROM orders',
    )
    return { orders: rows.rows[0]?.orders ?? 0 }
  } finally {
    await client.close()
  }
}
