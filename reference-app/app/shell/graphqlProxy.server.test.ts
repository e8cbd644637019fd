// The storefront's '/graphql' holding the session (issue #35), against a fake API: one refresh per
// refresh token however many calls wait for it, the bearers added from HttpOnly cookies, tokens
// taken out of the answers, SPEC §4 on logout and on a 401.
import { CartDocument } from '@apteka/sdk'
import { tokenExpiringIn } from '@apteka/sdk/testing'
import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { proxyGraphQL } from './graphqlProxy.server'
import { requestStorefront } from './storefront.server'

const context = {
  apiUrl: 'http://api.test',
  publicOrigin: 'https://apteka.test',
} as AppLoadContext

let issued = 0
const pair = (name: string, accessSeconds = 600) => {
  issued += 1
  return {
    accessToken: tokenExpiringIn(accessSeconds, Date.now(), { sub: name, jti: `a${issued}` }),
    refreshToken: tokenExpiringIn(15_552_000, Date.now(), { sub: name, jti: `r${issued}` }),
  }
}

interface ApiCall {
  operationName: string | null
  variables: Record<string, unknown>
  authorization: string | null
  operator: string | null
}

/** A fake API on the global fetch: answers by operation name, records every call. */
function fakeApi(answers: Record<string, (call: ApiCall) => Response | unknown>) {
  const calls: ApiCall[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as {
      operationName?: string
      query?: string
      variables?: Record<string, unknown>
    }
    const headers = new Headers(init.headers)
    const call: ApiCall = {
      operationName:
        body.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? null,
      variables: body.variables ?? {},
      authorization: headers.get('authorization'),
      operator: headers.get('x-operator-authorization'),
    }
    calls.push(call)
    // A refresh takes a while, so the calls that need it overlap.
    if (call.operationName === 'refreshToken')
      await new Promise((resolve) => setTimeout(resolve, 30))
    const answer = answers[call.operationName ?? '']?.(call) ?? { data: {} }
    return answer instanceof Response ? answer : Response.json(answer)
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A browser call to the storefront's '/graphql' with these cookies. */
const browserCall = (cookies: Record<string, string>, body: unknown) =>
  new Request('http://127.0.0.1:3000/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
    body: JSON.stringify(body),
  })

const setCookies = (response: Response) => response.headers.getSetCookie()
const cookieValue = (response: Response, name: string) =>
  setCookies(response)
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1)

describe("the storefront's /graphql", () => {
  it('refreshes once for many calls with the same expired access token, and sends the new bearer', async () => {
    const anna = pair('anna', -60)
    const fresh = pair('anna')
    const calls = fakeApi({
      refreshToken: () => ({ data: { refreshToken: fresh } }),
      cart: () => ({ data: { cart: { groups: [] } } }),
    })
    const cookies = { access_token: anna.accessToken, refresh_token: anna.refreshToken }
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        proxyGraphQL(
          browserCall(cookies, {
            operationName: 'cart',
            query: 'query cart { cart { groups { id } } }',
          }),
          context,
        ),
      ),
    )
    expect(calls.filter((call) => call.operationName === 'refreshToken')).toHaveLength(1)
    const carts = calls.filter((call) => call.operationName === 'cart')
    expect(carts.map((call) => call.authorization)).toEqual(
      Array(5).fill(`Bearer ${fresh.accessToken}`),
    )
    for (const response of responses) {
      expect(cookieValue(response, 'refresh_token')).toBe(fresh.refreshToken)
      for (const cookie of setCookies(response).filter((c) => /_token=/.test(c)))
        expect(cookie).toMatch(/; Secure; HttpOnly; SameSite=Lax$/)
      expect(cookieValue(response, 'session_marker')).toBe('u')
    }
  })

  it('shares the refresh with the server render of another tab (one rotation, the pair written HttpOnly)', async () => {
    const anna = pair('anna', -60)
    const fresh = pair('anna')
    const calls = fakeApi({
      refreshToken: () => ({ data: { refreshToken: fresh } }),
      cart: () => ({ data: { cart: { groups: [] } } }),
    })
    const cookies = { access_token: anna.accessToken, refresh_token: anna.refreshToken }
    const render = requestStorefront(browserCall(cookies, {}), { ...context })
    const [proxied, rendered] = await Promise.all([
      proxyGraphQL(
        browserCall(cookies, {
          operationName: 'cart',
          query: 'query cart { cart { groups { id } } }',
        }),
        context,
      ),
      render.client.request(CartDocument, { regionID: '77' }),
    ])
    expect(rendered.errors).toEqual([])
    expect(calls.filter((call) => call.operationName === 'refreshToken')).toHaveLength(1)
    expect(cookieValue(proxied, 'refresh_token')).toBe(fresh.refreshToken)
    expect(render.cookies.setCookieHeaders()).toContainEqual(
      expect.stringMatching(new RegExp(`^refresh_token=${fresh.refreshToken}; .*HttpOnly`)),
    )
  })

  it('takes the tokens out of a sign-in answer (aliases too) and holds them as HttpOnly cookies', async () => {
    const anna = pair('anna')
    fakeApi({
      login: () => ({
        data: {
          login: { isRegistered: true, session: { user: anna, operator: null } },
          again: { session: { user: pair('anna') } },
        },
      }),
    })
    const response = await proxyGraphQL(
      browserCall(
        {},
        {
          operationName: 'login',
          query: 'mutation login { login { isRegistered } }',
          variables: {},
        },
      ),
      context,
    )
    const text = await response.text()
    expect(text).not.toContain(anna.accessToken)
    expect(text).not.toContain(anna.refreshToken)
    expect(JSON.parse(text).data.login.session.user).toEqual({ accessToken: '', refreshToken: '' })
    expect(JSON.parse(text).data.again.session.user).toEqual({ accessToken: '', refreshToken: '' })
    expect(cookieValue(response, 'access_token')).toBe(anna.accessToken)
    expect(cookieValue(response, 'refresh_token')).toBe(anna.refreshToken)
    expect(cookieValue(response, 'session_marker')).toBe('u')
  })

  it('on logout an operator acting for a customer is back in their own session; a customer has none', async () => {
    const olga = pair('olga')
    const anna = pair('anna')
    const calls = fakeApi({
      logout: () => ({ data: { logout: { success: true, message: null } } }),
    })
    const logout = { operationName: 'logout', query: 'mutation logout { logout { success } }' }
    const acting = await proxyGraphQL(
      browserCall(
        {
          access_token: anna.accessToken,
          refresh_token: anna.refreshToken,
          operator_access_token: olga.accessToken,
          operator_refresh_token: olga.refreshToken,
          session_marker: 'uoa',
        },
        logout,
      ),
      context,
    )
    expect(calls[0]!.authorization).toBe(`Bearer ${anna.accessToken}`)
    expect(calls[0]!.operator).toBe(`Bearer ${olga.accessToken}`)
    expect(cookieValue(acting, 'refresh_token')).toBe(olga.refreshToken)
    expect(cookieValue(acting, 'session_marker')).toBe('uo')

    const customer = await proxyGraphQL(
      browserCall(
        { access_token: anna.accessToken, refresh_token: anna.refreshToken, session_marker: 'u' },
        logout,
      ),
      context,
    )
    expect(cookieValue(customer, 'access_token')).toBe('')
    expect(cookieValue(customer, 'refresh_token')).toBe('')
    expect(setCookies(customer).find((c) => c.startsWith('session_marker='))).toMatch(/Max-Age=0/)
  })

  it('a 401 to a call with tokens ends the session; a rejected refresh sends the call anonymous', async () => {
    const anna = pair('anna')
    fakeApi({ cart: () => new Response(null, { status: 401 }) })
    const refused = await proxyGraphQL(
      browserCall(
        { access_token: anna.accessToken, refresh_token: anna.refreshToken, session_marker: 'u' },
        { operationName: 'cart', query: 'query cart { cart { groups { id } } }' },
      ),
      context,
    )
    expect(refused.status).toBe(401)
    expect(cookieValue(refused, 'refresh_token')).toBe('')

    const stale = pair('anna', -60)
    const calls = fakeApi({
      refreshToken: () => ({
        errors: [{ message: 'Ключ авторизации устарел', extensions: { code: 'E_12' } }],
      }),
      cart: () => ({ data: { cart: { groups: [] } } }),
    })
    const ended = await proxyGraphQL(
      browserCall(
        { access_token: stale.accessToken, refresh_token: stale.refreshToken, session_marker: 'u' },
        { operationName: 'cart', query: 'query cart { cart { groups { id } } }' },
      ),
      context,
    )
    expect(calls.find((call) => call.operationName === 'cart')?.authorization).toBeNull()
    expect(cookieValue(ended, 'refresh_token')).toBe('')
    expect(setCookies(ended).find((c) => c.startsWith('session_marker='))).toMatch(/Max-Age=0/)
  })
})
