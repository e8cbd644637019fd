// The reference-api's JSON log (pino): one object a line, levels by LOG_LEVEL. Nothing secret or
// personal is written: token, code, phone and address fields are censored wherever they appear,
// and `maskPhone` keeps only the last digits where a phone has to be mentioned.
import { type DestinationStream, destination, type Logger, pino } from 'pino'

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
  /**
   * Where lines go, e.g. a test's capture. Default: standard output (see {@link standardOutput}).
   */
  destination?: DestinationStream
  /** The `service` field of every line. Default 'reference-api'. */
  service?: string
}

/** Lines wait in the buffer at most this long. */
const FLUSH_EVERY_MS = 1000

/**
 * Standard output, written in batches of about 8 KB and at least once a second, and whatever is
 * left when the process exits: one write per request line cost the server more than building the
 * line. The writes themselves are synchronous (a batch is one system call; pino's asynchronous
 * mode measured slower here). A line that must be seen at once is followed by `logger.flush()`.
 */
function standardOutput(): DestinationStream {
  const stream = destination({ dest: 1, sync: true, minLength: 8192 })
  setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref()
  process.once('exit', () => stream.flushSync())
  return stream
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
    options.destination ?? standardOutput(),
  )
}

/**
 * The logger of request lines (src/telemetry/requests.ts): the same destination, level and fields,
 * without the redaction pass. A request line is built field by field from values that are never
 * secret (method, path, operation name, status, duration, client address, ids, §8 codes), and
 * redacting it cost more than writing it.
 *
 * @example
 * const lines = requestLineLogger(createLogger())
 * lines.info({ method: 'POST', path: '/graphql', status: 200 }, 'request')
 */
export function requestLineLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] })
}

/** '+79161234567' → '+7*******67': enough to tell two shoppers apart in a log, not to call one. */
export const maskPhone = (phone: string) =>
  phone.length <= 4
    ? '***'
    : `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`
