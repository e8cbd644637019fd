// What else a price variant means: the best-before day, booking only.
import { isExpiringPriceType } from '../shop'
import styles from './ProductPage.module.css'
import { longDate } from './productDates'
import { PRODUCT_PAGE_TEXT, priceVariantLabel } from './productPageText'
import type { ProductPagePrice } from './productPageTypes'

/** What else a variant's price means: the best-before day, booking only. */
export function VariantNote({
  variant,
  single = false,
}: {
  variant: ProductPagePrice
  single?: boolean
}) {
  const notes: string[] = []
  if (single && (variant.isExpirating || isExpiringPriceType(variant.priceTypeID))) {
    notes.push(priceVariantLabel(variant))
  }
  const expires = variant.dateExpired ?? (variant.isExpirating ? variant.expirationDate : null)
  if (expires) notes.push(PRODUCT_PAGE_TEXT.bestBefore(longDate(expires)))
  if (!variant.availableForOrder && variant.availableForBooking) {
    notes.push(PRODUCT_PAGE_TEXT.bookingOnlyVariant)
  }
  if (notes.length === 0) return null
  return <span className={styles.variantNote}>{notes.join(', ')}</span>
}
