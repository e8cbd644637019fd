// The server's secrets: the key signing the JWTs (and the previous one, while tokens it signed
// live out), and the key hashing SMS codes. Configured in production; in development generated
// once into the data folder so sessions and codes survive restarts.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The least a production secret may have, in bytes (HS256 wants a key as long as its hash). */
export const MIN_SECRET_BYTES = 32

/** A secret's length in bytes, as it is used (UTF-8). */
export const secretBytes = (secret: string) => new TextEncoder().encode(secret).byteLength

/**
 * A secret: from configuration, else generated once into the data folder as `fileName` (so it
 * survives restarts), else — for an in-memory database — random per process. Production never
 * gets here without a configured one (security/productionMode.ts refuses the start).
 */
export function loadSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  if (dataDir.startsWith('memory://')) return randomBytes(32)
  const file = join(dirname(dataDir), fileName)
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}

/** The secrets of a configuration, as createApi uses them. */
export interface ServerSecrets {
  /** Signs new tokens. */
  jwt: Uint8Array
  /** Still verifies tokens it signed (JWT_SECRET_PREVIOUS), until they expire. */
  jwtPrevious: Uint8Array | null
  /** Keys the HMAC of stored SMS codes. */
  smsCode: Uint8Array
}

export function loadServerSecrets(config: {
  jwtSecret: string | undefined
  jwtSecretPrevious?: string | undefined
  smsCodeSecret?: string | undefined
  dataDir: string
}): ServerSecrets {
  return {
    jwt: loadSecret(config.jwtSecret, config.dataDir, 'jwt-secret'),
    jwtPrevious: config.jwtSecretPrevious
      ? new TextEncoder().encode(config.jwtSecretPrevious)
      : null,
    smsCode: loadSecret(config.smsCodeSecret, config.dataDir, 'sms-code-secret'),
  }
}
