// `npm run backup [-- file.tar.gz]`: the embedded database as a gzipped tarball. From the running
// API when it answers at API_URL (default http://127.0.0.1:$PORT, BACKUP_TOKEN as on the server),
// else from DATA_DIR directly (the server stopped). PostgreSQL: use pg_dump instead.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { readConfig } from '../src/config'
import { backupFromFolder, backupFromServer } from './pgliteBackup'

const config = readConfig()
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md)')
  process.exit(1)
}
const file = resolve(
  // npm runs this in reference-api/: a relative path is the caller's.
  process.env.INIT_CWD ?? '.',
  process.argv[2] ?? `backups/apteka-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
)
const apiUrl = process.env.API_URL ?? `http://${config.host}:${config.port}`
const fromServer = await backupFromServer(apiUrl, config.backupToken)
const tarball = fromServer ?? (await backupFromFolder(config.dataDir))
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, tarball)
console.log(
  `backup of ${fromServer ? `the running API at ${apiUrl}` : config.dataDir}: ${file} (${tarball.byteLength} bytes)`,
)
