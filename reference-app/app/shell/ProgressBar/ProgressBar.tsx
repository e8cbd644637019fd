// The top progress bar of navigation (SPEC §2, §9): the value goes 0 → 75 on route start
// and 100 on completion, then back to 0; the bar's width follows with a CSS transition.
import styles from './ProgressBar.module.css'

export const PROGRESS_BAR_TEXT = {
  label: 'Загрузка страницы',
} as const

export interface ProgressBarProps {
  /** Progress 0–100; 0 hides the bar. Values outside are clamped. */
  readonly value: number
}

export function ProgressBar({ value }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0))
  const active = clamped > 0
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={PROGRESS_BAR_TEXT.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-hidden={!active}
      data-active={active}
    >
      <div className={styles.bar} style={{ width: `${clamped}%` }} />
    </div>
  )
}
