// Step 2, pickup (/cart/pickup): the pharmacies that can give out the cart, with how much
// of it each has; choosing one and going on to the checkout.
import { type ReactNode, useId } from 'react'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { PageMeta } from '../../components/PageMeta/PageMeta'
import type { PickupStorePointFieldsFragment } from '../../shop'
import { CheckoutSteps } from './CheckoutSteps'
import styles from './checkout.module.css'

export const PICKUP_TEXT = {
  title: 'Самовывоз из аптеки',
  search: 'Адрес, метро или название аптеки',
  list: 'Аптеки',
  available: (available: number, total: number) => `В наличии ${available} из ${total} товаров`,
  pickupDays: (days: number) => (days === 0 ? 'Можно забрать сегодня' : `Срок сборки: ${days} дн.`),
  empty: 'Аптеки не найдены',
  continue: 'Продолжить',
} as const

export interface CartPickupPageProps {
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
  return (
    <div className="container page">
      <PageMeta title={PICKUP_TEXT.title} robots="noindex" />
      <CheckoutSteps current={2} />
      <h1 className="page__title">{PICKUP_TEXT.title}</h1>
      <div className={styles.card}>
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
                  disabled={!point.available}
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
                  <span className={styles.optionText}>
                    {PICKUP_TEXT.pickupDays(point.pharmacy.term.pickupDays)}
                  </span>
                </span>
                <span className={styles.optionAside}>
                  {PICKUP_TEXT.available(point.availableCount, point.totalCount)}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
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
