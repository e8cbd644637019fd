// Paying for an order (/cart/pay/{orderId}): the order's number and sum and the button to
// the payment page (paymentParams.url).

import { formatMoney, type OrderFieldsFragment } from '../shop'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './checkout.module.css'

export const PAY_TEXT = {
  title: 'Оплата заказа',
  number: 'Номер заказа',
  amount: 'К оплате',
  status: 'Статус оплаты',
  pay: 'Перейти к оплате',
  notFound: 'Заказ не найден',
} as const

export interface CartPayPageProps {
  readonly orderId: string
  /** The order; undefined while loading, null when there is none. */
  readonly order: OrderFieldsFragment | null | undefined
}

export function CartPayPage({ orderId, order }: CartPayPageProps) {
  return (
    <div className="container page">
      <PageMeta title={PAY_TEXT.title} robots="noindex" />
      <div className={styles.result}>
        <h1>{PAY_TEXT.title}</h1>
        {order === undefined ? (
          <span className="skeleton" style={{ height: 140, width: '100%' }} />
        ) : null}
        {order === null ? <p className={styles.muted}>{PAY_TEXT.notFound}</p> : null}
        {order ? (
          <>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{PAY_TEXT.number}</dt>
                <dd>{order.number || orderId}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{PAY_TEXT.amount}</dt>
                <dd>{formatMoney(order.total.totalAmount)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{PAY_TEXT.status}</dt>
                <dd>{order.paymentStatus.label}</dd>
              </div>
            </dl>
            {order.paymentParams?.url ? (
              <a href={order.paymentParams.url} className="btn btn--primary">
                {PAY_TEXT.pay}
              </a>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
