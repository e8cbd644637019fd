// The reference-api's configuration, read once from the environment.
import { join } from 'node:path'
import { defaultDataDir } from './db'

export interface ApiConfig {
  /**
   * Production mode (`NODE_ENV=production`): no introspection or suggestions, every error a §8
   * code, development switches refused at start. Default false (development).
   */
  production: boolean
  /**
   * The development OAuth stand-in (`DEV_OAUTH=1`): every provider accepts 'test:{phone}'.
   * For development and tests only; refused in production mode. Default false.
   */
  devOAuth: boolean
  /** TCP port. Default 4000 (`PORT`). */
  port: number
  /** Interface to listen on. Default 127.0.0.1 (`HOST`). */
  host: string
  /** PGlite data folder (`DATA_DIR`); ignored with `databaseUrl`. Default reference-api/.data/pglite. */
  dataDir: string
  /** postgres:// URL of a real PostgreSQL (`DATABASE_URL`). Default none: embedded PGlite. */
  databaseUrl: string | undefined
  /** Fixed SMS code for tests and demos (`DEV_SMS_CODE`). Default: a random code, printed to the log. */
  devSmsCode: string | undefined
  /** Products to seed on first start (`CATALOG_SIZE`). Default 3000. */
  catalogSize: number
  /** Secret signing the JWTs (`JWT_SECRET`). Default: generated into the data folder. */
  jwtSecret: string | undefined
  /** Public origin of the storefront, for payment return links (`PUBLIC_URL`). Default http://localhost:3000. */
  publicUrl: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = env.DATA_DIR ? join(env.DATA_DIR, 'pglite') : defaultDataDir
  return {
    production: env.NODE_ENV === 'production',
    devOAuth: env.DEV_OAUTH === '1' || env.DEV_OAUTH === 'true',
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    devSmsCode: env.DEV_SMS_CODE || undefined,
    catalogSize: Number(env.CATALOG_SIZE ?? 3000),
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL ?? 'http://localhost:3000',
  }
}
