// The hooks' test bench: one msw server per test file over the sdk's in-memory shop
// (`@apteka/sdk/testing`), a real sdk client pointed at it, and a StorefrontProvider
// around `renderHook`. Every GraphQL call is recorded so tests can say what was asked.
import type { CookieOptions, CookieStore, StorefrontClient } from '@apteka/sdk'
import { createStorefrontClient, memoryCookies, memoryStorage } from '@apteka/sdk'
import {
  createMockApi,
  MOCK_SMS_CODE,
  type MockApi,
  type MockApiOptions,
} from '@apteka/sdk/testing'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, type RenderHookOptions, renderHook } from '@testing-library/react'
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { StorefrontProvider, type StorefrontProviderProps } from '../src'

export const ENDPOINT = 'http://localhost/graphql'
export const PHONE = '+79161234567'
export { delay, graphql, HttpResponse, MOCK_SMS_CODE }

/** GraphQL handlers on the test endpoint. */
export const api = graphql.link(ENDPOINT)

export const server = setupServer()

/** Starts the file's msw server; unhandled requests fail the test. */
export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  // Unmount what each test rendered (Testing Library's cleanup: vitest runs without globals, so
  // it is not automatic); React work left pending would run after the DOM is torn down.
  afterEach(() => {
    cleanup()
    server.resetHandlers()
  })
  afterAll(() => server.close())
}

/** One GraphQL call as the server received it. */
export interface RecordedOperation {
  operationName: string
  variables: Record<string, unknown>
  headers: Headers
}

/** A cookie jar that also remembers every write with its options. */
export interface RecordingCookies extends CookieStore {
  writes: { name: string; value: string | null; options?: CookieOptions }[]
}

export function recordingCookies(initial?: Record<string, string>): RecordingCookies {
  const jar = memoryCookies(initial)
  const writes: RecordingCookies['writes'] = []
  return {
    writes,
    get: (name) => jar.get(name),
    set: (name, value, options) => {
      writes.push({ name, value, ...(options ? { options } : {}) })
      jar.set(name, value, options)
    },
    remove: (name, options) => {
      writes.push({ name, value: null })
      jar.remove(name, options)
    },
  }
}

export interface HarnessOptions {
  /** Options of the in-memory shop. */
  api?: MockApiOptions
  /** More handlers, before the shop's. */
  handlers?: RequestHandler[]
  /** Provider configuration. */
  config?: Omit<StorefrontProviderProps, 'client' | 'queryClient' | 'children'>
  cookies?: Record<string, string>
  storage?: Record<string, string>
}

export interface Harness {
  mock: MockApi
  client: StorefrontClient
  queryClient: QueryClient
  cookies: RecordingCookies
  storage: ReturnType<typeof memoryStorage>
  operations: RecordedOperation[]
  /** Calls of one operation, in order. */
  calls: (operationName: string) => RecordedOperation[]
  wrapper: (props: { children?: ReactNode }) => ReactNode
  render: <Result, Props>(
    hook: (props: Props) => Result,
    options?: Omit<RenderHookOptions<Props>, 'wrapper'>,
  ) => ReturnType<typeof renderHook<Result, Props>>
  /** Changes the provider's configuration; takes effect on the next render. */
  setConfig: (config: HarnessOptions['config']) => void
  /** Signs the client in through the shop (login with the SMS code). */
  signIn: () => Promise<void>
}

/** A fresh client, cache and provider over a fresh in-memory shop. */
export function createHarness(options: HarnessOptions = {}): Harness {
  const mock = createMockApi({ endpoint: ENDPOINT, ...options.api })
  server.use(...(options.handlers ?? []), ...mock.handlers)
  const operations: RecordedOperation[] = []
  server.events.removeAllListeners('request:start')
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !request.url.startsWith(ENDPOINT)) return
    const body = (await request.clone().json()) as {
      operationName: string
      variables?: Record<string, unknown>
    }
    operations.push({
      operationName: body.operationName,
      variables: body.variables ?? {},
      headers: request.headers,
    })
  })
  const cookies = recordingCookies(options.cookies)
  const storage = memoryStorage(options.storage)
  const client = createStorefrontClient({
    endpoint: ENDPOINT,
    fetch: (...args) => globalThis.fetch(...args),
    cookies,
    storage,
    tabSync: false,
  })
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  })
  let config = options.config
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StorefrontProvider client={client} queryClient={queryClient} {...config}>
      {children}
    </StorefrontProvider>
  )
  return {
    mock,
    client,
    queryClient,
    cookies,
    storage,
    operations,
    calls: (operationName) =>
      operations.filter((operation) => operation.operationName === operationName),
    wrapper,
    render: (hook, renderOptions) => renderHook(hook, { ...renderOptions, wrapper }),
    setConfig: (next) => {
      config = { ...config, ...next }
    },
    signIn: async () => {
      const { LoginDocument } = await import('@apteka/sdk')
      const answer = await client.requestData(LoginDocument, { phone: PHONE, code: MOCK_SMS_CODE })
      const session = answer.login.session
      if (session?.user) client.session.signIn({ user: session.user })
    },
  }
}
