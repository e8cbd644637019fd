// A fake `fetch` for tests without msw or a network: it records every GraphQL call and answers
// through a function of the call, synchronously decided, so no timers are involved.

/** One call the fake received. */
export interface RecordedCall {
  readonly url: string
  readonly operationName: string | null
  readonly query: string
  readonly variables: Readonly<Record<string, unknown>>
  readonly headers: Readonly<Record<string, string>>
  readonly init: RequestInit
}

/** What the fake answers: a Response as is, anything else as a JSON body. */
export type RecordedAnswer = Response | Record<string, unknown>

/** A fetch function with the calls it received. */
export interface RecordingFetch {
  readonly fetch: typeof globalThis.fetch
  readonly calls: RecordedCall[]
  /** How many calls of the operation were made. */
  count(operationName: string): number
}

/**
 * A recording fetch; `answer` decides each response (default `{ data: {} }`).
 *
 * @example
 * const api = recordingFetch((call) =>
 *   call.operationName === 'cart' ? { data: { cart: fixtures.cart } } : { data: {} },
 * )
 * createStorefrontClient({ fetch: api.fetch })
 */
export function recordingFetch(
  answer: (call: RecordedCall) => RecordedAnswer | Promise<RecordedAnswer> = () => ({ data: {} }),
): RecordingFetch {
  const calls: RecordedCall[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body ?? '{}')) as {
      operationName?: string | null
      query?: string
      variables?: Record<string, unknown>
    }
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value
    })
    const call: RecordedCall = {
      url: String(input instanceof Request ? input.url : input),
      operationName: body.operationName ?? null,
      query: body.query ?? '',
      variables: body.variables ?? {},
      headers,
      init,
    }
    calls.push(call)
    const answered = await answer(call)
    return answered instanceof Response ? answered : Response.json(answered)
  }
  return {
    fetch,
    calls,
    count: (operationName) => calls.filter((call) => call.operationName === operationName).length,
  }
}
