// Every term of a cart's, a checkout's or an order's money, as the API priced it with the sdk's
// money model: goods at list prices, the price types' discount, the promo code, points spent,
// delivery, and the total they add up to (#32). One component for the cart, checkout, success,
// order and history pages, so they show the same rows.
import {
  type CartTotalFieldsFragment,
  formatMoney,
  type OrderFieldsFragment,
  plural,
} from '../../shop'
import { Price } from '../../ui/Price/Price'
import styles from './MoneyTerms.module.css'

export const MONEY_TERMS_TEXT = {
  /** Packs, not lines: two packs of one product are 'Товары, 2 упаковки'. */
  products: (packs: number) =>
    `Товары, ${packs} ${plural(packs, ['упаковка', 'упаковки', 'упаковок'])}`,
  discount: 'Скидка',
  promo: (code: string | null) => (code ? `Промокод ${code}` : 'Промокод'),
  points: 'Списано баллами',
  delivery: 'Доставка',
  total: 'Итого',
} as const

/** The terms a summary shows; total = amount − priceDiscount − promoDiscount − pointsSpent + delivery. */
export interface MoneyTermsValue {
  /** Packs over the lines. */
  readonly packs: number
  /** The lines at their list prices. */
  readonly amount: number
  readonly priceDiscount: number
  readonly promoDiscount: number
  readonly promoCode: string | null
  /** Points spent, 1 point = 1 ₽. */
  readonly pointsSpent: number
  /** The courier's price when it is part of the total; null when it is not. */
  readonly delivery: number | null
  readonly total: number
  /** 'от' before the total: the price depends on the pharmacy still to be chosen. */
  readonly totalPrefix: boolean
}

/**
 * The terms of a cart or a pre-order, as the API priced them: the promo code it names and the
 * courier's price only when they are part of the total (the shopper chose them at the checkout).
 */
export function cartMoneyTerms(total: CartTotalFieldsFragment): MoneyTermsValue {
  return {
    packs: total.quantity,
    amount: total.amount,
    priceDiscount: total.priceDiscount,
    promoDiscount: total.promoDiscount,
    promoCode: total.promoCode ?? null,
    pointsSpent: total.expensePoints,
    delivery: total.deliveryIncluded ? (total.courierPrice ?? 0) : null,
    total: total.totalAmount,
    totalPrefix: total.needTotalPrefix,
  }
}

/** The terms of a saved order. */
export function orderMoneyTerms(
  order: Pick<OrderFieldsFragment, 'items' | 'receiveType' | 'total'>,
): MoneyTermsValue {
  return {
    packs: order.items.reduce((sum, item) => sum + item.quantity, 0),
    amount: order.total.amount,
    priceDiscount: order.total.priceDiscount,
    promoDiscount: order.total.promoDiscount,
    promoCode: order.total.promoCode ?? null,
    pointsSpent: order.total.pointsSpent,
    delivery: order.receiveType === 'courier' ? order.total.courierPrice : null,
    total: order.total.totalAmount,
    totalPrefix: false,
  }
}

export interface MoneyTermsProps {
  readonly terms: MoneyTermsValue
  /** Type size of the total. Default: 'lg'. */
  readonly totalSize?: 'md' | 'lg'
}

export function MoneyTerms({ terms, totalSize = 'lg' }: MoneyTermsProps) {
  return (
    <dl className={styles.rows} data-money-terms="">
      <div className={styles.row} data-term="products">
        <dt>{MONEY_TERMS_TEXT.products(terms.packs)}</dt>
        <dd>{formatMoney(terms.amount)}</dd>
      </div>
      {terms.priceDiscount > 0 ? (
        <div className={styles.row} data-term="discount">
          <dt>{MONEY_TERMS_TEXT.discount}</dt>
          <dd className={styles.discount}>−{formatMoney(terms.priceDiscount)}</dd>
        </div>
      ) : null}
      {terms.promoDiscount > 0 ? (
        <div className={styles.row} data-term="promo">
          <dt>{MONEY_TERMS_TEXT.promo(terms.promoCode)}</dt>
          <dd className={styles.discount}>−{formatMoney(terms.promoDiscount)}</dd>
        </div>
      ) : null}
      {terms.pointsSpent > 0 ? (
        <div className={styles.row} data-term="points">
          <dt>{MONEY_TERMS_TEXT.points}</dt>
          <dd className={styles.discount}>−{formatMoney(terms.pointsSpent)}</dd>
        </div>
      ) : null}
      {terms.delivery !== null ? (
        <div className={styles.row} data-term="delivery">
          <dt>{MONEY_TERMS_TEXT.delivery}</dt>
          <dd>{formatMoney(terms.delivery)}</dd>
        </div>
      ) : null}
      <div className={styles.totalRow} data-term="total">
        <dt>{MONEY_TERMS_TEXT.total}</dt>
        <dd>
          <Price value={terms.total} prefix={terms.totalPrefix} size={totalSize} />
        </dd>
      </div>
    </dl>
  )
}
