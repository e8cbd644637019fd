// One line of the cart (CartItem): the checkbox that includes it in the order, picture,
// name, unit price, quantity stepper, line total (old total when discounted) and remove.
import { Link } from 'react-router'
import { type CartItem, formatMoney, productPath } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { Price } from '../../ui/Price/Price'
import { QuantityStepper } from '../../ui/QuantityStepper/QuantityStepper'
import styles from './CartLine.module.css'

export const CART_LINE_TEXT = {
  include: (name: string) => `Включить в заказ: ${name}`,
  remove: (name: string) => `Удалить из корзины: ${name}`,
  removeShort: 'Удалить',
  perUnit: (price: string) => `${price} за шт.`,
  notAvailable: 'Нет в наличии',
  bookingOnly: 'Только бронирование в аптеке',
  expiring: 'Истекает срок годности',
  prescription: 'По рецепту',
} as const

export interface CartLineProps {
  readonly item: CartItem
  readonly onQuantityChange: (quantity: number) => void
  readonly onToggleChecked: (checked: boolean) => void
  readonly onRemove: () => void
}

export function CartLine({ item, onQuantityChange, onToggleChecked, onRemove }: CartLineProps) {
  const { product } = item
  const available = product.availableForOrder || product.availableForBooking
  const href = productPath(product.alias)
  return (
    <article className={styles.line} data-unavailable={!available} data-testid="cart-line">
      <input
        type="checkbox"
        className={styles.check}
        checked={item.isChecked && available}
        disabled={!available}
        aria-label={CART_LINE_TEXT.include(product.name)}
        onChange={(event) => onToggleChecked(event.target.checked)}
      />
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.image}
          src={product.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      </Link>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <ul className={styles.notes}>
          {product.requiresPrescription ? (
            <li className={styles.noteRx}>{CART_LINE_TEXT.prescription}</li>
          ) : null}
          {item.isExpirating ? (
            <li className={styles.noteWarn}>{CART_LINE_TEXT.expiring}</li>
          ) : null}
          {available && (product.hasOnlyBookingPrices || !product.availableForOrder) ? (
            <li className={styles.noteWarn}>{CART_LINE_TEXT.bookingOnly}</li>
          ) : null}
          {!available ? <li className={styles.noteMuted}>{CART_LINE_TEXT.notAvailable}</li> : null}
        </ul>
        <p className={styles.unit}>{CART_LINE_TEXT.perUnit(formatMoney(item.price))}</p>
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          value={item.quantity}
          max={product.maxQuantity > 0 ? product.maxQuantity : undefined}
          label={product.name}
          onChange={onQuantityChange}
          disabled={!available}
        />
      </div>
      <div className={styles.total}>
        <Price
          value={item.totalAmount}
          old={item.totalDiscount > 0 ? item.totalAmount + item.totalDiscount : null}
          size="md"
        />
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={CART_LINE_TEXT.remove(product.name)}
      >
        <Icon name="trash" size={20} />
        <span className={styles.removeText} aria-hidden="true">
          {CART_LINE_TEXT.removeShort}
        </span>
      </button>
    </article>
  )
}
