// The sign-in page of the development OAuth stand-in (DEV_OAUTH on, never in production), so the
// storefront's provider buttons can be tried end to end without a real provider. It answers as a
// provider of the authorization code flow with PKCE (RFC 7636, S256 only, as VK ID requires):
//   GET /oauth/stand-in/authorize?provider=vk&redirect_uri=/path&state=…&code_challenge=…&code_challenge_method=S256
//       the page: a phone, 'Разрешить' and 'Отказать'
//   GET /oauth/stand-in/answer?…&decision=allow&phone=+7…   303 to redirect_uri?code=…&state=…
//   GET /oauth/stand-in/answer?…&decision=deny              303 to redirect_uri?error=access_denied&state=…
// The code is redeemed by loginOAuth through the stand-in's token endpoint
// (auth/oauthStandInCodes.ts), which wants the verifier of the challenge and the same return
// address. redirect_uri must be a page of the public origin (PUBLIC_URL), checked on the parsed
// address (http/returnAddress.ts: not '//…' nor '/%09/evil.example'): the stand-in never sends a
// code to another site.
import type { ServerResponse } from 'node:http'
import { OAUTH_PROVIDER_TITLES, OAUTH_STAND_IN_PATH } from '../auth/oauthOffers'
import { DEV_OAUTH_PREFIX, OAUTH_PROVIDER_NAMES } from '../auth/oauthProviders'
import { issueStandInCode } from '../auth/oauthStandInCodes'
import type { OAuthProvider as OAuthProviderName } from '../generated/resolvers'
import { escapeHtml, page, send as sendPage } from './htmlPage'
import { returnAddressOf } from './returnAddress'
import type { HttpRouteContext } from './routeContext'

const ANSWER_PATH = '/oauth/stand-in/answer'

const send = (res: ServerResponse, status: number, title: string, body: string) =>
  sendPage(res, status, page(title, body))

const refused = (res: ServerResponse) =>
  send(
    res,
    400,
    'Неверный запрос входа',
    '<h1>Неверный запрос входа</h1><p>Вернитесь в магазин и выберите способ входа снова.</p>',
  )

export function handleOAuthStandIn(url: URL, res: ServerResponse, context: HttpRouteContext) {
  if (!context.config.devOAuth || context.config.production) return false
  const provider = url.searchParams.get('provider') as OAuthProviderName | null
  const back = returnAddressOf(url.searchParams.get('redirect_uri'), context.config.publicUrl)
  const state = url.searchParams.get('state') ?? ''
  const challenge = url.searchParams.get('code_challenge') ?? ''
  // PKCE is required, and S256 only: 'plain' would hand the verifier to whoever sees the address.
  const pkce =
    /^[\w-]{43}$/.test(challenge) && url.searchParams.get('code_challenge_method') === 'S256'
  if (!provider || !OAUTH_PROVIDER_NAMES.includes(provider) || !back || !pkce) {
    refused(res)
    return true
  }
  const name = OAUTH_PROVIDER_TITLES[provider]
  if (url.pathname === OAUTH_STAND_IN_PATH) {
    const hidden = (field: string, value: string) =>
      `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`
    send(
      res,
      200,
      `Вход через ${name}`,
      `<h1>Вход через ${escapeHtml(name)}</h1>
<p class="note">Тестовый вход: настоящий ${escapeHtml(name)} не подключён.</p>
<form method="get" action="${ANSWER_PATH}">
${hidden('provider', provider)}${hidden('redirect_uri', back.path)}${hidden('state', state)}
${hidden('code_challenge', challenge)}${hidden('code_challenge_method', 'S256')}
<label for="phone">Телефон, подтверждённый в ${escapeHtml(name)}</label>
<input id="phone" name="phone" type="tel" autocomplete="tel" placeholder="+79991234567">
<div class="actions">
<button class="allow" name="decision" value="allow">Разрешить</button>
<button class="deny" name="decision" value="deny">Отказать</button>
</div>
</form>`,
    )
    return true
  }
  if (url.pathname === ANSWER_PATH) {
    const phone = (url.searchParams.get('phone') ?? '').trim()
    const allowed = url.searchParams.get('decision') === 'allow' && phone !== ''
    const target = new URL(back.href)
    const answer = allowed
      ? { code: issueStandInCode(`${DEV_OAUTH_PREFIX}${phone}`, challenge, back.href), state }
      : { error: 'access_denied', state }
    for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value)
    res.writeHead(303, {
      location: `${target.pathname}${target.search}`,
      'cache-control': 'no-store',
    })
    res.end()
    return true
  }
  return false
}
