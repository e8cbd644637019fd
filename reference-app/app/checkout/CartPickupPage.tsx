// Step 2, pickup or booking (/cart/pickup, /cart/pickup?receiveType=booking): the pharmacies
// that can give out the cart, with how much of it each has — for booking, what is on its
// shelf — and the day it is ready, as the API's clock computed it in the pharmacy's time zone;
// choosing one and going on to the checkout.
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import type { PickupStorePointFieldsFragment } from '../shop'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import { CheckoutError } from './CheckoutError'
import { CheckoutSteps } from './CheckoutSteps'
import styles from './checkout.module.css'

export const PICKUP_TEXT = {
  title: 'Самовывоз из аптеки',
  bookingTitle: 'Бронирование в аптеке',
  bookingHint:
    'Забронируйте товары из наличия аптеки и оплатите их при получении. Что аптека не держит на полке, останется в корзине.',
  mode: 'Способ получения',
  pickupMode: 'Самовывоз',
  bookingMode: 'Бронирование',
  search: 'Адрес, метро или название аптеки',
  list: 'Аптеки',
  available: (available: number, total: number) => `В наличии ${available} из ${total} товаров`,
  pickupReady: (day: string) => `Можно забрать: ${day}`,
  bookingReady: (day: string) => `Бронь будет готова: ${day}`,
  partial: 'Остальные товары останутся в корзине',
  empty: 'Аптеки не найдены',
  continue: 'Продолжить',
} as const

/** Pickup of the whole order, or booking what the pharmacy has on its shelf. */
export type PickupMode = 'pickup' | 'booking'

export interface CartPickupPageProps {
  /** Pickup (default) or booking. */
  readonly mode?: PickupMode
  /** Offer the other mode too, as a switch above the list. Default: false. */
  readonly canSwitch?: boolean
  /** The page of each mode. Default: /cart/pickup and /cart/pickup?receiveType=booking. */
  readonly modeHref?: (mode: PickupMode) => string
  /** The pharmacies; undefined while loading. */
  readonly points: readonly PickupStorePointFieldsFragment[] | undefined
  readonly selectedId: string | null
  readonly onSelect: (pharmacyId: string) => void
  readonly search: string
  readonly onSearchChange: (search: string) => void
  readonly onContinue: () => void
  readonly pending?: boolean
  /** The map of the pharmacies, above the list. */
  readonly map?: ReactNode
  /** Why the choice failed. */
  readonly error?: string | null
}

export function CartPickupPage({
  mode = 'pickup',
  canSwitch = false,
  modeHref = (entry) => (entry === 'booking' ? '/cart/pickup?receiveType=booking' : '/cart/pickup'),
  points,
  selectedId,
  onSelect,
  search,
  onSearchChange,
  onContinue,
  pending = false,
  map,
  error,
}: CartPickupPageProps) {
  const name = useId()
  const booking = mode === 'booking'
  const title = booking ? PICKUP_TEXT.bookingTitle : PICKUP_TEXT.title
  return (
    <div className="container page">
      <PageMeta title={title} robots="noindex" />
      <CheckoutSteps current={2} />
      <h1 className="page__title">{title}</h1>
      <div className={styles.card}>
        {canSwitch ? (
          <nav className={styles.modes} aria-label={PICKUP_TEXT.mode}>
            {(['pickup', 'booking'] as const).map((entry) => (
              <Link
                key={entry}
                to={modeHref(entry)}
                replace
                className={styles.mode}
                aria-current={mode === entry ? 'page' : undefined}
              >
                {entry === 'booking' ? PICKUP_TEXT.bookingMode : PICKUP_TEXT.pickupMode}
              </Link>
            ))}
          </nav>
        ) : null}
        {booking ? <p className={styles.muted}>{PICKUP_TEXT.bookingHint}</p> : null}
        <input
          type="search"
          className="input"
          placeholder={PICKUP_TEXT.search}
          aria-label={PICKUP_TEXT.search}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        {map}
        {points === undefined ? (
          <span className="skeleton" style={{ height: 240 }} aria-busy="true" />
        ) : points.length === 0 ? (
          <EmptyState title={PICKUP_TEXT.empty} />
        ) : (
          <fieldset className={styles.options}>
            <legend className="visually-hidden">{PICKUP_TEXT.list}</legend>
            {points.map((point) => (
              <label key={point.pharmacy.id} className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  checked={point.pharmacy.id === selectedId}
                  disabled={point.availableCount === 0}
                  onChange={() => onSelect(point.pharmacy.id)}
                />
                <span className={styles.optionBody}>
                  <span className={styles.optionTitle}>{point.pharmacy.name}</span>
                  <span className={styles.optionText}>{point.pharmacy.address}</span>
                  {point.pharmacy.humanWorkingHours.map((line) => (
                    <span key={line.days} className={styles.optionText}>
                      {line.days}: {line.time}
                    </span>
                  ))}
                  {point.readyDay ? (
                    <span className={styles.optionText} data-testid="ready-day">
                      {booking
                        ? PICKUP_TEXT.bookingReady(point.readyDay.text)
                        : PICKUP_TEXT.pickupReady(point.readyDay.text)}
                    </span>
                  ) : null}
                  {point.availableCount > 0 && !point.available ? (
                    <span className={styles.optionText}>{PICKUP_TEXT.partial}</span>
                  ) : null}
                </span>
                <span className={styles.optionAside}>
                  {PICKUP_TEXT.available(point.availableCount, point.totalCount)}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <CheckoutError error={error} />
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!selectedId || pending}
            onClick={onContinue}
          >
            {PICKUP_TEXT.continue}
          </button>
        </div>
      </div>
    </div>
  )
}
