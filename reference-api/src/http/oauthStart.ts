// GET /oauth/start?provider=yandex&redirect_uri=/vypusk-karty-loyalnosti — where every OAuth
// sign-in begins (Query.oauthProviders' authorizeUrl): binds a fresh random state and PKCE
// code_verifier to the browser (auth/oauthState.ts) and sends the shopper on to the provider's
// sign-in page with the state and the verifier's S256 challenge (every offered provider does
// PKCE). The page to come back to must be on the shop's public origin (PUBLIC_URL).
import type { ServerResponse } from 'node:http'
import { OAUTH_START_PATH, providerSignInPage } from '../auth/oauthOffers'
import { codeChallengeOf, newSignIn, stateCookie } from '../auth/oauthState'
import type { OAuthProvider as OAuthProviderName } from '../generated/resolvers'
import { returnAddressOf } from './returnAddress'
import type { HttpRouteContext } from './routeContext'

export function handleOAuthStart(url: URL, res: ServerResponse, context: HttpRouteContext) {
  if (url.pathname !== OAUTH_START_PATH) return false
  const { config } = context
  const provider = url.searchParams.get('provider') as OAuthProviderName | null
  const page = provider ? providerSignInPage(config, provider) : null
  const back = returnAddressOf(url.searchParams.get('redirect_uri'), config.publicUrl)
  if (!provider || !page || !back) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end('Неверный запрос входа')
    return true
  }
  const signIn = newSignIn(provider, back.href)
  const target = new URL(page.url, config.publicUrl)
  // A provider on another site needs the whole address; the stand-in, on this one, the path.
  target.searchParams.set('redirect_uri', page.external ? back.href : back.path)
  target.searchParams.set('state', signIn.state)
  target.searchParams.set('code_challenge', codeChallengeOf(signIn.verifier))
  target.searchParams.set('code_challenge_method', 'S256')
  res.writeHead(303, {
    location: page.external ? target.href : `${target.pathname}${target.search}`,
    'set-cookie': stateCookie(signIn, config.publicUrl.startsWith('https://')),
    'cache-control': 'no-store',
  })
  res.end()
  return true
}
