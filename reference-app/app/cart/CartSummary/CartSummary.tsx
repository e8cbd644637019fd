// The cart's totals (CartTotal): products and their sum, the discount, delivery, the
// total to pay ('от' when needTotalPrefix), the points it earns ('Начислим N баллов'),
// and 'Оформить заказ', disabled with the server's message (e.g. the minimum sum).
import { type CartTotalFieldsFragment, formatMoney, plural } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { Price } from '../../ui/Price/Price'
import styles from './CartSummary.module.css'

export const CART_SUMMARY_TEXT = {
  title: 'Ваш заказ',
  /** Packs, not lines: two packs of one product are 'Товары, 2 упаковки'. */
  products: (packs: number) =>
    `Товары, ${packs} ${plural(packs, ['упаковка', 'упаковки', 'упаковок'])}`,
  discount: 'Скидка',
  delivery: 'Доставка',
  total: 'Итого',
  points: (points: number) => `Начислим ${points} ${plural(points, ['балл', 'балла', 'баллов'])}`,
  checkout: 'Оформить заказ',
  bookingOnly: 'Часть товаров доступна только для бронирования в аптеке',
  prescription: 'Рецептурные препараты отпускаются в аптеке при предъявлении рецепта',
} as const

export interface CartSummaryProps {
  readonly total: CartTotalFieldsFragment
  readonly onCheckout: () => void
  /** The checkout request is running. Default: false. */
  readonly pending?: boolean
  /** The button's label. Default: 'Оформить заказ'. */
  readonly submitLabel?: string
  /** Show the courier price row (courier orders only). Default: true. */
  readonly showDelivery?: boolean
}

export function CartSummary({
  total,
  onCheckout,
  pending = false,
  submitLabel = CART_SUMMARY_TEXT.checkout,
  showDelivery = true,
}: CartSummaryProps) {
  const showOld = total.discount > 0
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {CART_SUMMARY_TEXT.title}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{CART_SUMMARY_TEXT.products(total.quantity)}</dt>
          <dd>{formatMoney(showOld ? total.amount : total.productsAmount)}</dd>
        </div>
        {showOld ? (
          <div className={styles.row}>
            <dt>{CART_SUMMARY_TEXT.discount}</dt>
            <dd className={styles.discount}>−{formatMoney(total.discount)}</dd>
          </div>
        ) : null}
        {showDelivery && total.courierPrice != null && total.courierPrice > 0 ? (
          <div className={styles.row}>
            <dt>{CART_SUMMARY_TEXT.delivery}</dt>
            <dd>{formatMoney(total.courierPrice)}</dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>{CART_SUMMARY_TEXT.total}</dt>
          <dd>
            <Price value={total.totalAmount} prefix={total.needTotalPrefix} size="lg" />
          </dd>
        </div>
      </dl>
      {total.points > 0 ? (
        <p className={styles.points}>
          <Icon name="percent" size={18} />
          {CART_SUMMARY_TEXT.points(total.points)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={!total.button.available || pending}
        aria-describedby={total.button.message ? 'cart-summary-message' : undefined}
        onClick={onCheckout}
      >
        {submitLabel}
      </button>
      {total.button.message ? (
        <p id="cart-summary-message" className={styles.message}>
          <Icon name="info" size={18} />
          {total.button.message}
        </p>
      ) : null}
      {total.hasBookingOnlyPrices ? (
        <p className={styles.note}>{CART_SUMMARY_TEXT.bookingOnly}</p>
      ) : null}
      {total.hasPrescripted ? (
        <p className={styles.note}>{CART_SUMMARY_TEXT.prescription}</p>
      ) : null}
    </section>
  )
}
