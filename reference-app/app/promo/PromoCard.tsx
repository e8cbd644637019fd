// A promotion's card: image, name, period and, for an advertiser's promotion, the marking.
// It links where promotionHref says (a url without a promo segment is followed as it is).
import { promotionHref } from '@apteka/hooks'
import { Link } from 'react-router'
import styles from './Promo.module.css'
import { advertisingMark, PROMO_TEXT, promoDate } from './promoText'

/** A promotion as a card needs it: a related promo has no period. */
export interface PromoCardData {
  readonly alias: string
  readonly name: string
  readonly url: string
  readonly image: string
  readonly dateStart?: string | null
  readonly dateEnd?: string | null
  readonly advertiser?: { readonly name: string; readonly erid?: string | null } | null
}

export function PromoCard({ promotion }: { promotion: PromoCardData }) {
  return (
    <article className={styles.card}>
      <Link to={promotionHref(promotion)} className={styles.cardLink}>
        <img
          src={promotion.image}
          alt=""
          className={styles.image}
          width={400}
          height={200}
          loading="lazy"
        />
        <h2 className={styles.name}>{promotion.name}</h2>
      </Link>
      {promotion.dateStart && promotion.dateEnd ? (
        <p className={styles.muted}>
          {PROMO_TEXT.period(promoDate(promotion.dateStart), promoDate(promotion.dateEnd))}
        </p>
      ) : null}
      {promotion.advertiser ? (
        <p className={styles.mark}>{advertisingMark(promotion.advertiser)}</p>
      ) : null}
    </article>
  )
}
