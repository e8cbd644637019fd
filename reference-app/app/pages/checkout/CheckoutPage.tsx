// Step 4, checkout (/checkout): what is ordered and how it is received, the receiver,
// the way to pay (labels by receive type), and the order's totals; 'Подтвердить заказ'
// saves the order (step 5).
import { type FormEvent, useId, useState } from 'react'
import { CartSummary } from '../../components/CartSummary/CartSummary'
import { PageMeta } from '../../components/PageMeta/PageMeta'
import { type PreOrderFieldsFragment, paymentLabel, plural, receiveTypeLabel } from '../../shop'
import { CheckoutSteps } from './CheckoutSteps'
import styles from './checkout.module.css'

export const CHECKOUT_TEXT = {
  title: 'Оформление заказа',
  receive: 'Способ получения',
  pharmacy: 'Аптека',
  address: 'Адрес доставки',
  receiver: 'Получатель',
  name: 'Имя и фамилия',
  phone: 'Телефон',
  email: 'Электронная почта',
  comment: 'Комментарий к заказу',
  payment: 'Способ оплаты',
  submit: 'Подтвердить заказ',
  bonuses: 'Баллы и промокод',
  points: (count: number) => `Списать ${count} ${plural(count, ['балл', 'балла', 'баллов'])}`,
  promo: 'Промокод',
  applyPromo: 'Применить',
  removePromo: 'Удалить промокод',
  promoApplied: (code: string) => `Промокод ${code} применён`,
} as const

export interface CheckoutReceiver {
  readonly name: string
  readonly phone: string
  readonly email: string
  readonly comment: string
}

export interface CheckoutPageProps {
  /** The pre-order; undefined while loading. */
  readonly preOrder: PreOrderFieldsFragment | undefined
  readonly receiver: CheckoutReceiver
  readonly onReceiverChange: (receiver: CheckoutReceiver) => void
  readonly onPaymentChange: (
    payment: PreOrderFieldsFragment['availableOptions']['payments'][number]['type'],
  ) => void
  readonly onSubmit: () => void
  readonly error?: string | null
  readonly pending?: boolean
  /** Points and promo code (the pre-order's loyalty); null hides the block. */
  readonly loyalty?: PreOrderFieldsFragment['loyalty'] | null
  readonly onSpendPoints?: (count: number) => void
  readonly onApplyPromoCode?: (code: string) => void
  readonly onRemovePromoCode?: () => void
}

export function CheckoutPage({
  preOrder,
  receiver,
  onReceiverChange,
  onPaymentChange,
  onSubmit,
  error,
  pending = false,
  loyalty,
  onSpendPoints,
  onApplyPromoCode,
  onRemovePromoCode,
}: CheckoutPageProps) {
  const id = useId()
  const [promo, setPromo] = useState('')
  const points = loyalty?.params?.points
  const promoState = loyalty?.params?.promo
  const applyPromo = (event: FormEvent) => {
    event.preventDefault()
    if (promo.trim()) onApplyPromoCode?.(promo.trim())
  }
  const receiveType = preOrder?.receiveType ?? 'pickup'
  const field = (
    key: keyof CheckoutReceiver,
    label: string,
    type = 'text',
    autoComplete?: string,
  ) => (
    <div className={`field ${key === 'comment' ? styles.fieldWide : ''}`}>
      <label htmlFor={`${id}-${key}`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="input"
        type={type}
        autoComplete={autoComplete}
        value={receiver[key]}
        onChange={(event) => onReceiverChange({ ...receiver, [key]: event.target.value })}
      />
    </div>
  )
  return (
    <div className="container page">
      <PageMeta title={CHECKOUT_TEXT.title} robots="noindex" />
      <CheckoutSteps current={4} />
      <h1 className="page__title">{CHECKOUT_TEXT.title}</h1>
      {preOrder === undefined ? (
        <span className="skeleton" style={{ height: 360 }} aria-busy="true" />
      ) : (
        <div className={styles.layout}>
          <div>
            <section className={styles.card} aria-labelledby={`${id}-receive`}>
              <h2 id={`${id}-receive`} className={styles.cardTitle}>
                {CHECKOUT_TEXT.receive}: {receiveTypeLabel(receiveType)}
              </h2>
              {preOrder.pharmacy ? (
                <p>
                  <strong>{preOrder.pharmacy.name}</strong>
                  <br />
                  <span className={styles.muted}>{preOrder.pharmacy.address}</span>
                </p>
              ) : null}
              {preOrder.deliveryParams?.address ? (
                <p>
                  {preOrder.deliveryParams.address.formattedAddress}
                  {preOrder.deliveryParams.dateText ? (
                    <span className={styles.muted}> · {preOrder.deliveryParams.dateText}</span>
                  ) : null}
                </p>
              ) : null}
            </section>
            <section className={styles.card} aria-labelledby={`${id}-receiver`}>
              <h2 id={`${id}-receiver`} className={styles.cardTitle}>
                {CHECKOUT_TEXT.receiver}
              </h2>
              <div className={styles.fields}>
                {field('name', CHECKOUT_TEXT.name, 'text', 'name')}
                {field('phone', CHECKOUT_TEXT.phone, 'tel', 'tel')}
                {field('email', CHECKOUT_TEXT.email, 'email', 'email')}
                {field('comment', CHECKOUT_TEXT.comment)}
              </div>
            </section>
            <section className={styles.card} aria-labelledby={`${id}-payment`}>
              <h2 id={`${id}-payment`} className={styles.cardTitle}>
                {CHECKOUT_TEXT.payment}
              </h2>
              <fieldset className={styles.options}>
                <legend className="visually-hidden">{CHECKOUT_TEXT.payment}</legend>
                {preOrder.availableOptions.payments.map((payment) => (
                  <label key={payment.type} className={styles.option}>
                    <input
                      type="radio"
                      name={`${id}-payment`}
                      checked={payment.selected}
                      onChange={() => onPaymentChange(payment.type)}
                    />
                    <span className={styles.optionBody}>
                      <span className={styles.optionTitle}>
                        {payment.label || paymentLabel(payment.type, receiveType)}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            </section>
            {points?.available || onApplyPromoCode ? (
              <section className={styles.card} aria-labelledby={`${id}-bonuses`}>
                <h2 id={`${id}-bonuses`} className={styles.cardTitle}>
                  {CHECKOUT_TEXT.bonuses}
                </h2>
                {points?.available && points.count > 0 ? (
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      checked={points.selected}
                      onChange={(event) => onSpendPoints?.(event.target.checked ? points.count : 0)}
                    />
                    <span className={styles.optionBody}>
                      <span className={styles.optionTitle}>
                        {CHECKOUT_TEXT.points(points.count)}
                      </span>
                      {points.error ? <span className="field__error">{points.error}</span> : null}
                    </span>
                  </label>
                ) : null}
                {promoState?.selected && promoState.code ? (
                  <p>
                    {CHECKOUT_TEXT.promoApplied(promoState.code)}{' '}
                    <button type="button" className="btn btn--ghost" onClick={onRemovePromoCode}>
                      {CHECKOUT_TEXT.removePromo}
                    </button>
                  </p>
                ) : onApplyPromoCode ? (
                  <form className={styles.promo} onSubmit={applyPromo}>
                    <div className="field">
                      <label htmlFor={`${id}-promo`} className="field__label">
                        {CHECKOUT_TEXT.promo}
                      </label>
                      <input
                        id={`${id}-promo`}
                        className="input"
                        value={promo}
                        onChange={(event) => setPromo(event.target.value)}
                      />
                      {promoState?.error ? (
                        <p className="field__error">
                          {promoState.errorDescription ?? promoState.error}
                        </p>
                      ) : null}
                    </div>
                    <button type="submit" className="btn btn--secondary" disabled={!promo.trim()}>
                      {CHECKOUT_TEXT.applyPromo}
                    </button>
                  </form>
                ) : null}
              </section>
            ) : null}
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div>
            <CartSummary
              total={preOrder.total}
              onCheckout={onSubmit}
              pending={pending}
              submitLabel={CHECKOUT_TEXT.submit}
              showDelivery={receiveType === 'courier'}
            />
          </div>
        </div>
      )}
    </div>
  )
}
