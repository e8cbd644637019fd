// The newsletter's confirmation link (marketing/emailSubscriptions.ts):
//   GET  /email/confirm?token=…   a page with one button (mail scanners that open links confirm
//                                 nothing: only the button's POST does)
//   POST /email/confirm (token)   subscribes the address; 200 'Подписка подтверждена', or 404
// Past the client's limit (RATE_LIMIT_EMAIL_CONFIRM) a POST answers 429 and confirms nothing.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CONFIRM_PATH, confirmSubscription } from '../marketing/emailSubscriptions'
import { escapeHtml, page, readForm, send } from './htmlPage'
import { withinRequestLimit } from './requestLimit'
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
  context: HttpRouteContext,
): Promise<boolean> {
  const { database, now } = context
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
  if (
    !(await withinRequestLimit(req, res, context, 'emailConfirm', { 'cache-control': 'no-store' }))
  )
    return true
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
