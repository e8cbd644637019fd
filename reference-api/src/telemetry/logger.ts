// The reference-api's JSON log (pino): one object a line, levels by LOG_LEVEL. Nothing secret or
// personal is written: token, code, phone and address fields are censored wherever they appear,
// and `maskPhone` keeps only the last digits where a phone has to be mentioned.
import { type DestinationStream, type Logger, pino } from 'pino'

export type { Logger } from 'pino'

/**
 * Field names whose values never reach the log, at the top level and one level down (pino's
 * redaction takes explicit paths; a wildcard covers `*.token`, `*.phone`…).
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'token',
  'accessToken',
  'refreshToken',
  'operatorToken',
  'code',
  'smsCode',
  'password',
  'phone',
  'address',
  'email',
]
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`])

export interface LoggerOptions {
  /** pino level: trace, debug, info, warn, error, fatal, silent. Default: LOG_LEVEL, else info. */
  level?: string
  /** Where lines go, e.g. a test's capture. Default: standard output. */
  destination?: DestinationStream
  /** The `service` field of every line. Default 'reference-api'. */
  service?: string
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: options.service ?? 'reference-api' },
      redact: { paths: REDACTED_PATHS, censor: '[скрыто]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  )
}

/** '+79161234567' → '+7*******67': enough to tell two shoppers apart in a log, not to call one. */
export const maskPhone = (phone: string) =>
  phone.length <= 4
    ? '***'
    : `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`
