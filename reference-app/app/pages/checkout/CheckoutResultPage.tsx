// After the order (/checkout/success/{id}, /checkout/fail/{id}): thanks and the order's
// facts, or what went wrong and the way to pay again.
import { Link } from 'react-router'
import { Icon } from '../../components/Icon/Icon'
import { PageMeta } from '../../components/PageMeta/PageMeta'
import {
  formatMoney,
  type OrderFieldsFragment,
  orderPaymentPath,
  receiveTypeLabel,
} from '../../shop'
import styles from './checkout.module.css'

export const CHECKOUT_RESULT_TEXT = {
  successTitle: 'Спасибо! Заказ оформлен',
  successText: 'Мы пришлём SMS, когда заказ будет готов к получению.',
  failTitle: 'Не удалось оплатить заказ',
  failText: 'Деньги не списаны. Попробуйте оплатить ещё раз или выберите другой способ оплаты.',
  number: 'Номер заказа',
  receive: 'Способ получения',
  amount: 'Сумма',
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

export function CheckoutResultPage({ kind, orderId, order }: CheckoutResultPageProps) {
  const success = kind === 'success'
  const title = success ? CHECKOUT_RESULT_TEXT.successTitle : CHECKOUT_RESULT_TEXT.failTitle
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
              <div className={styles.fact}>
                <dt>{CHECKOUT_RESULT_TEXT.amount}</dt>
                <dd>{formatMoney(order.total.totalAmount)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{CHECKOUT_RESULT_TEXT.status}</dt>
                <dd>{order.statusLabel}</dd>
              </div>
            </>
          ) : null}
        </dl>
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
