// /personal/history/[number]: one order — items, the pharmacy or the courier's address, the
// payment status with the pay link while unpaid, the status timeline, cancelling (asked once in a
// dialog that says what happens to the payment; refused with E_39 once assembled or sent) and repeating it: the items go back into the cart, where the
// region's prices of today apply.
import { useCancelOrder, useCart, useOrder } from '@apteka/hooks'
import { messageOf } from '@apteka/sdk/errors'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { MoneyTerms, orderMoneyTerms } from '../../cart/MoneyTerms/MoneyTerms'
import { formatMoney, type OrderFieldsFragment } from '../../shop'
import { ConfirmModal } from '../../ui/ConfirmModal/ConfirmModal'
import { AccountPage } from '../AccountPage'
import styles from '../account.module.css'
import {
  awaitsPayment,
  cancelConsequences,
  orderDay,
  orderPlace,
  receiveTypeText,
} from './orderText'

export const ORDER_TEXT = {
  title: (number: string) => `Заказ № ${number}`,
  notFound: 'Заказ не найден',
  loading: 'Загружаем заказ…',
  status: 'Статус',
  created: 'Оформлен',
  receiveType: 'Способ получения',
  place: 'Адрес получения',
  receiveDay: 'Дата получения',
  payment: 'Оплата',
  pay: 'Оплатить заказ',
  items: 'Состав заказа',
  quantity: (n: number) => `${n} шт.`,
  timeline: 'История заказа',
  cancel: 'Отменить заказ',
  cancelQuestion: (number: string) => `Отменить заказ № ${number}?`,
  cancelled: 'Заказ отменён',
  repeat: 'Повторить заказ',
  toHistory: 'Все заказы',
} as const

export default function OrderRoute() {
  const { number = '' } = useParams()
  return (
    <AccountPage title={ORDER_TEXT.title(number)}>
      <OrderScreen number={number} />
    </AccountPage>
  )
}

function OrderScreen({ number }: { number: string }) {
  const { order, isLoading, refetch } = useOrder({ id: number })
  if (isLoading) return <p className={styles.muted}>{ORDER_TEXT.loading}</p>
  if (!order) {
    return (
      <section className={styles.card}>
        <p>{ORDER_TEXT.notFound}</p>
        <Link to="/personal/history">{ORDER_TEXT.toHistory}</Link>
      </section>
    )
  }
  return <OrderDetails order={order} onCancelled={refetch} />
}

function OrderDetails({
  order,
  onCancelled,
}: {
  order: OrderFieldsFragment
  /** The order is cached by its number here, and the cancel answer by its id: ask again. */
  onCancelled: () => void
}) {
  const cancel = useCancelOrder()
  const cart = useCart()
  const navigate = useNavigate()
  const [repeating, setRepeating] = useState(false)
  // Cancelling cannot be undone: it is asked once, in a dialog that says what happens (#32).
  const [confirming, setConfirming] = useState(false)
  const [repeatError, setRepeatError] = useState<string | null>(null)
  const place = orderPlace(order)
  const created = orderDay(order.createDate)

  // Every line goes in at once, on top of what the cart holds; the cart prices it for today.
  const repeat = async () => {
    setRepeating(true)
    setRepeatError(null)
    try {
      await cart.setLines(
        order.items.map((item) => ({
          productID: item.product.id,
          priceTypeID: item.priceTypeID,
          quantity: cart.quantityOf(item.product.id, item.priceTypeID) + item.quantity,
          product: { id: item.product.id, name: item.product.name, image: item.product.image },
        })),
      )
      navigate('/cart')
    } catch (caught) {
      setRepeatError(messageOf(caught))
      setRepeating(false)
    }
  }

  return (
    <>
      <section className={styles.card} aria-label={ORDER_TEXT.title(order.number)}>
        <dl className={styles.facts}>
          <div>
            <dt>{ORDER_TEXT.status}</dt>
            <dd data-testid="order-status">{order.statusLabel}</dd>
          </div>
          {created ? (
            <div>
              <dt>{ORDER_TEXT.created}</dt>
              <dd>{created}</dd>
            </div>
          ) : null}
          <div>
            <dt>{ORDER_TEXT.receiveType}</dt>
            <dd>{receiveTypeText(order)}</dd>
          </div>
          {place ? (
            <div>
              <dt>{ORDER_TEXT.place}</dt>
              <dd>{place}</dd>
            </div>
          ) : null}
          {order.deliveryParams?.receiveDay ? (
            <div>
              <dt>{ORDER_TEXT.receiveDay}</dt>
              {/* The API's day in the pharmacy's zone, read at this request: 'Сегодня, 27 ноября'. */}
              <dd data-testid="ready-day">{order.deliveryParams.receiveDay.text}</dd>
            </div>
          ) : null}
          <div>
            <dt>{ORDER_TEXT.payment}</dt>
            <dd>
              {order.paymentStatus.label}
              {awaitsPayment(order) && order.paymentParams ? (
                <>
                  {' '}
                  <a href={order.paymentParams.url} className="btn btn--primary btn--small">
                    {ORDER_TEXT.pay}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {order.canBeCancel ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={cancel.isPending}
              onClick={() => setConfirming(true)}
            >
              {ORDER_TEXT.cancel}
            </button>
          ) : null}
          <ConfirmModal
            open={confirming}
            title={ORDER_TEXT.cancelQuestion(order.number)}
            confirmLabel={ORDER_TEXT.cancel}
            pending={cancel.isPending}
            onKeep={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false)
              void cancel
                .cancel({ id: order.id })
                .then(onCancelled)
                .catch(() => undefined)
            }}
          >
            {cancelConsequences(order).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </ConfirmModal>
          <button
            type="button"
            className="btn btn--primary"
            disabled={repeating || order.items.length === 0}
            onClick={() => void repeat()}
          >
            {ORDER_TEXT.repeat}
          </button>
        </div>
        {repeatError ? (
          <p className={styles.error} role="alert">
            {repeatError}
          </p>
        ) : null}
        {cancel.errorText ? (
          <p className={styles.error} role="alert">
            {cancel.errorText}
          </p>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.cardTitle}>
          {ORDER_TEXT.items}
        </h2>
        <ul className={styles.list}>
          {order.items.map((item) => (
            <li key={`${item.product.id}:${item.priceTypeID}`} className={styles.row}>
              <Link to={item.product.url}>{item.name || item.product.name}</Link>
              <span className={styles.muted}>
                {ORDER_TEXT.quantity(item.quantity)} × {formatMoney(item.price)}
              </span>
              <strong>{formatMoney(item.totalAmount)}</strong>
            </li>
          ))}
        </ul>
        <MoneyTerms terms={orderMoneyTerms(order)} />
      </section>

      <section className={styles.card} aria-labelledby="order-timeline">
        <h2 id="order-timeline" className={styles.cardTitle}>
          {ORDER_TEXT.timeline}
        </h2>
        <ol className={styles.timeline}>
          {order.statuses.map((step) => (
            <li
              key={step.status}
              className={[
                step.isDone ? styles.timelineDone : styles.timelinePending,
                step.isCurrent ? styles.timelineCurrent : '',
              ].join(' ')}
              aria-current={step.isCurrent ? 'step' : undefined}
            >
              {step.label}
              {step.date ? ` — ${orderDay(step.date) ?? ''}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
