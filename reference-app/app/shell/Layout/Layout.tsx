// The page frame: progress bar, tripwire strip, sticky header, big-sale banner, the page
// itself in <main>, footer, toasts and the modals (region, auth). Data comes in as props;
// the shell (app/shell) fills them from the hooks.
import type { ReactNode } from 'react'
import type { BigSaleQuery, TripwireBannerQuery } from '../../shop'
import { lazyPart } from '../../ui/LazyPart/lazyPart'
// The footer's stylesheet loads with the page: the server renders the footer before its code arrives.
import '../Footer/Footer.module.css'
import { Header, type HeaderProps } from '../Header/Header'
import { ProgressBar } from '../ProgressBar/ProgressBar'
import { SaleBanner } from '../SaleBanner/SaleBanner'
import { type ToastItem, Toasts } from '../Toasts/Toasts'
import { TripwireBanner } from '../TripwireBanner/TripwireBanner'
import styles from './Layout.module.css'

/** The footer is at the bottom of every page: its code loads when it nears the screen (ui/LazyPart). */
const Footer = lazyPart(() => import('../Footer/Footer'), 'Footer', { whenNear: true })

export const LAYOUT_TEXT = {
  skipToContent: 'Перейти к основному содержимому',
} as const

/** The id of <main>, the skip link's target. */
export const MAIN_ID = 'main'

export interface LayoutProps {
  readonly header: HeaderProps
  readonly tripwire?: TripwireBannerQuery['bannerTripwire']
  readonly bigSale?: BigSaleQuery['bigSale']
  readonly toasts: readonly ToastItem[]
  readonly onDismissToast: (id: string) => void
  /** Navigation progress 0–100 (useRouteProgress). */
  readonly progress: number
  /** The copyright year. */
  readonly year: number
  /** Modals of the whole site (region, auth), rendered after the footer. */
  readonly modals?: ReactNode
  readonly children: ReactNode
}

export function Layout({
  header,
  tripwire,
  bigSale,
  toasts,
  onDismissToast,
  progress,
  year,
  modals,
  children,
}: LayoutProps) {
  return (
    <div className={styles.layout}>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {LAYOUT_TEXT.skipToContent}
      </a>
      <ProgressBar value={progress} />
      {tripwire ? <TripwireBanner banner={tripwire} /> : null}
      <Header {...header} />
      {bigSale ? <SaleBanner bigSale={bigSale} /> : null}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} />
      <Toasts toasts={toasts} onDismiss={onDismissToast} />
      {modals}
    </div>
  )
}
