// An empty result: the sad face (SPEC §2), a title and a hint, with an optional action.
import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import styles from './EmptyState.module.css'

/** The empty search result text (SPEC §2). */
export const SEARCH_EMPTY_TEXT = 'По вашему запросу ничего не найдено...'

export interface EmptyStateProps {
  /** The main line. Default: SEARCH_EMPTY_TEXT. */
  readonly title?: ReactNode
  /** A hint under it. */
  readonly text?: ReactNode
  /** Show the sad-face icon. Default: true. */
  readonly icon?: boolean
  /** A button or link, e.g. back to the catalogue. */
  readonly action?: ReactNode
  /** The heading level of the title. Default: 2. */
  readonly headingLevel?: 1 | 2 | 3
}

export function EmptyState({
  title = SEARCH_EMPTY_TEXT,
  text,
  icon = true,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.empty}>
      {icon ? (
        <span className={styles.icon}>
          <Icon name="sad" size={56} strokeWidth={1.4} />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  )
}
