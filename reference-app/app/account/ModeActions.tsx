// The end of a personal-area mode panel (card issue, prescriptions, operator): the API's refusal
// if any, then the primary action and the others after it.
import type { ReactNode } from 'react'
import styles from './accountModes.module.css'
import { ModeError } from './ModeError'

export function ModeActions({
  error = null,
  label,
  disabled = false,
  onClick,
  children,
}: {
  /** The refusal shown above the actions. Default: null (none). */
  readonly error?: string | null
  /** The primary button's text. */
  readonly label: string
  /** Default: false. */
  readonly disabled?: boolean
  /** What the primary button does; without it, it submits the form it stands in. Default: submit. */
  readonly onClick?: () => void
  /** The actions after the primary one. Default: none. */
  readonly children?: ReactNode
}) {
  return (
    <>
      <ModeError error={error} />
      <div className={styles.actions}>
        <button
          type={onClick ? 'button' : 'submit'}
          className="btn btn--primary"
          disabled={disabled}
          onClick={onClick}
        >
          {label}
        </button>
        {children}
      </div>
    </>
  )
}
