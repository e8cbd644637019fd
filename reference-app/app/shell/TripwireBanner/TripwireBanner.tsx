// The thin tripwire strip above the header (BannerTripwire: text, backgroundColor,
// textColor, url): the whole strip is a link when it has a url.
import { Link } from 'react-router'
import type { TripwireBannerQuery } from '../../shop'
import styles from './TripwireBanner.module.css'

export const TRIPWIRE_TEXT = {
  label: 'Специальное предложение',
} as const

export interface TripwireBannerProps {
  readonly banner: NonNullable<TripwireBannerQuery['bannerTripwire']>
}

export function TripwireBanner({ banner }: TripwireBannerProps) {
  const style = {
    background: banner.backgroundColor ?? undefined,
    color: banner.textColor ?? undefined,
  }
  return (
    <aside className={styles.strip} style={style} aria-label={TRIPWIRE_TEXT.label}>
      {banner.url ? (
        <Link to={banner.url} className={styles.link} style={{ color: 'inherit' }}>
          {banner.text}
        </Link>
      ) : (
        <p className={styles.text}>{banner.text}</p>
      )}
    </aside>
  )
}
