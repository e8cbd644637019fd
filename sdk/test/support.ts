// Shared pieces of the client tests: a fake GraphQL endpoint on msw that records every call and
// answers per operation, a fixed clock, a client wired to memory cookies and storage, and a
// storefront core on the sdk's mock API.
import { HttpResponse, http } from 'msw'
import type { SetupServer } from 'msw/node'
import {
  type CookieStore,
  createStorefrontClient,
  createStorefrontCore,
  memoryCookies,
  memoryStorage,
  type StorefrontClientOptions,
} from '../src/index'
import { createMockApi } from '../src/testing'
import { tokenExpiringIn } from '../src/testing/tokens'

export const ENDPOINT = 'http://shop.test/graphql'
export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0)

/** One call the fake endpoint received. */
export interface Call {
  readonly operationName: string
  readonly query: string
  readonly variables: Record<string, unknown>
  readonly headers: Headers
}

/** An answer: a Response as is, anything else as a JSON body. */
export type Responder = (call: Call) => unknown

/** A fake endpoint answering by operation name; every call is recorded in order. */
export function fakeApi(responders: Record<string, Responder>, endpoint = ENDPOINT) {
  const calls: Call[] = []
  const handler = http.post(endpoint, async ({ request }) => {
    const body = (await request.json()) as Omit<Call, 'headers'>
    const call: Call = { ...body, headers: request.headers }
    calls.push(call)
    const respond = responders[call.operationName]
    const answer = respond
      ? await respond(call)
      : { errors: [{ message: 'Метод не найден', extensions: { code: 'E_2' } }] }
    return answer instanceof Response
      ? answer
      : HttpResponse.json(answer as Record<string, unknown>)
  })
  return {
    handler,
    calls,
    count: (operationName: string) =>
      calls.filter((call) => call.operationName === operationName).length,
    last: (operationName: string) =>
      calls.filter((call) => call.operationName === operationName).at(-1),
  }
}

let issued = 0

/** Fresh tokens at the fixed clock: access expiring in `accessSeconds`, refresh far ahead. */
export function tokens(name: string, accessSeconds = 300, claims: Record<string, unknown> = {}) {
  issued += 1
  return {
    accessToken: tokenExpiringIn(accessSeconds, NOW, { sub: name, jti: `a${issued}`, ...claims }),
    refreshToken: tokenExpiringIn(15_552_000, NOW, { sub: name, jti: `r${issued}` }),
  }
}

/** A client on memory cookies and storage, the fixed clock and the fake endpoint. */
export function testClient(options: StorefrontClientOptions = {}) {
  const cookies: CookieStore = options.cookies ?? memoryCookies()
  const storage = options.storage ?? memoryStorage()
  const client = createStorefrontClient({
    endpoint: ENDPOINT,
    now: () => NOW,
    tabSync: false,
    ...options,
    cookies,
    storage,
  })
  return { client, cookies, storage }
}

/** An answer of the refreshToken mutation with new tokens for `name`. */
export const refreshed = (name: string) => ({ data: { refreshToken: tokens(name, 600) } })

/** A storefront core in 'moscowregion' on a fresh mock API, whose handlers `server` now serves. */
export function coreOnMockApi(server: SetupServer) {
  const api = createMockApi()
  server.use(...api.handlers)
  const client = createStorefrontClient({
    endpoint: ENDPOINT,
    cookies: memoryCookies(),
    storage: memoryStorage(),
    tabSync: false,
  })
  return { api, client, core: createStorefrontCore(client, { regionId: 'moscowregion' }) }
}
