// The frame of every personal-area page (SPEC §2): title and h1 rendered on the server,
// 'noindex', the sections' navigation, and for an anonymous visitor a sign-in prompt whose
// button opens the auth modal (with promoCode for the promo-code pages, SPEC §6).
import { useAuth } from '@apteka/hooks'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './account.module.css'

export const ACCOUNT_TEXT = {
  navLabel: 'Личный кабинет',
  signInTitle: 'Войдите в личный кабинет',
  signInLead: 'Чтобы увидеть эту страницу, войдите по номеру телефона.',
  signIn: 'Войти',
} as const

/** The sections of the personal area, in the order of the navigation. */
export const ACCOUNT_SECTIONS = [
  { to: '/personal', label: 'Профиль', end: true },
  { to: '/personal/history', label: 'Мои заказы', end: false },
  { to: '/favorite', label: 'Избранное', end: false },
  { to: '/personal/mybonus', label: 'Бонусы', end: false },
  { to: '/personal/promo', label: 'Промокоды', end: false },
  { to: '/ref', label: 'Пригласить друга', end: false },
] as const

export interface AccountPageProps {
  /** The page's title and h1. */
  readonly title: string
  /** The sign-in prompt opens the auth modal in its promo-code form. Default: false. */
  readonly promoCode?: boolean
  /** Shown only to a signed-in customer. */
  readonly children: ReactNode
}

export function AccountPage({ title, promoCode = false, children }: AccountPageProps) {
  const { isAuthenticated, requireAuth } = useAuth()
  return (
    <div className="container page">
      <PageMeta title={title} robots="noindex" />
      <h1 className="page__title">{title}</h1>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={ACCOUNT_TEXT.navLabel}>
          <ul>
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={styles.navLink}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.main}>
          {isAuthenticated ? (
            children
          ) : (
            <section className={styles.card} aria-labelledby="account-sign-in">
              <h2 id="account-sign-in" className={styles.cardTitle}>
                {ACCOUNT_TEXT.signInTitle}
              </h2>
              <p className={styles.muted}>{ACCOUNT_TEXT.signInLead}</p>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void requireAuth(() => undefined, { promoCode })}
              >
                {ACCOUNT_TEXT.signIn}
              </button>
            </section>
          )}
        </div>
      </div>
    </div>
  )
}
