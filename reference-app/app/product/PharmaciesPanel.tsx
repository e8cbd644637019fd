// The pharmacies tab: where the product is, with a search and 'show more'.
import { useId } from 'react'
import { formatMoney } from '../shop'
import { Field } from '../ui/Field/Field'
import styles from './ProductPage.module.css'
import { receiveDayText, shopToday } from './productDates'
import type { ProductPageProps } from './productPageTypes'
import { PRODUCT_TABS_TEXT } from './productTabsText'

export function PharmaciesPanel({ pharmacies, pharmacySearch, today }: ProductPageProps) {
  const statusId = useId()
  const day = today ?? shopToday()
  const text = pharmacySearch?.answered ?? pharmacySearch?.value ?? ''
  const loading = pharmacySearch?.isLoading ?? false
  const items = pharmacies?.items ?? []
  return (
    <div className={styles.pharmaciesPanel}>
      {pharmacySearch ? (
        <Field label={PRODUCT_TABS_TEXT.pharmacySearch} className={styles.pharmacySearch}>
          {(control) => (
            <input
              {...control}
              type="search"
              className="input"
              placeholder={PRODUCT_TABS_TEXT.pharmacySearchPlaceholder}
              value={pharmacySearch.value}
              // The count of pharmacies found lives below the list, announced as it changes.
              aria-describedby={statusId}
              onChange={(event) => pharmacySearch.onChange(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <p id={statusId} className={styles.muted} aria-live="polite">
        {loading && !pharmacies
          ? PRODUCT_TABS_TEXT.pharmaciesLoading
          : pharmacies && pharmacies.total > 0
            ? PRODUCT_TABS_TEXT.pharmaciesFound(pharmacies.total)
            : text
              ? PRODUCT_TABS_TEXT.pharmaciesNotFound(text)
              : pharmacies
                ? PRODUCT_TABS_TEXT.pharmaciesEmpty
                : ''}
      </p>
      {items.length > 0 ? (
        <ul className={styles.pharmacies} aria-busy={loading || undefined}>
          {items.map(({ pharmacy, price, quantity, pickupDate }) => (
            <li key={pharmacy.id} className={styles.pharmacy} data-testid="product-pharmacy">
              <div className={styles.pharmacyInfo}>
                <p className={styles.pharmacyName}>{pharmacy.name}</p>
                <p>{pharmacy.address}</p>
                {pharmacy.metro.length > 0 ? (
                  <p className={styles.muted}>
                    {PRODUCT_TABS_TEXT.pharmacyMetro}:{' '}
                    {pharmacy.metro.map((station) => station.name).join(', ')}
                  </p>
                ) : null}
                {pharmacy.humanWorkingHours.map((line) => (
                  <p key={line.days} className={styles.muted}>
                    {line.days}: {line.time}
                  </p>
                ))}
              </div>
              <div className={styles.pharmacyStock}>
                <strong>{formatMoney(price)}</strong>
                <span className={styles.muted}>{PRODUCT_TABS_TEXT.inStock(quantity)}</span>
                {pickupDate ? (
                  <span className={styles.pickup}>{receiveDayText('pickup', pickupDate, day)}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {pharmacySearch?.hasMore && pharmacySearch.onShowMore ? (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={pharmacySearch.onShowMore}
          disabled={loading}
        >
          {PRODUCT_TABS_TEXT.showMore}
        </button>
      ) : null}
    </div>
  )
}
