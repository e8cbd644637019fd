// A product in a list: picture, badges, price ('от' when it has several, the old price
// only with a discount), name, brand or producer, rating, and the 'В корзину' button,
// which becomes a quantity stepper once the product is in the cart.
import { Link } from 'react-router'
import { type ProductCardFieldsFragment, productPath } from '../../shop'
import { Icon } from '../Icon/Icon'
import { Price } from '../Price/Price'
import { QuantityStepper } from '../QuantityStepper/QuantityStepper'
import { Rating } from '../Rating/Rating'
import styles from './ProductCard.module.css'

export const PRODUCT_CARD_TEXT = {
  addToCart: 'В корзину',
  /** The heart's label; `aria-pressed` tells whether the product is a favourite. */
  favoriteAdd: 'В избранное',
  favoriteRemove: 'В избранном',
  notAvailable: 'Нет в наличии',
  bookingOnly: 'Только бронирование в аптеке',
  prescription: 'По рецепту',
  notify: 'Сообщить о поступлении',
  details: 'Подробнее',
  badges: 'Метки товара',
  discount: (percent: number) => `−${percent}%`,
} as const

export interface ProductCardProps {
  readonly product: ProductCardFieldsFragment
  /** How many are in the cart; from 1 the button becomes a stepper. Default: 0. */
  readonly quantityInCart?: number
  readonly onAddToCart?: (product: ProductCardFieldsFragment) => void
  /** New quantity from the stepper; 0 removes the product. */
  readonly onQuantityChange?: (product: ProductCardFieldsFragment, quantity: number) => void
  readonly onToggleFavorite?: (product: ProductCardFieldsFragment) => void
  /**
   * Whether a product is a favourite now (useFavorites().isFavorite). Default: the product's
   * own `isFavorite`, which the API answered when the list was loaded.
   */
  readonly isFavorite?: (productId: string) => boolean
  /** Ask to be told when an unavailable product arrives (setDrugNotify). */
  readonly onNotify?: (product: ProductCardFieldsFragment) => void
  /** The heading level of the name inside its list. Default: 3. */
  readonly headingLevel?: 2 | 3 | 4
  /** Load the picture eagerly (first row above the fold). Default: false. */
  readonly eager?: boolean
  /**
   * 'link' puts a link to the product where the add-to-cart button is (the recommendation
   * widget on a phone's product page, SPEC §2). Default: 'button'.
   */
  readonly cartAction?: 'button' | 'link'
}

/** Whether the product can be put in the cart at all (for order or for booking). */
export const isPurchasable = (p: ProductCardFieldsFragment) =>
  p.price != null && (p.availableForOrder || p.availableForBooking)

/** Whether only booking in a pharmacy is possible. */
export const isBookingOnly = (p: ProductCardFieldsFragment) =>
  isPurchasable(p) && (p.hasOnlyBookingPrices || !p.availableForOrder)

export function ProductCard({
  product,
  quantityInCart = 0,
  onAddToCart,
  onQuantityChange,
  onToggleFavorite,
  isFavorite,
  onNotify,
  cartAction = 'button',
  headingLevel = 3,
  eager = false,
}: ProductCardProps) {
  const href = productPath(product.alias)
  const Heading = `h${headingLevel}` as const
  const purchasable = isPurchasable(product)
  const favorite = isFavorite ? isFavorite(product.id) : product.isFavorite
  const discount = product.discount ?? 0
  const showOld = discount > 0 && product.priceOld != null
  const maker = [product.brand?.name ?? product.producer, product.producerCountry]
    .filter(Boolean)
    .join(', ')

  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <img
            className={styles.image}
            src={product.image}
            alt=""
            width={200}
            height={200}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
        {showOld || product.requiresPrescription || product.badges.length > 0 ? (
          <ul className={styles.badges} aria-label={PRODUCT_CARD_TEXT.badges}>
            {showOld ? (
              <li className={styles.badgeSale}>{PRODUCT_CARD_TEXT.discount(discount)}</li>
            ) : null}
            {product.requiresPrescription ? (
              <li className={styles.badgeRx}>{PRODUCT_CARD_TEXT.prescription}</li>
            ) : null}
            {product.badges.slice(0, 2).map((badge) => (
              <li
                key={`${badge.type}-${badge.title}`}
                className={styles.badge}
                title={badge.description ?? undefined}
              >
                {badge.title}
              </li>
            ))}
          </ul>
        ) : null}
        {onToggleFavorite ? (
          <button
            type="button"
            className={styles.favorite}
            aria-pressed={favorite}
            aria-label={favorite ? PRODUCT_CARD_TEXT.favoriteRemove : PRODUCT_CARD_TEXT.favoriteAdd}
            data-active={favorite}
            onClick={() => onToggleFavorite(product)}
          >
            <Icon name="heart" size={22} />
          </button>
        ) : null}
      </div>

      <div className={styles.body}>
        <div className={styles.priceRow}>
          {purchasable && product.price != null ? (
            <Price
              value={product.price}
              old={showOld ? product.priceOld : null}
              prefix={product.hasPricePrefix}
            />
          ) : (
            <span className={styles.unavailable}>{PRODUCT_CARD_TEXT.notAvailable}</span>
          )}
        </div>
        <Heading className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {product.name}
          </Link>
        </Heading>
        {maker ? <p className={styles.maker}>{maker}</p> : null}
        <div className={styles.meta}>
          <Rating value={product.rating} reviewsCount={product.reviewsCount} />
        </div>
        {isBookingOnly(product) ? (
          <p className={styles.note}>
            <Icon name="store" size={16} />
            {PRODUCT_CARD_TEXT.bookingOnly}
          </p>
        ) : null}

        <div className={styles.actions}>
          {!purchasable ? (
            onNotify ? (
              <button
                type="button"
                className="btn btn--ghost btn--block"
                onClick={() => onNotify(product)}
              >
                {PRODUCT_CARD_TEXT.notify}
              </button>
            ) : null
          ) : cartAction === 'link' ? (
            <Link to={href} className="btn btn--secondary btn--block">
              {PRODUCT_CARD_TEXT.details}
            </Link>
          ) : quantityInCart > 0 ? (
            <QuantityStepper
              value={quantityInCart}
              max={product.maxQuantity > 0 ? product.maxQuantity : undefined}
              label={product.name}
              size="sm"
              onChange={(quantity) => onQuantityChange?.(product, quantity)}
            />
          ) : (
            <button
              type="button"
              className={`btn btn--primary btn--block ${styles.add}`}
              onClick={() => onAddToCart?.(product)}
            >
              <Icon name="cart" size={20} />
              {PRODUCT_CARD_TEXT.addToCart}
            </button>
          )}
        </div>
      </div>
    </article>
  )
}

/** A card-shaped placeholder while a list loads. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media}>
        <span className={`skeleton ${styles.skeletonImage}`} />
      </div>
      <div className={styles.body}>
        <span className="skeleton" style={{ height: 24, width: '50%' }} />
        <span className="skeleton" style={{ height: 16, width: '90%' }} />
        <span className="skeleton" style={{ height: 16, width: '70%' }} />
        <span className="skeleton" style={{ height: 40, marginTop: 'auto' }} />
      </div>
    </div>
  )
}
