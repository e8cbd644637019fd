// The newsletter's confirmation link (marketing/emailSubscriptions.ts):
//   GET  /email/confirm?token=…   a page with one button (mail scanners that open links confirm
//                                 nothing: only the button's POST does)
//   POST /email/confirm (token)   subscribes the address; 200 'Подписка подтверждена', or 404
// Past the client's limit (RATE_LIMIT_EMAIL_CONFIRM) a POST answers 429 and confirms nothing.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddress } from '../auth/clientAddress'
import { isApiError } from '../errors'
import { CONFIRM_PATH, confirmSubscription } from '../marketing/emailSubscriptions'
import { countRequest } from '../security/rateLimits'
import { escapeHtml, page, readForm, send } from './htmlPage'
import type { HttpRouteContext } from './routeContext'

const invalid = (res: ServerResponse) =>
  send(
    res,
    404,
    page(
      'Ссылка недействительна',
      '<h1>Ссылка недействительна</h1><p>Ссылка устарела или уже использована. Подпишитесь ещё раз на сайте аптеки.</p>',
    ),
  )

export async function handleEmailConfirm(
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  { database, config, now }: HttpRouteContext,
): Promise<boolean> {
  if (url.pathname !== CONFIRM_PATH) {
    invalid(res)
    return true
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const token = url.searchParams.get('token') ?? ''
    const body = `<h1>Подписка на рассылку</h1><p>Подтвердите, что хотите получать письма аптеки.</p>
<form method="post" action="${CONFIRM_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" class="pay">Подтвердить подписку</button></form>`
    send(res, 200, page('Подписка на рассылку', body))
    return true
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, HEAD, POST' }).end()
    return true
  }
  const address = clientAddress(
    {
      peer: req.socket.remoteAddress,
      forwardedFor: headerValue(req.headers['x-forwarded-for']),
      realIp: headerValue(req.headers['x-real-ip']),
    },
    config.trustProxy,
  )
  try {
    await countRequest(
      database.db,
      'emailConfirm',
      { address, userId: null },
      config.rateLimits,
      now(),
    )
  } catch (error) {
    if (!isApiError(error)) throw error
    const retryAfter = String(error.extensions.retryAfter ?? 60)
    res.writeHead(429, { 'retry-after': retryAfter, 'cache-control': 'no-store' }).end()
    return true
  }
  const form = await readForm(req)
  if (!(await confirmSubscription(database.db, form.get('token') ?? '', now()))) {
    invalid(res)
    return true
  }
  send(
    res,
    200,
    page(
      'Подписка подтверждена',
      '<h1>Подписка подтверждена</h1><p>Спасибо! Письма аптеки будут приходить на этот адрес.</p>',
    ),
  )
  return true
}

const headerValue = (value: string | string[] | undefined): string | null =>
  Array.isArray(value) ? value.join(',') : (value ?? null)
