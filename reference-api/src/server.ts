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
import { loadSecret, makeTokenService, type TokenService } from './auth/tokens'
import type { ApiConfig } from './config'
import type { ApiContext, Viewer } from './context'
import type { DatabaseHandle } from './db'
import { toApiError } from './errors'
import { handleHttpRoute } from './http'
import { operationManifest, persistedOperations } from './persistedOperations'
import { makeLoaders } from './product/loaders'
import { resolvers } from './resolvers'
import { ResponseStore, responseCache } from './responseCache'
import { requestLimitPlugins } from './security/limits'
import { refuseNulCharacters } from './security/nulCharacters'
import { productionPlugins } from './security/productionMode'
import { corsFor, requestShapePlugins } from './security/requestShape'

export interface Api {
  server: Server
  tokens: TokenService
  /** Listens and resolves with the base URL, e.g. 'http://127.0.0.1:4000'. */
  listen(port?: number, host?: string): Promise<string>
  /** Stops accepting, lets running requests finish, then closes the database. */
  close(): Promise<void>
}

export interface CreateApiOptions {
  database: DatabaseHandle
  config: ApiConfig
  /** Where SMS texts go; default: the log. */
  sendSms?: (phone: string, text: string) => void
  /** The clock, for tests. Default: the system clock. */
  now?: () => Date
  log?: (line: string) => void
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
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? (() => new Date())
  const sendSms = options.sendSms ?? ((phone, text) => log(`[sms] ${phone}: ${text}`))
  const tokens = makeTokenService(loadSecret(config.jwtSecret, config.dataDir))
  const cacheOptions = config.responseCache ?? { ttlMs: 0, maxBytes: 0 }
  const responses = new ResponseStore(cacheOptions)

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
      persistedOperations(operationManifest(), () => config.persistedOnly ?? false),
      setCookiesPlugin(),
      // After setCookiesPlugin: a publicly cacheable answer loses the guest cookie it would add.
      responseCache(responses, cacheOptions.ttlMs),
      apiErrorsPlugin({ production: config.production, log }),
    ],
    // apiErrorsPlugin rewrites every error, the resolvers' included; Yoga's own masking would
    // only do half of it.
    maskedErrors: false,
    context: async ({ request, req }): Promise<ApiContext> => {
      const at = now()
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
        db: database.db,
        exec: database.exec,
        config,
        tokens,
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
        loaders: makeLoaders(database.db, viewer.userId),
        setCookies,
        sendSms,
      }
    },
  })

  const inFlight = new Set<Promise<unknown>>()
  const server = createServer((req, res) => {
    const work = (async () => {
      try {
        if (await handleHttpRoute(req, res, { database, config, now })) return
        await yoga(req, res)
      } catch (error) {
        log(`[error] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        res.end('Ошибка запроса')
      }
    })()
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work))
  })

  return {
    server,
    tokens,
    listen: (port = config.port, host = config.host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo
          resolve(`http://${host}:${address.port}`)
        })
      }),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        // Keep-alive sockets (a proxy's pooled connections) would hold close() open forever:
        // after a grace period for answers in flight, end the rest.
        setTimeout(() => server.closeAllConnections(), 2000).unref()
      })
      await Promise.allSettled([...inFlight])
      await database.close()
    },
  }
}
