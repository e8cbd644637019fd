// A price in roubles as shoppers read it: '1 234 ₽', with the 'от' prefix when the
// product has several prices, and the old price struck through beside it.
import { formatMoney } from '../../shop'
import styles from './Price.module.css'

export const PRICE_TEXT = {
  from: 'от',
  oldPrice: 'Старая цена:',
  price: 'Цена:',
} as const

export interface PriceProps {
  /** The amount in roubles. */
  readonly value: number
  /** The old amount; shown struck through only when it is higher than `value`. */
  readonly old?: number | null
  /** Show the 'от' prefix (a product with several prices). Default: false. */
  readonly prefix?: boolean
  /** Type size. Default: 'md'. */
  readonly size?: 'sm' | 'md' | 'lg' | 'xl'
  /** Extra class. */
  readonly className?: string
}

export function Price({ value, old, prefix = false, size = 'md', className }: PriceProps) {
  const hasOld = old != null && old > value
  return (
    <span className={[styles[size], className].filter(Boolean).join(' ')}>
      <span className={hasOld ? styles.currentSale : styles.current}>
        {prefix ? <span className={styles.prefix}>{PRICE_TEXT.from} </span> : null}
        {formatMoney(value)}
      </span>
      {hasOld ? (
        <s className={styles.old}>
          <span className="visually-hidden">{PRICE_TEXT.oldPrice} </span>
          {formatMoney(old)}
        </s>
      ) : null}
    </span>
  )
}
