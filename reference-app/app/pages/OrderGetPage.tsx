// Finding an order without logging in (/order-get): the order number and the phone it was
// placed with; the found order's status.
import { type FormEvent, useId } from 'react'
import { PageMeta } from '../components/PageMeta/PageMeta'
import { formatMoney, type OrderFieldsFragment, PHONE_MASK } from '../shop'
import styles from './checkout/checkout.module.css'

export const ORDER_GET_TEXT = {
  title: 'Статус заказа',
  lead: 'Введите номер заказа и телефон, указанный при оформлении.',
  number: 'Номер заказа',
  phone: 'Телефон',
  submit: 'Найти заказ',
  status: 'Статус',
  amount: 'Сумма',
  receiveDate: 'Дата получения',
} as const

export interface OrderGetPageProps {
  readonly number: string
  readonly phone: string
  readonly onChange: (value: { number: string; phone: string }) => void
  readonly onSubmit: () => void
  /** The found order; null when nothing matched; undefined before a search. */
  readonly order?: OrderFieldsFragment | null
  readonly error?: string | null
  readonly pending?: boolean
}

export function OrderGetPage({
  number,
  phone,
  onChange,
  onSubmit,
  order,
  error,
  pending = false,
}: OrderGetPageProps) {
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <div className="container page">
      <PageMeta title={ORDER_GET_TEXT.title} robots="noindex" />
      <h1 className="page__title">{ORDER_GET_TEXT.title}</h1>
      <form className={styles.card} onSubmit={submit} style={{ maxWidth: 560 }}>
        <p className={styles.muted}>{ORDER_GET_TEXT.lead}</p>
        <div className="field">
          <label htmlFor={`${id}-number`} className="field__label">
            {ORDER_GET_TEXT.number}
          </label>
          <input
            id={`${id}-number`}
            className="input"
            value={number}
            onChange={(event) => onChange({ number: event.target.value, phone })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`} className="field__label">
            {ORDER_GET_TEXT.phone}
          </label>
          <input
            id={`${id}-phone`}
            className="input"
            type="tel"
            placeholder={PHONE_MASK}
            value={phone}
            onChange={(event) => onChange({ number, phone: event.target.value })}
          />
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={pending || !number || !phone}>
          {ORDER_GET_TEXT.submit}
        </button>
      </form>
      {order ? (
        <dl className={styles.facts} style={{ maxWidth: 560, marginTop: 24 }}>
          <div className={styles.fact}>
            <dt>{ORDER_GET_TEXT.number}</dt>
            <dd>{order.number}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{ORDER_GET_TEXT.status}</dt>
            <dd>{order.statusLabel}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{ORDER_GET_TEXT.amount}</dt>
            <dd>{formatMoney(order.total.totalAmount)}</dd>
          </div>
          {order.receiveDate ? (
            <div className={styles.fact}>
              <dt>{ORDER_GET_TEXT.receiveDate}</dt>
              <dd>{order.receiveDate}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  )
}
