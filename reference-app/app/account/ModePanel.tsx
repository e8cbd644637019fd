// A panel of the personal-area mode screens (card issue, prescriptions, operator): a section
// named by its heading, so a screen reader lists the panels by title.
import { type ReactNode, useId } from 'react'
import styles from './accountModes.module.css'

export function ModePanel({
  title,
  step,
  children,
}: {
  readonly title: string
  /** The flow step the panel shows, as data-step (the card issue's). Default: none. */
  readonly step?: string
  readonly children: ReactNode
}) {
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={id} data-step={step}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}
