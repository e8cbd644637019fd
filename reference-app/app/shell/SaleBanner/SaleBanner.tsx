// The big sale banner (BigSale: sale{name, image, background}, url): a wide picture link
// on the sale's own background colour.
import { Link } from 'react-router'
import type { BigSaleQuery } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import styles from './SaleBanner.module.css'

export const SALE_BANNER_TEXT = {
  more: 'Подробнее',
} as const

export interface SaleBannerProps {
  readonly bigSale: NonNullable<BigSaleQuery['bigSale']>
}

export function SaleBanner({ bigSale }: SaleBannerProps) {
  const { sale, url } = bigSale
  return (
    <div className="container">
      <Link
        to={url}
        className={styles.banner}
        style={{ background: sale.background ?? undefined }}
        data-has-background={Boolean(sale.background)}
      >
        <span className={styles.text}>
          <span className={styles.name}>{sale.name}</span>
          <span className={styles.more}>
            {SALE_BANNER_TEXT.more}
            <Icon name="chevronRight" size={18} />
          </span>
        </span>
        {sale.image ? (
          <img className={styles.image} src={sale.image} alt="" width={320} height={160} />
        ) : null}
      </Link>
    </div>
  )
}
