// `npm run restore -- file.tar.gz [folder]`: unpacks a backup into a new PGlite data folder
// (default DATA_DIR's, which must be empty or absent: stop the server and move the old one aside).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readConfig } from '../src/config'
import { restoreToFolder } from './pgliteBackup'

const [file, folder] = process.argv.slice(2)
if (!file) {
  console.error('usage: npm run restore -- <backup.tar.gz> [data folder]')
  process.exit(1)
}
// npm runs this in reference-api/: relative paths are the caller's.
const here = process.env.INIT_CWD ?? '.'
const dataDir = folder ? resolve(here, folder) : readConfig().dataDir
try {
  const { orders } = await restoreToFolder(readFileSync(resolve(here, file)), dataDir)
  console.log(`restored ${file} into ${dataDir}: ${orders} orders`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
