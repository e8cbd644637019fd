// Step 4, checkout (/checkout): how the order is received exactly as it will be saved (the
// pharmacy and the day a booking is ready, or the address with its day and interval), what
// stays in the cart, the receiver, the way to pay (labels by receive type, nothing chosen for
// the shopper), and the order's totals; 'Подтвердить заказ' saves the order (step 5).
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { CartSummary } from '../cart/CartSummary/CartSummary'
import {
  chosenDeliverySlot,
  formatMoney,
  type MissingCheckoutChoice,
  type PreOrderFieldsFragment,
  paymentLabel,
  plural,
  receiveTypeLabel,
} from '../shop'
import { Field } from '../ui/Field/Field'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import { CheckoutError } from './CheckoutError'
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
  pointsApplied: (count: number) => `Оплачено баллами: −${formatMoney(count)}`,
  promo: 'Промокод',
  applyPromo: 'Применить',
  removePromo: 'Удалить промокод',
  promoApplied: (code: string) => `Промокод ${code} применён`,
  change: 'Изменить',
  bookingReady: (day: string) => `Бронь будет готова: ${day}`,
  pickupReady: (day: string) => `Можно забрать: ${day}`,
  noSlot: 'Не выбраны день и время доставки',
  noPharmacy: 'Аптека не выбрана',
  leftOut: 'Не войдут в заказ',
  leftOutHint: 'Этих товаров нет для выбранного способа получения — они останутся в корзине.',
} as const

type DeliveryDate = PreOrderFieldsFragment['availableOptions']['deliveryDates'][number]

/** 'Завтра, 25 ноября' from the day's label and date; a later day's label holds its date. */
export function deliveryDayText(date: Pick<DeliveryDate, 'label' | 'text'>): string {
  return date.label.endsWith(date.text) ? date.label : `${date.label}, ${date.text}`
}

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
  /** What the shopper still has to choose; the payment block says so when it is the payment. */
  readonly missing?: readonly MissingCheckoutChoice[]
  /** The page to change how the order is received (pharmacy, address, day). */
  readonly changeReceiveHref?: string
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
  missing = [],
  changeReceiveHref,
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
  const slot = chosenDeliverySlot(preOrder?.availableOptions.deliveryDates ?? [])
  // The day the API's clock gives in the pharmacy's time zone; the page computes none itself.
  const readyDay = preOrder?.deliveryParams?.receiveDay ?? null
  const leftOut = (preOrder?.groups ?? [])
    .flatMap((group) => group.items)
    .filter((item) => item.isChecked && !item.availableForSelect)
  const paymentMissing = missing.find((entry) => entry.choice === 'payment')
  const field = (
    key: keyof CheckoutReceiver,
    label: string,
    type = 'text',
    autoComplete?: string,
  ) => (
    <Field label={label} className={key === 'comment' ? styles.fieldWide : undefined}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          autoComplete={autoComplete}
          value={receiver[key]}
          onChange={(event) => onReceiverChange({ ...receiver, [key]: event.target.value })}
        />
      )}
    </Field>
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
              {receiveType === 'courier' ? (
                <p>
                  {preOrder.options.delivery?.address?.formattedAddress}
                  <br />
                  {slot ? (
                    <strong>
                      {deliveryDayText(slot.date)}, {slot.interval.text}
                    </strong>
                  ) : (
                    <span className="field__error">{CHECKOUT_TEXT.noSlot}</span>
                  )}
                </p>
              ) : preOrder.pharmacy ? (
                <p>
                  <strong>{preOrder.pharmacy.name}</strong>
                  <br />
                  <span className={styles.muted}>{preOrder.pharmacy.address}</span>
                  <br />
                  {readyDay ? (
                    <span data-testid="ready-day">
                      {receiveType === 'booking'
                        ? CHECKOUT_TEXT.bookingReady(readyDay.text)
                        : CHECKOUT_TEXT.pickupReady(readyDay.text)}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className="field__error">{CHECKOUT_TEXT.noPharmacy}</p>
              )}
              {changeReceiveHref ? (
                <p>
                  <Link to={changeReceiveHref}>{CHECKOUT_TEXT.change}</Link>
                </p>
              ) : null}
            </section>
            {leftOut.length > 0 ? (
              <section className={styles.card} aria-labelledby={`${id}-left-out`}>
                <h2 id={`${id}-left-out`} className={styles.cardTitle}>
                  {CHECKOUT_TEXT.leftOut}
                </h2>
                <p className={styles.muted}>{CHECKOUT_TEXT.leftOutHint}</p>
                <ul className={styles.leftOut}>
                  {leftOut.map((item) => (
                    <li key={`${item.product.id}:${item.priceTypeID}`}>
                      {item.product.name} × {item.quantity}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
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
              <fieldset
                className={styles.options}
                aria-describedby={paymentMissing ? `${id}-payment-missing` : undefined}
              >
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
              {paymentMissing ? (
                <p id={`${id}-payment-missing`} className="field__error">
                  {paymentMissing.message}
                </p>
              ) : null}
            </section>
            {points?.available || points?.error || onApplyPromoCode ? (
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
                      {points.selected ? (
                        <span data-testid="points-applied">
                          {CHECKOUT_TEXT.pointsApplied(points.count)}
                        </span>
                      ) : null}
                    </span>
                  </label>
                ) : null}
                {points?.error ? (
                  // Why the points are not (all) taken: the API's own words.
                  <p className="field__error" data-testid="points-error">
                    {points.error}
                  </p>
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
                    <Field
                      label={CHECKOUT_TEXT.promo}
                      error={
                        promoState?.error
                          ? `${promoState.error}${promoState.errorDescription ? `. ${promoState.errorDescription}` : ''}`
                          : null
                      }
                      errorTestId="promo-error"
                    >
                      {(control) => (
                        <input
                          {...control}
                          className="input"
                          value={promo}
                          onChange={(event) => setPromo(event.target.value)}
                        />
                      )}
                    </Field>
                    <button type="submit" className="btn btn--secondary" disabled={!promo.trim()}>
                      {CHECKOUT_TEXT.applyPromo}
                    </button>
                  </form>
                ) : null}
              </section>
            ) : null}
            <CheckoutError error={error} />
          </div>
          <div>
            <CartSummary
              total={preOrder.total}
              onCheckout={onSubmit}
              pending={pending}
              submitLabel={CHECKOUT_TEXT.submit}
            />
          </div>
        </div>
      )}
    </div>
  )
}
