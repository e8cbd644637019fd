// After the order (/checkout/success/{id}, /checkout/fail/{id}): thanks and the order's
// facts — how and where it is received, the day (a date in Russian), the way to pay — or what
// went wrong and the way to pay again.
import { Link } from 'react-router'
import { MoneyTerms, orderMoneyTerms } from '../cart/MoneyTerms/MoneyTerms'
import {
  isPaymentType,
  type OrderFieldsFragment,
  orderPaymentPath,
  paymentLabel,
  receiveTypeLabel,
} from '../shop'
import { Icon } from '../ui/Icon/Icon'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './checkout.module.css'

export const CHECKOUT_RESULT_TEXT = {
  successTitle: 'Спасибо! Заказ оформлен',
  successText: 'Мы пришлём SMS, когда заказ будет готов к получению.',
  failTitle: 'Не удалось оплатить заказ',
  failText: 'Деньги не списаны. Попробуйте оплатить ещё раз или выберите другой способ оплаты.',
  number: 'Номер заказа',
  receive: 'Способ получения',
  pharmacy: 'Аптека',
  address: 'Адрес доставки',
  pickupDay: 'Можно забрать',
  bookingDay: 'Бронь будет готова',
  deliveryDay: 'Доставка',
  payment: 'Оплата',
  status: 'Статус',
  payAgain: 'Оплатить ещё раз',
  orders: 'Мои заказы',
  home: 'Продолжить покупки',
} as const

export interface CheckoutResultPageProps {
  readonly kind: 'success' | 'fail'
  readonly orderId: string
  /** The order; undefined while loading, null when unknown. */
  readonly order: OrderFieldsFragment | null | undefined
}

/**
 * The day the order can be had, or is brought: 'Сегодня, 24 ноября'; the courier's with its
 * interval. The day is the API's receiveDay, read against the request's now in the pharmacy's
 * (or the address's) time zone, so the page stays true when opened days later (the saved dateText
 * said 'Завтра' on the day of the order); the interval is dateText's last part.
 */
function receiveDay(order: OrderFieldsFragment): string | null {
  const dateText = order.deliveryParams?.dateText ?? null
  const day = order.deliveryParams?.receiveDay?.text
  if (!day) return dateText
  if (order.receiveType !== 'courier' || !dateText) return day
  const cut = dateText.lastIndexOf(', ')
  return cut < 0 ? dateText : `${day}, ${dateText.slice(cut + 2)}`
}

export function CheckoutResultPage({ kind, orderId, order }: CheckoutResultPageProps) {
  const success = kind === 'success'
  const title = success ? CHECKOUT_RESULT_TEXT.successTitle : CHECKOUT_RESULT_TEXT.failTitle
  const day = order ? receiveDay(order) : null
  const payment = order?.options?.payment ?? null
  return (
    <div className="container page">
      <PageMeta title={title} robots="noindex" />
      <div className={styles.result}>
        <span className={styles.resultIcon} data-tone={kind}>
          <Icon name={success ? 'check' : 'alert'} size={44} />
        </span>
        <h1>{title}</h1>
        <p className={styles.muted}>
          {success ? CHECKOUT_RESULT_TEXT.successText : CHECKOUT_RESULT_TEXT.failText}
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{CHECKOUT_RESULT_TEXT.number}</dt>
            <dd>{order?.number ?? orderId}</dd>
          </div>
          {order ? (
            <>
              <div className={styles.fact}>
                <dt>{CHECKOUT_RESULT_TEXT.receive}</dt>
                <dd>{receiveTypeLabel(order.receiveType)}</dd>
              </div>
              {order.receiveType !== 'courier' && order.pharmacy ? (
                <div className={styles.fact}>
                  <dt>{CHECKOUT_RESULT_TEXT.pharmacy}</dt>
                  <dd>
                    {order.pharmacy.name}, {order.pharmacy.address}
                  </dd>
                </div>
              ) : null}
              {order.receiveType === 'courier' && order.deliveryParams?.address ? (
                <div className={styles.fact}>
                  <dt>{CHECKOUT_RESULT_TEXT.address}</dt>
                  <dd>{order.deliveryParams.address.formattedAddress}</dd>
                </div>
              ) : null}
              {day ? (
                <div className={styles.fact}>
                  <dt>
                    {order.receiveType === 'courier'
                      ? CHECKOUT_RESULT_TEXT.deliveryDay
                      : order.receiveType === 'booking'
                        ? CHECKOUT_RESULT_TEXT.bookingDay
                        : CHECKOUT_RESULT_TEXT.pickupDay}
                  </dt>
                  <dd data-testid="ready-day">{day}</dd>
                </div>
              ) : null}
              {payment && isPaymentType(payment) ? (
                <div className={styles.fact}>
                  <dt>{CHECKOUT_RESULT_TEXT.payment}</dt>
                  <dd>{paymentLabel(payment, order.receiveType)}</dd>
                </div>
              ) : null}
              <div className={styles.fact}>
                <dt>{CHECKOUT_RESULT_TEXT.status}</dt>
                <dd>{order.statusLabel}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {order ? (
          <div className={styles.resultMoney}>
            <MoneyTerms terms={orderMoneyTerms(order)} />
          </div>
        ) : null}
        <div className={styles.actions}>
          {success ? null : (
            <Link to={orderPaymentPath(orderId)} className="btn btn--primary">
              {CHECKOUT_RESULT_TEXT.payAgain}
            </Link>
          )}
          <Link to="/personal/history" className="btn btn--ghost">
            {CHECKOUT_RESULT_TEXT.orders}
          </Link>
          <Link to="/" className={success ? 'btn btn--primary' : 'btn btn--ghost'}>
            {CHECKOUT_RESULT_TEXT.home}
          </Link>
        </div>
      </div>
    </div>
  )
}
