// Sign-in through OAuth providers against the real server: no stand-in unless DEV_OAUTH is on
// outside production, real providers (Yandex ID, VK ID) asked at their token-info endpoints —
// here a local HTTP server answering as those endpoints do — and the production start-up check.
// Every sign-in starts at /oauth/start, which binds a random state and a PKCE verifier to the
// browser; loginOAuth refuses a state that is not this browser's (login CSRF, issue #35 item 4)
// and redeems a provider's code only with that browser's verifier and return address.
// One server; a test switches its configuration for a while (withConfig).
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GetProfileDocument, LoginOAuthDocument, OauthProvidersDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  codeChallengeOf,
  newSignIn,
  type StartedSignIn,
  signInCookieValue,
  startedSignInOf,
} from '../src/auth/oauthState'
import { type ApiConfig, readConfig } from '../src/config'
import type { OAuthProvider } from '../src/generated/resolvers'
import { assertStartable as assertProductionSafe } from '../src/security/productionMode'
import { startTestApi, type TestApi, withConfig } from './harness'
import { backends, codes, type Shopper, shopper, suiteDatabaseUrl } from './shopper'

const CUSTOMER = '+79990000001'

/** Our app's client ids at the providers. */
const YANDEX_APP = 'our-yandex-app'
const VK_APP = '51900001'

interface ProviderCall {
  path: string
  authorization: string | undefined
  body: string
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    req.on('end', () => resolve(body))
  })

/** A code the fake Yandex token endpoint redeems: for the verifier of `challenge` only. */
interface YandexCode {
  accessToken: string
  challenge: string
}

/**
 * Yandex ID's token endpoint (oauth.yandex.ru/token) as it answers a form POST with
 * grant_type=authorization_code: the access token for a known code of our app whose challenge is
 * S256(code_verifier), else 400 invalid_grant; a code is good once.
 *
 * Token-info endpoints as Yandex ID and VK ID answer them: Yandex names the app a token was
 * issued to (client_id) and the account's phone (default_phone); VK ID answers only for the
 * app's own tokens. Known tokens: 'ya-anna' (our app, CUSTOMER), 'ya-other-app' (another app's,
 * CUSTOMER), 'ya-no-phone' (no phone scope), 'vk-anna' (CUSTOMER as '7…'), 'vk-new' (a phone
 * with no account); anything else is unknown (401).
 */
async function startProviders(): Promise<{
  url: string
  calls: ProviderCall[]
  codes: Map<string, YandexCode>
  server: Server
}> {
  const calls: ProviderCall[] = []
  const codes = new Map<string, YandexCode>()
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const server = createServer(async (req, res) => {
    const body = await readBody(req)
    calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body })
    if (req.url === '/yandex/token' && req.method === 'POST') {
      const form = new URLSearchParams(body)
      const code = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url')
      const good =
        form.get('grant_type') === 'authorization_code' &&
        form.get('client_id') === YANDEX_APP &&
        code?.challenge === challenge
      return good
        ? json(res, 200, { access_token: code.accessToken, token_type: 'bearer' })
        : json(res, 400, { error: 'invalid_grant' })
    }
    if (req.url?.startsWith('/yandex/info')) {
      const token = req.headers.authorization?.replace(/^OAuth /, '')
      const accounts: Record<string, unknown> = {
        'ya-anna': { id: '1', client_id: YANDEX_APP, default_phone: { id: 1, number: CUSTOMER } },
        'ya-other-app': {
          id: '1',
          client_id: 'someone-elses-app',
          default_phone: { id: 1, number: CUSTOMER },
        },
        'ya-no-phone': { id: '2', client_id: YANDEX_APP },
      }
      const account = token ? accounts[token] : undefined
      return account ? json(res, 200, account) : json(res, 401, { error: 'invalid token' })
    }
    if (req.url === '/vk/user_info' && req.method === 'POST') {
      const form = new URLSearchParams(body)
      if (form.get('client_id') !== VK_APP) return json(res, 200, { error: 'invalid_client' })
      const users: Record<string, unknown> = {
        'vk-anna': { user_id: '10', first_name: 'Анна', phone: '79990000001' },
        'vk-new': { user_id: '11', first_name: 'Пётр', phone: '79990009988' },
      }
      const user = users[form.get('access_token') ?? '']
      return user ? json(res, 200, { user }) : json(res, 200, { error: 'invalid_token' })
    }
    if (req.url === '/broken') return json(res, 503, {})
    json(res, 404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, calls, codes, server }
}

/** Where the tests' sign-ins come back to (the public origin's card page). */
const RETURN_PAGE = 'http://localhost:3000/vypusk-karty-loyalnosti'

/**
 * A sign-in bound to a shopper's browser, as /oauth/start leaves it: the state to send back and
 * the Cookie header carrying the sign-in (with the guest id).
 */
function boundState(guest: Shopper, provider: OAuthProvider, signIn?: StartedSignIn) {
  const started = signIn ?? newSignIn(provider, RETURN_PAGE)
  return {
    state: started.state,
    signIn: started,
    headers: { cookie: `guest_id=${guest.guestId}; oauth_state=${signInCookieValue(started)}` },
  }
}

/** Signs in with a provider's token as a partner's page does: state and cookie (VK ID). */
function loginWithState(guest: Shopper, provider: OAuthProvider, token: string) {
  const { state, headers } = boundState(guest, provider)
  return guest.gql(LoginOAuthDocument, { oauthProvider: provider, token, state }, headers)
}

describe.each(backends)('oauth (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let providers: Awaited<ReturnType<typeof startProviders>>
  /** Real providers at the local endpoints. */
  let realProviders: Partial<ApiConfig>

  beforeAll(async () => {
    providers = await startProviders()
    realProviders = {
      oauth: {
        yandex: {
          clientId: YANDEX_APP,
          infoUrl: `${providers.url}/yandex/info?format=json`,
          tokenUrl: `${providers.url}/yandex/token`,
        },
        vk: { clientId: VK_APP, infoUrl: `${providers.url}/vk/user_info` },
      },
    }
    // The harness's configuration: no DEV_OAUTH, no providers — the default.
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'oauth'),
      catalogSize: 60,
    })
  })
  afterAll(async () => {
    await api?.close()
    providers?.server.close()
  })

  /**
   * Signs in with Yandex ID as the storefront's return page does: Yandex issued a code for the
   * browser's PKCE challenge (redeemed for `accessToken`), which goes back with the state.
   */
  function loginWithCode(guest: Shopper, accessToken: string, signIn?: StartedSignIn) {
    const { state, headers, signIn: started } = boundState(guest, 'yandex', signIn)
    const code = `code-${Math.random().toString(36).slice(2)}`
    providers.codes.set(code, { accessToken, challenge: codeChallengeOf(started.verifier) })
    return guest.gql(LoginOAuthDocument, { oauthProvider: 'yandex', token: code, state }, headers)
  }

  it('without DEV_OAUTH the test token signs nobody in: no provider is set up (E_2)', async () => {
    for (const oauthProvider of ['vk', 'yandex', 'sber', 'google', 'apple'] as const) {
      const answer = await shopper(api).gql(LoginOAuthDocument, {
        oauthProvider,
        token: `test:${CUSTOMER}`,
      })
      expect(codes(answer)).toEqual(['E_2'])
      expect(answer.data).toBeNull()
    }
  })

  it('production mode has no stand-in, even with DEV_OAUTH on', async () => {
    await withConfig(api, { devOAuth: true, production: true }, async () => {
      const answer = await shopper(api).gql(LoginOAuthDocument, {
        oauthProvider: 'vk',
        token: `test:${CUSTOMER}`,
      })
      expect(codes(answer)).toEqual(['E_2'])
    })
  })

  it('the DEV_OAUTH stand-in signs a known phone in, reports an unknown one unregistered and refuses other tokens (E_12)', async () => {
    await withConfig(api, { devOAuth: true }, async () => {
      const guest = shopper(api)
      const known = await guest.gql(LoginOAuthDocument, {
        oauthProvider: 'yandex',
        token: `test:${CUSTOMER}`,
      })
      expect(known.data?.loginOAuth.isRegistered).toBe(true)
      expect(known.data?.loginOAuth.session?.user?.accessToken).toBeTruthy()
      const unknown = await guest.gql(LoginOAuthDocument, {
        oauthProvider: 'vk',
        token: 'test:+79990009999',
      })
      expect(unknown.data?.loginOAuth).toMatchObject({ isRegistered: false, session: null })
      expect(
        codes(await guest.gql(LoginOAuthDocument, { oauthProvider: 'vk', token: 'forged' })),
      ).toEqual(['E_12'])
    })
  })

  it('offers no sign-in provider without DEV_OAUTH or a configured one, nor the stand-in page', async () => {
    const offers = await shopper(api).gql(OauthProvidersDocument)
    expect(offers.data?.oauthProviders).toEqual([])
    const page = await fetch(
      `${api.url}/oauth/stand-in/authorize?provider=vk&redirect_uri=/vypusk-karty-loyalnosti&state=vk`,
    )
    expect(page.status).toBe(404)
    await withConfig(api, { devOAuth: true, production: true }, async () => {
      expect((await shopper(api).gql(OauthProvidersDocument)).data?.oauthProviders).toEqual([])
    })
  })

  it('offers every provider through the stand-in’s page, which answers as a code-flow provider with PKCE does', async () => {
    await withConfig(api, { devOAuth: true }, async () => {
      const offers = (await shopper(api).gql(OauthProvidersDocument)).data?.oauthProviders ?? []
      expect(offers.map((offer) => [offer.provider, offer.name])).toEqual([
        ['vk', 'VK ID'],
        ['yandex', 'Яндекс ID'],
        ['sber', 'Сбер ID'],
        ['google', 'Google'],
        ['apple', 'Apple ID'],
      ])
      const vk = offers[0]?.authorizeUrl ?? ''
      expect(vk).toBe('/oauth/start?provider=vk')
      // The start binds a random state and a PKCE verifier to the browser and moves on to the
      // stand-in's page with the state and the verifier's S256 challenge.
      const start = await fetch(`${api.url}${vk}&redirect_uri=%2Fvypusk-karty-loyalnosti`, {
        redirect: 'manual',
      })
      expect(start.status).toBe(303)
      const setCookie = start.headers.get('set-cookie') ?? ''
      expect(setCookie).toMatch(
        /^oauth_state=[\w-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
      )
      const cookie = /^oauth_state=[^;]+/.exec(setCookie)?.[0] ?? ''
      const started = startedSignInOf(cookie)
      expect(started?.state).toMatch(/^vk\.[\w-]{32}$/)
      expect(started?.verifier).toMatch(/^[\w-]{43}$/)
      expect(started?.redirectUri).toBe(RETURN_PAGE)
      const state = started?.state ?? ''
      const verifier = started?.verifier ?? ''
      const standIn = new URL(start.headers.get('location') ?? '', api.url)
      expect(standIn.pathname).toBe('/oauth/stand-in/authorize')
      expect(Object.fromEntries(standIn.searchParams)).toEqual({
        provider: 'vk',
        redirect_uri: '/vypusk-karty-loyalnosti',
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      })
      // The verifier itself never leaves the cookie.
      expect(start.headers.get('location')).not.toContain(verifier)
      const page = await fetch(`${api.url}${standIn.pathname}${standIn.search}`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('<h1>Вход через VK ID</h1>')
      expect(html).toContain('value="/vypusk-karty-loyalnosti"')
      expect(html).toContain(`value="${standIn.searchParams.get('code_challenge')}"`)

      // The stand-in, like VK ID, wants PKCE with S256: no challenge, or 'plain', is refused.
      const withoutPkce = new URL(standIn)
      withoutPkce.searchParams.delete('code_challenge')
      const plain = new URL(standIn)
      plain.searchParams.set('code_challenge_method', 'plain')
      for (const refused of [withoutPkce, plain]) {
        expect((await fetch(`${api.url}${refused.pathname}${refused.search}`)).status).toBe(400)
      }

      const answer = (query: string) =>
        fetch(`${api.url}/oauth/stand-in/answer${standIn.search}&${query}`, {
          redirect: 'manual',
        })
      const allow = `decision=allow&phone=${encodeURIComponent(CUSTOMER)}`
      const codeOf = async () => {
        const allowed = await answer(allow)
        expect(allowed.status).toBe(303)
        const back = new URL(allowed.headers.get('location') ?? '', 'http://localhost:3000')
        expect(back.pathname).toBe('/vypusk-karty-loyalnosti')
        expect(back.hash).toBe('')
        expect(back.searchParams.get('state')).toBe(state)
        expect(back.searchParams.get('access_token')).toBeNull()
        return back.searchParams.get('code') ?? ''
      }
      const guest = shopper(api)
      const login = (code: string, signInCookie: string) =>
        guest.gql(
          LoginOAuthDocument,
          { oauthProvider: 'vk', token: code, state },
          { cookie: `guest_id=${guest.guestId}; ${signInCookie}` },
        )
      // A code redeemed with another verifier (someone who caught the code and the state, with
      // their own sign-in's cookie), or for another return page, or a 'test:' token where a
      // code is due: E_12, and each such code is then used up.
      const otherVerifier = { ...(started as StartedSignIn), verifier: 'x'.repeat(43) }
      const otherPage = { ...(started as StartedSignIn), redirectUri: `${RETURN_PAGE}?other=1` }
      for (const signIn of [otherVerifier, otherPage]) {
        const code = await codeOf()
        const refused = await login(code, `oauth_state=${signInCookieValue(signIn)}`)
        expect(codes(refused)).toEqual(['E_12'])
        expect(codes(await login(code, cookie))).toEqual(['E_12'])
      }
      expect(codes(await login(`test:${CUSTOMER}`, cookie))).toEqual(['E_12'])
      // The code, with the state and this browser's verifier, signs that phone in; the state is
      // then used up (its cookie cleared), and so is the code.
      const code = await codeOf()
      const signedIn = await login(code, cookie)
      expect(signedIn.errors).toEqual([])
      expect(signedIn.data?.loginOAuth.isRegistered).toBe(true)
      expect(signedIn.headers.get('set-cookie')).toContain('oauth_state=; Max-Age=0')
      expect(codes(await login(code, cookie))).toEqual(['E_12'])

      const denied = await answer('decision=deny')
      expect(denied.headers.get('location')).toBe(
        `/vypusk-karty-loyalnosti?error=access_denied&state=${state}`,
      )
      // Never a code to another site.
      const pkce = `code_challenge=${standIn.searchParams.get('code_challenge')}&code_challenge_method=S256`
      for (const elsewhere of [
        'https://evil.example/',
        '//evil.example/',
        '/\\evil.example',
        '/\t/evil.example',
        '/%09/evil.example',
        'http://localhost:3000@evil.example/',
        'javascript:alert(1)',
      ]) {
        const refused = await fetch(
          `${api.url}/oauth/stand-in/answer?provider=vk&${pkce}&decision=allow&phone=%2B79990000001&redirect_uri=${encodeURIComponent(elsewhere)}`,
          { redirect: 'manual' },
        )
        expect(refused.status, elsewhere).toBe(400)
        const notStarted = await fetch(
          `${api.url}/oauth/start?provider=vk&redirect_uri=${encodeURIComponent(elsewhere)}`,
          { redirect: 'manual' },
        )
        expect(notStarted.status, elsewhere).toBe(400)
        expect(notStarted.headers.get('set-cookie'), elsewhere).toBeNull()
      }
      // A whole address on the public origin (PUBLIC_URL) is as good as its path.
      const onOrigin = await fetch(
        `${api.url}/oauth/stand-in/answer?provider=vk&${pkce}&decision=deny&state=${state}&redirect_uri=${encodeURIComponent(RETURN_PAGE)}`,
        { redirect: 'manual' },
      )
      expect(onOrigin.headers.get('location')).toBe(
        `/vypusk-karty-loyalnosti?error=access_denied&state=${state}`,
      )
    })
  })

  it('offers Yandex ID once configured: the start binds a state and a PKCE verifier and moves on to its authorize page (code flow, S256)', async () => {
    await withConfig(api, realProviders, async () => {
      const offers = (await shopper(api).gql(OauthProvidersDocument)).data?.oauthProviders
      expect(offers).toEqual([
        { provider: 'yandex', name: 'Яндекс ID', authorizeUrl: '/oauth/start?provider=yandex' },
      ])
      const start = await fetch(
        `${api.url}/oauth/start?provider=yandex&redirect_uri=%2Fvypusk-karty-loyalnosti&state=yandex`,
        { redirect: 'manual' },
      )
      expect(start.status).toBe(303)
      const started = startedSignInOf(start.headers.get('set-cookie'))
      expect(started?.state).toMatch(/^yandex\.[\w-]{32}$/)
      const yandex = new URL(start.headers.get('location') ?? '')
      expect(`${yandex.origin}${yandex.pathname}`).toBe('https://oauth.yandex.ru/authorize')
      expect(Object.fromEntries(yandex.searchParams)).toEqual({
        response_type: 'code',
        client_id: YANDEX_APP,
        redirect_uri: RETURN_PAGE,
        // The start's own state, not the one the caller passed.
        state: started?.state,
        code_challenge: createHash('sha256')
          .update(started?.verifier ?? '')
          .digest('base64url'),
        code_challenge_method: 'S256',
      })
      // VK ID is not offered (its code needs the device_id), so it cannot be started either.
      const vk = await fetch(`${api.url}/oauth/start?provider=vk&redirect_uri=%2F`, {
        redirect: 'manual',
      })
      expect(vk.status).toBe(400)
    })
  })

  it('Yandex ID: the code is redeemed at the token endpoint with the browser’s verifier; another verifier is E_12 and the token is never checked', async () => {
    await withConfig(api, realProviders, async () => {
      const anna = shopper(api)
      const mine = boundState(anna, 'yandex')
      // A code issued for this sign-in's challenge, sent back with another browser's verifier.
      const code = 'code-caught'
      providers.codes.set(code, {
        accessToken: 'ya-anna',
        challenge: codeChallengeOf(mine.signIn.verifier),
      })
      const thief = { ...mine.signIn, verifier: newSignIn('yandex', RETURN_PAGE).verifier }
      const asked = providers.calls.length
      const refused = await anna.gql(
        LoginOAuthDocument,
        { oauthProvider: 'yandex', token: code, state: mine.state },
        boundState(anna, 'yandex', thief).headers,
      )
      expect(codes(refused)).toEqual(['E_12'])
      const sent = providers.calls.slice(asked)
      expect(sent.map((call) => call.path)).toEqual(['/yandex/token'])
      expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({
        grant_type: 'authorization_code',
        code,
        code_verifier: thief.verifier,
        client_id: YANDEX_APP,
      })
      // With the client secret set, it is sent too; the right verifier signs in.
      const secret = { ...realProviders.oauth?.yandex, clientSecret: 'our-secret' }
      await withConfig(api, { oauth: { yandex: secret as never, vk: null } }, async () => {
        const signedIn = await loginWithCode(anna, 'ya-anna')
        expect(signedIn.errors).toEqual([])
        const form = new URLSearchParams(providers.calls.at(-2)?.body)
        expect(form.get('client_secret')).toBe('our-secret')
        expect(providers.calls.at(-1)?.authorization).toBe('OAuth ya-anna')
      })
    })
  })

  it('refuses a state that is not the browser’s own (E_12): the attack link signs nobody in', async () => {
    await withConfig(api, realProviders, async () => {
      const victim = shopper(api)
      const asked = providers.calls.length
      // '/vypusk-karty-loyalnosti#access_token=ATTACKER&state=yandex': no state bound at all.
      const attack = await victim.gql(LoginOAuthDocument, {
        oauthProvider: 'yandex',
        token: 'ya-anna',
        state: 'yandex',
      })
      expect(codes(attack)).toEqual(['E_12'])
      expect(attack.data).toBeNull()
      // No state, another browser's state, or a state of another provider.
      const mine = boundState(victim, 'yandex')
      const theirs = boundState(shopper(api), 'yandex')
      const vkState = boundState(victim, 'vk')
      const attempts = [
        [{ oauthProvider: 'yandex', token: 'ya-anna' }, mine.headers],
        [{ oauthProvider: 'yandex', token: 'ya-anna', state: theirs.state }, mine.headers],
        [{ oauthProvider: 'yandex', token: 'ya-anna', state: vkState.state }, vkState.headers],
        [{ oauthProvider: 'yandex', token: 'ya-anna', state: mine.state }, {}],
      ] as const
      for (const [variables, headers] of attempts) {
        const answer = await victim.gql(LoginOAuthDocument, variables, headers)
        expect(codes(answer), JSON.stringify(variables)).toEqual(['E_12'])
      }
      // Refused before the provider was asked.
      expect(providers.calls.length).toBe(asked)
      // The browser's own state signs in.
      const own = await loginWithCode(victim, 'ya-anna', mine.signIn)
      expect(own.errors).toEqual([])
    })
  })

  it('the DEV_OAUTH stand-in also refuses a state that is not the browser’s own', async () => {
    await withConfig(api, { devOAuth: true }, async () => {
      const answer = await shopper(api).gql(LoginOAuthDocument, {
        oauthProvider: 'yandex',
        token: `test:${CUSTOMER}`,
        state: 'yandex',
      })
      expect(codes(answer)).toEqual(['E_12'])
    })
  })

  it('Yandex ID: our app’s token signs its verified phone in; another app’s, an unknown or a phoneless token is E_12', async () => {
    await withConfig(api, realProviders, async () => {
      const anna = shopper(api)
      const signedIn = await loginWithCode(anna, 'ya-anna')
      expect(signedIn.errors).toEqual([])
      expect(signedIn.data?.loginOAuth.isRegistered).toBe(true)
      anna.accessToken = signedIn.data?.loginOAuth.session?.user?.accessToken ?? null
      expect((await anna.gql(GetProfileDocument)).data?.profile?.phone).toBe(CUSTOMER)
      expect(providers.calls.at(-1)).toMatchObject({
        path: '/yandex/info?format=json',
        authorization: 'OAuth ya-anna',
      })

      for (const token of ['ya-other-app', 'ya-unknown', 'ya-no-phone', `test:${CUSTOMER}`]) {
        const refused = await loginWithCode(shopper(api), token)
        expect(codes(refused)).toEqual(['E_12'])
      }
      // Providers not set up stay closed.
      const sber = await shopper(api).gql(LoginOAuthDocument, {
        oauthProvider: 'sber',
        token: `test:${CUSTOMER}`,
      })
      expect(codes(sber)).toEqual(['E_2'])
    })
  })

  it('VK ID: the token is checked with our client id; a verified phone without an account is not registered', async () => {
    await withConfig(api, realProviders, async () => {
      const signedIn = await loginWithState(shopper(api), 'vk', 'vk-anna')
      expect(signedIn.data?.loginOAuth.session?.profile?.phone).toBe(CUSTOMER)
      const sent = new URLSearchParams(providers.calls.at(-1)?.body)
      expect(sent.get('client_id')).toBe(VK_APP)
      expect(sent.get('access_token')).toBe('vk-anna')

      const newcomer = await loginWithState(shopper(api), 'vk', 'vk-new')
      expect(newcomer.data?.loginOAuth).toMatchObject({ isRegistered: false, session: null })
      const refused = await loginWithState(shopper(api), 'vk', 'nope')
      expect(codes(refused)).toEqual(['E_12'])
    })
  })

  it('a provider that cannot answer is E_3, not a sign-in', async () => {
    const yandex = {
      clientId: YANDEX_APP,
      infoUrl: `${providers.url}/yandex/info?format=json`,
      tokenUrl: `${providers.url}/yandex/token`,
    }
    for (const broken of [
      { ...yandex, infoUrl: `${providers.url}/broken` },
      { ...yandex, tokenUrl: `${providers.url}/broken` },
    ]) {
      await withConfig(api, { oauth: { yandex: broken, vk: null } }, async () => {
        const answer = await loginWithCode(shopper(api), 'ya-anna')
        expect(codes(answer)).toEqual(['E_3'])
        expect(answer.data).toBeNull()
      })
    }
  })
})

describe('production start-up check', () => {
  it('refuses DEV_OAUTH, DEV_SMS_CODE and a provider checked over plain http in production mode', () => {
    expect(() =>
      assertProductionSafe(readConfig({ NODE_ENV: 'production', DEV_OAUTH: '1' })),
    ).toThrow(/DEV_OAUTH/)
    expect(() =>
      assertProductionSafe(readConfig({ NODE_ENV: 'production', DEV_SMS_CODE: '1234' })),
    ).toThrow(/DEV_SMS_CODE/)
    expect(() =>
      assertProductionSafe(
        readConfig({
          NODE_ENV: 'production',
          YANDEX_ID_CLIENT_ID: 'app',
          YANDEX_ID_INFO_URL: 'http://login.example/info',
        }),
      ),
    ).toThrow(/https/)
    // Codes are redeemed over https too.
    expect(() =>
      assertProductionSafe(
        readConfig({
          NODE_ENV: 'production',
          YANDEX_ID_CLIENT_ID: 'app',
          YANDEX_ID_TOKEN_URL: 'http://oauth.example/token',
        }),
      ),
    ).toThrow(/http:\/\/oauth\.example\/token; use https/)
  })

  it('lets production start with real providers only, and development with the switches on', () => {
    expect(() =>
      assertProductionSafe(
        readConfig({
          NODE_ENV: 'production',
          // What production needs whatever the providers (production-mode.test.ts).
          JWT_SECRET: 'j'.repeat(32),
          SMS_CODE_SECRET: 's'.repeat(32),
          PUBLIC_URL: 'https://apteka.example',
          YANDEX_ID_CLIENT_ID: 'app',
          VK_ID_CLIENT_ID: '1',
        }),
      ),
    ).not.toThrow()
    expect(() =>
      assertProductionSafe(readConfig({ DEV_OAUTH: '1', DEV_SMS_CODE: '1234' })),
    ).not.toThrow()
  })

  it('reads the providers from the environment, with the providers’ own endpoints by default', () => {
    expect(readConfig({}).oauth).toEqual({ yandex: null, vk: null })
    expect(readConfig({ YANDEX_ID_CLIENT_ID: 'app', VK_ID_CLIENT_ID: '7' }).oauth).toEqual({
      yandex: {
        clientId: 'app',
        infoUrl: 'https://login.yandex.ru/info?format=json',
        tokenUrl: 'https://oauth.yandex.ru/token',
      },
      vk: { clientId: '7', infoUrl: 'https://id.vk.com/oauth2/user_info' },
    })
  })
})
