// The test payment page (paymentParams.url): the shopper confirms or declines, the order's
// paymentStatus follows, and the browser returns to /checkout/success/{id} or /checkout/fail/{id}.
//   GET  /pay/{orderId}?token=…          the page: order number, amount, 'Оплатить', 'Отказаться'
//   POST /pay/{orderId}/confirm (token)  PAID, then ASSEMBLING; 303 to the success page
//   POST /pay/{orderId}/decline (token)  DECLINED; 303 to the failure page
// A wrong token or an unknown order answers 404 with a Russian page, never the order.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkoutFailPath, checkoutSuccessPath, formatMoney } from '@apteka/sdk/rules'
import { paymentStatus } from '../order/lifecycle'
import { awaitsPayment, confirmPayment, declinePayment, orderForPayment } from '../order/payment'
import { escapeHtml, page, readForm, send } from './htmlPage'
import { badRequest, decodedSegment } from './pathSegments'
import type { HttpRouteContext } from './routeContext'

const notFound = (res: ServerResponse) =>
  send(
    res,
    404,
    page(
      'Ссылка на оплату недействительна',
      '<h1>Ссылка на оплату недействительна</h1><p>Проверьте ссылку или откройте заказ в личном кабинете.</p>',
    ),
  )

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' })
  res.end()
}

export async function handlePayment(
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  context: HttpRouteContext,
): Promise<boolean> {
  const match = /^\/pay\/([^/]+)(?:\/(confirm|decline))?\/?$/.exec(url.pathname)
  if (!match) return false
  const orderId = decodedSegment(match[1] as string)
  if (orderId === null) return badRequest(res)
  const action = match[2]
  const { db } = context.database

  if (!action) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET' }).end()
      return true
    }
    const token = url.searchParams.get('token') ?? ''
    const order = await orderForPayment(db, orderId, token)
    if (!order) {
      notFound(res)
      return true
    }
    const amount = escapeHtml(formatMoney(order.total))
    const number = escapeHtml(order.number)
    const paid = paymentStatus(order.paymentStatus) === 'PAID'
    const declined = paymentStatus(order.paymentStatus) === 'DECLINED'
    const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`
    const base = `/pay/${encodeURIComponent(order.id)}`
    const body = paid
      ? `<h1>Заказ № ${number} оплачен</h1><p>Спасибо! Мы уже собираем ваш заказ.</p><p><a href="${escapeHtml(checkoutSuccessPath(order.id))}">Вернуться в магазин</a></p>`
      : !awaitsPayment(order)
        ? `<h1>Заказ № ${number} не ожидает оплаты</h1><p><a href="${escapeHtml(checkoutFailPath(order.id))}">Вернуться в магазин</a></p>`
        : `<h1>Оплата заказа № ${number}</h1>
<dl>
  <dt>Заказ</dt><dd>№ ${number}</dd>
  <dt>К оплате</dt><dd>${amount}</dd>
</dl>
${declined ? '<p class="note" role="status">Прошлая попытка оплаты отклонена. Можно попробовать ещё раз.</p>' : ''}
<div class="actions">
  <form method="post" action="${base}/confirm">${hidden}<button type="submit" class="pay" aria-label="Оплатить заказ № ${number} на сумму ${amount}">Оплатить</button></form>
  <form method="post" action="${base}/decline">${hidden}<button type="submit" class="decline" aria-label="Отказаться от оплаты заказа № ${number}">Отказаться</button></form>
</div>
<p class="note">Это тестовая страница оплаты: деньги не списываются.</p>`
    send(res, 200, page(`Оплата заказа № ${order.number}`, body))
    return true
  }

  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end()
    return true
  }
  const form = await readForm(req)
  const token = form.get('token') ?? url.searchParams.get('token') ?? ''
  if (action === 'confirm') {
    const outcome = await confirmPayment(db, orderId, token, context.now())
    if (outcome === 'not-found') notFound(res)
    else
      redirect(res, outcome === 'paid' ? checkoutSuccessPath(orderId) : checkoutFailPath(orderId))
    return true
  }
  const outcome = await declinePayment(db, orderId, token)
  if (outcome === 'not-found') notFound(res)
  else redirect(res, checkoutFailPath(orderId))
  return true
}
