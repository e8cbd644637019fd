// Step 3, courier delivery (/cart/delivery): the address (a saved one or a new one), the
// day and the interval, then on to the checkout. Only what the pre-order has chosen is shown
// chosen: a day is never highlighted on its own.
import { useId } from 'react'
import {
  type DeliveryAddressFieldsFragment,
  type DeliveryDateFieldsFragment,
  formatMoney,
} from '../shop'
import { Field } from '../ui/Field/Field'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import { CheckoutError } from './CheckoutError'
import { CheckoutSteps } from './CheckoutSteps'
import styles from './checkout.module.css'

export const DELIVERY_TEXT = {
  title: 'Доставка курьером',
  address: 'Адрес доставки',
  savedAddresses: 'Сохранённые адреса',
  newAddress: 'Улица, дом',
  entrance: 'Подъезд',
  floor: 'Этаж',
  office: 'Квартира или офис',
  comment: 'Комментарий для курьера',
  date: 'День доставки',
  interval: 'Время доставки',
  chooseDate: 'Выберите день, чтобы увидеть время доставки',
  free: 'Бесплатно',
  express: 'Экспресс',
  continue: 'Продолжить',
  suggestions: 'Подсказки адреса',
  courier: 'Стоимость доставки',
} as const

export interface DeliveryAddressDraft {
  readonly formattedAddress: string
  readonly entrance: string
  readonly floor: string
  readonly office: string
  readonly comment: string
}

export interface CartDeliveryPageProps {
  readonly addresses: readonly DeliveryAddressFieldsFragment[]
  readonly selectedAddressId: string | null
  readonly onSelectAddress: (id: string) => void
  readonly draft: DeliveryAddressDraft
  readonly onDraftChange: (draft: DeliveryAddressDraft) => void
  readonly addressError?: string | null
  readonly dates: readonly DeliveryDateFieldsFragment[]
  readonly onSelectDate: (dateId: string) => void
  readonly onSelectInterval: (intervalId: string) => void
  readonly onContinue: () => void
  readonly pending?: boolean
  /** Suggested addresses for what is typed. */
  readonly suggestions?: readonly string[]
  readonly onPickSuggestion?: (formattedAddress: string) => void
  /** Courier price of the chosen interval, or of the zone. */
  readonly courierPrice?: number | null
  readonly error?: string | null
}

export function CartDeliveryPage(props: CartDeliveryPageProps) {
  const {
    addresses,
    selectedAddressId,
    onSelectAddress,
    draft,
    onDraftChange,
    addressError,
    dates,
  } = props
  const id = useId()
  const selectedDate = dates.find((date) => date.selected) ?? null
  const field = (key: keyof DeliveryAddressDraft, label: string, wide = false) => (
    <Field
      label={label}
      className={wide ? styles.fieldWide : undefined}
      error={key === 'formattedAddress' ? addressError : null}
      // The refusal is announced once, by the page's own alert when the shopper continues.
      announce={false}
      after={
        key === 'formattedAddress' && props.suggestions && props.suggestions.length > 0 ? (
          <ul className={styles.suggestions} aria-label={DELIVERY_TEXT.suggestions}>
            {props.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => props.onPickSuggestion?.(suggestion)}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      {(control) => (
        <input
          {...control}
          className="input"
          value={draft[key]}
          onChange={(event) => onDraftChange({ ...draft, [key]: event.target.value })}
        />
      )}
    </Field>
  )
  return (
    <div className="container page">
      <PageMeta title={DELIVERY_TEXT.title} robots="noindex" />
      <CheckoutSteps current={3} />
      <h1 className="page__title">{DELIVERY_TEXT.title}</h1>
      <section className={styles.card} aria-labelledby={`${id}-address`}>
        <h2 id={`${id}-address`} className={styles.cardTitle}>
          {DELIVERY_TEXT.address}
        </h2>
        {addresses.length > 0 ? (
          <fieldset className={styles.options}>
            <legend className="visually-hidden">{DELIVERY_TEXT.savedAddresses}</legend>
            {addresses.map((address) => (
              <label key={address.id} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-saved`}
                  checked={address.id === selectedAddressId}
                  onChange={() => onSelectAddress(address.id)}
                />
                <span className={styles.optionBody}>
                  <span className={styles.optionTitle}>{address.formattedAddress}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className={styles.fields}>
          {field('formattedAddress', DELIVERY_TEXT.newAddress, true)}
          {field('entrance', DELIVERY_TEXT.entrance)}
          {field('floor', DELIVERY_TEXT.floor)}
          {field('office', DELIVERY_TEXT.office)}
          {field('comment', DELIVERY_TEXT.comment, true)}
        </div>
      </section>
      <section className={styles.card} aria-labelledby={`${id}-when`}>
        <h2 id={`${id}-when`} className={styles.cardTitle}>
          {DELIVERY_TEXT.date}
        </h2>
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">{DELIVERY_TEXT.date}</legend>
          {dates.map((date) => (
            <label key={date.id} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-date`}
                checked={date.id === selectedDate?.id}
                onChange={() => props.onSelectDate(date.id)}
              />
              <span>{date.label}</span>
              <span className={styles.optionText}>{date.text}</span>
            </label>
          ))}
        </fieldset>
        {dates.length > 0 && !selectedDate ? (
          <p className={styles.muted}>{DELIVERY_TEXT.chooseDate}</p>
        ) : null}
        {selectedDate ? (
          <fieldset className={styles.chips}>
            <legend className={styles.cardTitle}>{DELIVERY_TEXT.interval}</legend>
            {selectedDate.intervals.map((interval) => (
              <label key={interval.id} className={styles.chip}>
                <input
                  type="radio"
                  name={`${id}-interval`}
                  checked={interval.selected}
                  onChange={() => props.onSelectInterval(interval.id)}
                />
                <span>
                  {interval.text}
                  {interval.isExpress ? ` · ${DELIVERY_TEXT.express}` : ''}
                </span>
                <span className={styles.optionText}>
                  {interval.isFree ? DELIVERY_TEXT.free : formatMoney(interval.price)}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {props.courierPrice != null ? (
          <p>
            {DELIVERY_TEXT.courier}:{' '}
            <strong>
              {props.courierPrice > 0 ? formatMoney(props.courierPrice) : DELIVERY_TEXT.free}
            </strong>
          </p>
        ) : null}
        <CheckoutError error={props.error} />
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn--primary"
            onClick={props.onContinue}
            disabled={props.pending}
          >
            {DELIVERY_TEXT.continue}
          </button>
        </div>
      </section>
    </div>
  )
}
