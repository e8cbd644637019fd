// The shop's logo: a green cross mark drawn inline and the wordmark 'Аптека'.
import { Link } from 'react-router'
import styles from './Logo.module.css'

export const LOGO_TEXT = {
  wordmark: 'Аптека',
  home: 'Аптека — на главную',
} as const

export interface LogoProps {
  /** Hide the wordmark below 768 px, keeping it for screen readers. Default: false. */
  readonly compact?: boolean
  /** Where the logo leads. Default: '/'. */
  readonly to?: string
}

export function Logo({ compact = false, to = '/' }: LogoProps) {
  return (
    <Link to={to} className={styles.logo} aria-label={LOGO_TEXT.home}>
      <LogoMark />
      <span className={compact ? styles.wordmarkCompact : styles.wordmark}>
        {LOGO_TEXT.wordmark}
      </span>
    </Link>
  )
}

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="36" height="36" rx="10" fill="var(--color-brand)" />
      <path
        d="M15 8.5h6a1 1 0 0 1 1 1V14h4.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H22v4.5a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1V22H9.5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1H14V9.5a1 1 0 0 1 1-1Z"
        fill="#fff"
      />
      <circle cx="27.5" cy="8.5" r="3" fill="#7fe0b0" />
    </svg>
  )
}
