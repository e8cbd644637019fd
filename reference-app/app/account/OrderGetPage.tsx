// Finding an order without logging in (/order-get): the order number and the phone it was
// placed with (masked '+7 ### ### ## ##'); the found order's status, sum and date.
import type { FormEvent } from 'react'
import { CheckoutError } from '../checkout/CheckoutError'
import styles from '../checkout/checkout.module.css'
import { formatDate, formatMoney, type OrderFieldsFragment, parseApiDate } from '../shop'
import { Field } from '../ui/Field/Field'
import { PhoneField } from '../ui/Field/PhoneField'
import { PageMeta } from '../ui/PageMeta/PageMeta'

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

/** An API date (YYYY-MM-DD) as the shop shows dates: DD.MM.YYYY; null when unreadable. */
export function orderDateText(value: string | null | undefined): string | null {
  const date = value ? parseApiDate(value) : null
  return date ? formatDate(date) : null
}

export interface OrderGetPageProps {
  readonly number: string
  readonly onNumberChange: (number: string) => void
  /** The phone as the field shows it (already masked). */
  readonly phone: string
  readonly onPhoneChange: (phone: string) => void
  /** The number is given and the phone complete. */
  readonly canSubmit: boolean
  readonly onSubmit: () => void
  /** The found order; null when nothing matched; undefined before a search. */
  readonly order?: OrderFieldsFragment | null
  readonly error?: string | null
  readonly pending?: boolean
}

export function OrderGetPage({
  number,
  onNumberChange,
  phone,
  onPhoneChange,
  canSubmit,
  onSubmit,
  order,
  error,
  pending = false,
}: OrderGetPageProps) {
  const receiveDate = orderDateText(order?.receiveDate)
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
        <Field label={ORDER_GET_TEXT.number}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              value={number}
              onChange={(event) => onNumberChange(event.target.value)}
            />
          )}
        </Field>
        <PhoneField label={ORDER_GET_TEXT.phone} value={phone} onChange={onPhoneChange} />
        <CheckoutError error={error} />
        <button type="submit" className="btn btn--primary" disabled={pending || !canSubmit}>
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
          {receiveDate ? (
            <div className={styles.fact}>
              <dt>{ORDER_GET_TEXT.receiveDate}</dt>
              <dd>{receiveDate}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  )
}
