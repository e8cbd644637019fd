// The buy box: the price variants the shopper may see, 'В корзину' or the stepper, the
// heart, and the days of pickup and delivery.
import { useState } from 'react'
import { Link } from 'react-router'
import { Icon } from '../ui/Icon/Icon'
import { Price } from '../ui/Price/Price'
import { isBookingOnly, isPurchasable, PRODUCT_CARD_TEXT } from '../ui/ProductCard/ProductCard'
import { QuantityStepper } from '../ui/QuantityStepper/QuantityStepper'
import styles from './ProductPage.module.css'
import { shopToday } from './productDates'
import { PRODUCT_PAGE_TEXT, priceVariantLabel } from './productPageText'
import type { ProductPagePrice, ProductPageProduct, ProductPageProps } from './productPageTypes'
import { ReceiveWay } from './ReceiveWay'
import { VariantNote } from './VariantNote'

/** The variant shown first: the product's current price type, else the first one. */
export function currentVariantIndex(
  product: ProductPageProduct,
  variants: readonly ProductPagePrice[],
): number {
  const index = variants.findIndex((variant) => variant.priceTypeID === product.priceTypeID)
  return index < 0 ? 0 : index
}

export function BuyBox(props: ProductPageProps & { product: ProductPageProduct }) {
  const { product, actions } = props
  const variants = props.prices ?? []
  const [chosen, setChosen] = useState<number | null>(null)
  const variant = variants[chosen ?? currentVariantIndex(product, variants)]
  const quantity = actions.cartQuantities[product.id] ?? 0
  const purchasable = isPurchasable(product)
  const price = variant?.price ?? product.price
  const discount = (variant ? variant.discount : product.discount) ?? 0
  const priceOld = variant ? variant.priceOld : product.priceOld
  const prefix = variants.length > 1 ? (variant?.hasPrefix ?? false) : product.hasPricePrefix
  const favorite = actions.isFavorite ? actions.isFavorite(product.id) : product.isFavorite
  const today = props.today ?? shopToday()
  // The cart line takes the chosen variant's price type.
  const toCart = variant
    ? { ...product, priceTypeID: variant.priceTypeID, price: variant.price }
    : product
  return (
    <aside className={styles.buy} aria-label={PRODUCT_PAGE_TEXT.buyBox} data-testid="buy-box">
      {purchasable && price != null ? (
        <div className={styles.priceBlock}>
          <Price value={price} old={discount > 0 ? priceOld : null} prefix={prefix} size="xl" />
          {discount > 0 ? (
            <span className={styles.discount}>{PRODUCT_CARD_TEXT.discount(discount)}</span>
          ) : null}
          {variants.length <= 1 && variant ? <VariantNote variant={variant} single /> : null}
        </div>
      ) : (
        <p className={styles.unavailable}>{PRODUCT_CARD_TEXT.notAvailable}</p>
      )}
      {purchasable && variants.length > 1 ? (
        <fieldset className={styles.variants}>
          <legend className={styles.variantsLegend}>{PRODUCT_PAGE_TEXT.prices}</legend>
          {variants.map((item, index) => (
            <label key={item.priceTypeID} className={styles.variant}>
              <input
                type="radio"
                name={`price-${product.id}`}
                checked={item === variant}
                onChange={() => setChosen(index)}
              />
              <span className={styles.variantText}>
                <span>{priceVariantLabel(item)}</span>
                <VariantNote variant={item} />
              </span>
              <Price
                value={item.price}
                old={item.discount ? item.priceOld : null}
                prefix={item.hasPrefix}
                size="sm"
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      {purchasable ? props.priceControls : null}
      {purchasable ? (
        quantity > 0 ? (
          <div className={styles.inCart}>
            <QuantityStepper
              value={quantity}
              max={product.maxQuantity > 0 ? product.maxQuantity : undefined}
              label={product.name}
              onChange={(next) => actions.onQuantityChange?.(toCart, next)}
            />
            <Link to="/cart" className="btn btn--secondary">
              {PRODUCT_PAGE_TEXT.toCart}
            </Link>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => actions.onAddToCart?.(toCart)}
          >
            <Icon name="cart" size={20} />
            {PRODUCT_CARD_TEXT.addToCart}
          </button>
        )
      ) : actions.onNotify ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => actions.onNotify?.(product)}
        >
          {PRODUCT_CARD_TEXT.notify}
        </button>
      ) : null}
      {actions.onToggleFavorite ? (
        <button
          type="button"
          className={styles.favorite}
          aria-pressed={favorite}
          data-active={favorite}
          onClick={() => actions.onToggleFavorite?.(product)}
        >
          <Icon name="heart" size={20} />
          {favorite ? PRODUCT_PAGE_TEXT.favoriteRemove : PRODUCT_PAGE_TEXT.favoriteAdd}
        </button>
      ) : null}
      <ul className={styles.receive}>
        {isBookingOnly(product) ? (
          <ReceiveWay
            icon="store"
            title={PRODUCT_PAGE_TEXT.bookingOnly}
            kind="pickup"
            date={product.pickupDate}
            today={today}
          />
        ) : (
          <>
            <ReceiveWay
              icon="store"
              title={PRODUCT_PAGE_TEXT.pickup}
              kind="pickup"
              date={product.pickupDate}
              today={today}
            />
            <ReceiveWay
              icon="truck"
              title={PRODUCT_PAGE_TEXT.delivery}
              kind="delivery"
              date={product.deliveryDate}
              today={today}
            />
          </>
        )}
      </ul>
      {product.warning ? <p className={styles.warning}>{product.warning}</p> : null}
      {props.availabilityNotice}
    </aside>
  )
}
