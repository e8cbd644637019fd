// The reference-api as a Node HTTP listener: GraphQL Yoga at /graphql, plus the few plain
// routes the storefront needs from its backend (pack-shot images, the test payment page, ad
// counters). `createApi` is what main.ts starts and what the tests start on a free port.
// The order of the Yoga plugins is the order of the checks: request shape (CSRF, JSON only),
// production mode, limits, NUL characters — all before any resolver runs.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadTypeDefs } from '@apteka/schema'
import { createSchema, createYoga, type Plugin } from 'graphql-yoga'
import { clientAddress } from './auth/clientAddress'
import { loadServerSecrets } from './auth/secrets'
import { chooseSmsSender, countingSmsSender, type SmsOutcome } from './auth/smsSender'
import { makeTokenService, type TokenService } from './auth/tokens'
import { AnswerLifetime } from './clock/answerDays'
import type { ApiConfig } from './config'
import type { ApiContext, Viewer } from './context'
import type { DatabaseHandle } from './db'
import { toApiError } from './errors'
import { handleHttpRoute } from './http'
import { jitExecution } from './jitExecution'
import { chooseEmailSender, type EmailSender } from './marketing/emailSender'
import { operationManifest, persistedOperations } from './persistedOperations'
import { makeLoaders } from './product/loaders'
import { resolvers } from './resolvers'
import { ResponseStore, responseCache, shareChanges } from './responseCache'
import { costlyInFlightPlugin } from './security/costlyInFlight'
import { requestLimitPlugins } from './security/limits'
import { refuseNulCharacters } from './security/nulCharacters'
import { productionPlugins } from './security/productionMode'
import { corsFor, requestShapePlugins } from './security/requestShape'
import { createLogger, type Logger, requestLineLogger } from './telemetry/logger'
import { smsFailed, smsSent } from './telemetry/metrics'
import { handleOperatorRoute } from './telemetry/operatorRoutes'
import {
  graphqlTelemetry,
  observeRequest,
  statementParentOf,
  type TelemetryMode,
} from './telemetry/requests'
import { installTracing } from './telemetry/tracing'

export interface Api {
  server: Server
  tokens: TokenService
  /** Listens and resolves with the base URL, e.g. 'http://127.0.0.1:4000'. */
  listen(port?: number, host?: string): Promise<string>
  /** The /metrics listener of `config.metricsPort`, when set: listens with `listen`. */
  metricsServer: Server | undefined
  /**
   * Stops accepting (/ready turns 503), lets running requests finish within
   * `config.shutdownGraceMs`, then closes the database.
   */
  close(): Promise<void>
}

export interface CreateApiOptions {
  database: DatabaseHandle
  config: ApiConfig
  /**
   * Where SMS texts go instead of the configured sender (tests, scripts). Default: the sender
   * of the configuration (auth/smsSender.ts: the gateway; the log only in development).
   */
  sendSms?: (phone: string, text: string) => unknown
  /** Tests: receives each e-mail instead of the configured sender. */
  sendEmail?: (to: string, subject: string, text: string) => unknown
  /** Told after every SMS whether it went out, e.g. to count it in metrics. Default: nothing. */
  onSmsOutcome?: (outcome: SmsOutcome) => void
  /** The clock, for tests. Default: the system clock. */
  now?: () => Date
  /** Lines of unexpected errors; default: the logger's error level. */
  log?: (line: string) => void
  /** The JSON logger of request lines (src/telemetry/logger.ts). Default: LOG_LEVEL to stdout. */
  logger?: Logger
  /**
   * Request spans, log lines, request metrics and X-Trace-Id. Default true; `'logs'` (request lines
   * only) and false (none) only for the overhead benchmark (bench/telemetry.bench.ts, `TELEMETRY`).
   */
  telemetry?: boolean | 'logs'
}

const cookie = (header: string | null, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return null // malformed percent-encoding: as if the cookie were not there
    }
  }
  return null
}

/** A guest id this server could have issued (a UUID) or a test set: anything else is replaced. */
const guestIdPattern = /^[A-Za-z0-9-]{1,64}$/

const bearer = (header: string | null) =>
  header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null

async function readViewer(request: Request, tokens: TokenService, now: Date): Promise<Viewer> {
  const user = bearer(request.headers.get('authorization'))
  const operator = bearer(request.headers.get('x-operator-authorization'))
  const userClaims = user ? await tokens.verifyAccess(user, now) : null
  const operatorClaims = operator ? await tokens.verifyAccess(operator, now) : null
  return {
    userId: userClaims ? Number(userClaims.sub) : null,
    operatorId: operatorClaims?.kind === 'operator' ? Number(operatorClaims.sub) : null,
    employee: userClaims?.employee ?? false,
    actingOperatorId: userClaims?.actingOperator ? Number(userClaims.actingOperator) : null,
  }
}

/**
 * Every error of every answer as a SPEC §8 error (`toApiError`), in one place: parse, validation
 * and HTTP errors never reach Yoga's masking, so they are rewritten here, after execution.
 */
const apiErrorsPlugin = (formatting: Parameters<typeof toApiError>[1]): Plugin => {
  const rewrite = (result: unknown): unknown => {
    if (Array.isArray(result)) return result.map(rewrite)
    if (typeof result !== 'object' || result === null || !('errors' in result)) return result
    const errors = (result as { errors?: unknown[] }).errors
    if (!errors?.length) return result
    // Several validation errors of one request read the same once their detail is dropped.
    const seen = new Set<string>()
    const unique = errors
      .map((error) => toApiError(error, formatting))
      .filter((error) => {
        if (error.path) return true
        const key = JSON.stringify([error.message, error.extensions])
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
    return { ...result, errors: unique }
  }
  return {
    onResultProcess({ result, setResult }) {
      setResult(rewrite(result) as typeof result)
    },
  }
}

/** Adds the context's Set-Cookie values to the answer (the guest id of the legacy cart). */
const setCookiesPlugin = (): Plugin<ApiContext> => {
  const pending = new WeakMap<Request, string[]>()
  return {
    onExecute({ args }) {
      pending.set(args.contextValue.request, args.contextValue.setCookies)
    },
    onResponse({ request, response }) {
      for (const value of pending.get(request) ?? []) response.headers.append('set-cookie', value)
    },
  }
}

export function createApi(options: CreateApiOptions): Api {
  const { database, config } = options
  const logger = options.logger ?? createLogger()
  const log = options.log ?? ((line: string) => logger.error(line))
  const requestLines = requestLineLogger(logger)
  const now = options.now ?? (() => new Date())
  const telemetry = options.telemetry ?? true
  const telemetryMode: TelemetryMode = telemetry === 'logs' ? 'logs' : 'on'
  // Once per process; main.ts installs it first with the exporter of the environment.
  if (telemetry === true) installTracing({ serviceName: 'reference-api' })
  const replacement = options.sendSms
  const smsSender = countingSmsSender(
    replacement
      ? {
          send: async (phone, text) => {
            await replacement(phone, text)
          },
        }
      : // Development without a gateway: the code goes to the log (DESIGN), the phone masked.
        chooseSmsSender(config, options.log ?? ((line) => logger.warn(line))),
    (outcome) => {
      if (outcome === 'sent') smsSent.inc()
      else smsFailed.inc({ reason: 'gateway' })
      options.onSmsOutcome?.(outcome)
    },
  )
  const sendEmail = options.sendEmail
  const emailSender: EmailSender = sendEmail
    ? {
        send: async (to, subject, text) => {
          await sendEmail(to, subject, text)
        },
      }
    : chooseEmailSender(config, options.log ?? ((line) => logger.warn(line)))
  const secrets = loadServerSecrets(config)
  const tokens = makeTokenService({ current: secrets.jwt, previous: secrets.jwtPrevious })
  const cacheOptions = config.responseCache ?? { ttlMs: 0, maxBytes: 0 }
  // The shop's clock: an answer kept before a zone's midnight expires at it (clock/answerDays.ts).
  const responses = new ResponseStore(cacheOptions, () => now().getTime())
  // WORKERS=N or several instances on one PostgreSQL: their response caches are emptied together,
  // and a catalogue change in any of them drops the cards every one keeps (productCards.ts).
  const sharedClears =
    database.kind === 'postgres' && config.databaseUrl
      ? shareChanges(responses, config.databaseUrl, cacheOptions.ttlMs > 0, log)
      : undefined

  type ServerContext = { req: IncomingMessage; res: ServerResponse }
  const yoga = createYoga<ServerContext, ApiContext>({
    schema: createSchema<ServerContext & ApiContext>({
      typeDefs: loadTypeDefs(),
      resolvers,
    }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: false,
    multipart: false,
    batching: config.limits.batch > 1 ? { limit: config.limits.batch } : false,
    extraParamNames: ['documentId'],
    cors: corsFor(config.allowedOrigins),
    plugins: [
      ...requestShapePlugins(config.limits),
      ...(config.production ? productionPlugins() : []),
      ...requestLimitPlugins(config.limits),
      refuseNulCharacters(),
      // Sets how the operation runs; the checks before it and the plugins after it still see it.
      ...jitExecution(() => config.graphqlExecutor !== 'graphql-js', log),
      costlyInFlightPlugin(),
      persistedOperations(operationManifest(), () => config.persistedOnly ?? false),
      setCookiesPlugin(),
      // After setCookiesPlugin: a publicly cacheable answer loses the guest cookie it would add.
      responseCache(responses, cacheOptions.ttlMs),
      apiErrorsPlugin({ production: config.production, log }),
      // Last: it sees the operation, and the §8 codes as the client receives them.
      ...(telemetry ? [graphqlTelemetry(telemetryMode)] : []),
    ],
    // apiErrorsPlugin rewrites every error, the resolvers' included; Yoga's own masking would
    // only do half of it.
    maskedErrors: false,
    context: async ({ request, req }): Promise<ApiContext> => {
      const at = now()
      // A traced request reads through its own handle, whose statements are its spans.
      const parent = req ? statementParentOf(req) : undefined
      const { db, exec } = parent ? database.requestDatabase(parent) : database
      const viewer = await readViewer(request, tokens, at)
      const setCookies: string[] = []
      let guestId = cookie(request.headers.get('cookie'), 'guest_id')
      if (!guestId || !guestIdPattern.test(guestId)) {
        guestId = randomUUID()
        setCookies.push(
          `guest_id=${guestId}; Path=/; Max-Age=${180 * 24 * 3600}; HttpOnly; SameSite=Lax`,
        )
      }
      return {
        request,
        db,
        exec,
        config,
        tokens,
        smsCodeKey: secrets.smsCode,
        viewer,
        guestId,
        ip: clientAddress(
          {
            peer: req?.socket?.remoteAddress,
            forwardedFor: request.headers.get('x-forwarded-for'),
            realIp: request.headers.get('x-real-ip'),
          },
          config.trustProxy,
        ),
        now: at,
        answer: new AnswerLifetime(),
        loaders: makeLoaders(db, viewer.userId),
        setCookies,
        smsSender,
        emailSender,
      }
    },
  })

  const inFlight = new Set<Promise<unknown>>()
  let stopping = false
  const operatorRoutes = (metricsHere: boolean) => ({
    database,
    metricsHere,
    stopping: () => stopping,
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    ...(config.backupToken ? { backupToken: config.backupToken } : {}),
  })
  // /metrics on the main port unless it has its own; in production only behind a token.
  const mainRoutes = operatorRoutes(
    !config.metricsPort && (!config.production || config.metricsToken !== undefined),
  )
  const server = createServer((req, res) => {
    const handle = async () => {
      try {
        if (await handleOperatorRoute(req, res, mainRoutes)) return
        if (await handleHttpRoute(req, res, { database, config, now })) return
        await yoga(req, res)
      } catch (error) {
        log(`[error] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        res.end('Ошибка запроса')
      }
    }
    const work = telemetry
      ? observeRequest(req, res, requestLines, handle, telemetryMode)
      : handle()
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work))
  })

  const metricsServer = config.metricsPort
    ? createServer((req, res) => {
        void handleOperatorRoute(req, res, operatorRoutes(true)).then((handled) => {
          if (!handled) res.writeHead(404).end()
        })
      })
    : undefined

  return {
    server,
    metricsServer,
    tokens,
    listen: async (port = config.port, host = config.host) => {
      // Served only once the cache hears the other processes' clears.
      await sharedClears
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo
          if (metricsServer) metricsServer.listen(config.metricsPort, host)
          resolve(`http://${host}:${address.port}`)
        })
      })
    },
    async close() {
      stopping = true
      metricsServer?.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      // Requests in flight get the grace; whatever still runs after it is cut off.
      const cutOff = setTimeout(
        () => server.closeAllConnections(),
        config.shutdownGraceMs ?? 10_000,
      )
      cutOff.unref()
      await Promise.allSettled([...inFlight])
      clearTimeout(cutOff)
      // Keep-alive sockets (a proxy's pooled connections) would hold close() open forever.
      server.closeAllConnections()
      await closed
      await (await sharedClears?.catch(() => undefined))?.close()
      await database.close()
    },
  }
}
