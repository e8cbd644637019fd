// The cart's totals (CartTotal): every term of the money (MoneyTerms: goods, discounts by kind,
// delivery, the total, 'от' when needTotalPrefix), the points it earns ('Начислим N баллов'),
// and 'Оформить заказ', disabled with the server's message (e.g. the minimum sum). The cart and the
// checkout show the same terms (#32); on /cart, while nothing is chosen at the checkout yet, it says
// that the promo code and points can still be applied there.
import { type CartTotalFieldsFragment, plural } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { cartMoneyTerms, MoneyTerms } from '../MoneyTerms/MoneyTerms'
import styles from './CartSummary.module.css'

export const CART_SUMMARY_TEXT = {
  title: 'Ваш заказ',
  points: (points: number) => `Начислим ${points} ${plural(points, ['балл', 'балла', 'баллов'])}`,
  checkout: 'Оформить заказ',
  bookingOnly: 'Часть товаров доступна только для бронирования в аптеке',
  prescription: 'Рецептурные препараты отпускаются в аптеке при предъявлении рецепта',
  beforeLoyalty: 'Сумма без промокода и баллов: их можно применить при оформлении заказа',
} as const

export interface CartSummaryProps {
  readonly total: CartTotalFieldsFragment
  readonly onCheckout: () => void
  /** The checkout request is running. Default: false. */
  readonly pending?: boolean
  /** The button's label. Default: 'Оформить заказ'. */
  readonly submitLabel?: string
  /**
   * On /cart: while no promo code, points or courier are part of the total, say that the promo code
   * and points are applied at the checkout. Default: false.
   */
  readonly beforeLoyalty?: boolean
}

export function CartSummary({
  total,
  onCheckout,
  pending = false,
  submitLabel = CART_SUMMARY_TEXT.checkout,
  beforeLoyalty = false,
}: CartSummaryProps) {
  const nothingChosen =
    total.promoDiscount === 0 && total.expensePoints === 0 && !total.deliveryIncluded
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {CART_SUMMARY_TEXT.title}
      </h2>
      <MoneyTerms terms={cartMoneyTerms(total)} />
      {beforeLoyalty && nothingChosen ? (
        <p className={styles.note} data-testid="cart-before-loyalty">
          {CART_SUMMARY_TEXT.beforeLoyalty}
        </p>
      ) : null}
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
