// One form field of the storefront: label, control, required marker, hint and error text, with the
// aria wiring a screen reader needs. Every form uses it, so the wiring is written once.
import { type ReactNode, useId } from 'react'

/** What Field hands its control so that the label, the hint and the error point at it. */
export interface FieldControlProps {
  readonly id: string
  readonly 'aria-invalid': true | undefined
  readonly 'aria-describedby': string | undefined
}

export interface FieldProps {
  /** The visible label; it names the control. */
  readonly label: ReactNode
  /** Renders the control; spread the given props onto it. */
  readonly children: (control: FieldControlProps) => ReactNode
  /**
   * Shows the required marker after the label (hidden from screen readers: the control's own
   * `required` says it). Default: false.
   */
  readonly required?: boolean
  /** The error under the control, a message of SPEC §5 or §8; marks the control invalid. Default: none. */
  readonly error?: ReactNode
  /**
   * Announce the error as it appears (role="alert"). Off where the form announces the same words
   * itself, so a screen reader does not say them twice. Default: true.
   */
  readonly announce?: boolean
  /** A hint under the control, shown while there is no error. Default: none. */
  readonly hint?: ReactNode
  /** Classes added beside `field` on the wrapper. Default: none. */
  readonly className?: string
  /** `data-testid` of the error text. Default: none. */
  readonly errorTestId?: string
  /** What follows the control and its texts (address suggestions, a button). Default: none. */
  readonly after?: ReactNode
}

export function Field({
  label,
  children,
  required = false,
  error,
  announce = true,
  hint,
  className,
  errorTestId,
  after,
}: FieldProps) {
  const id = useId()
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const hasHint = !hasError && hint !== undefined && hint !== null
  const describedBy = hasError ? `${id}-error` : hasHint ? `${id}-hint` : undefined
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            •
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hasError ? (
        <p
          id={`${id}-error`}
          className="field__error"
          role={announce ? 'alert' : undefined}
          data-testid={errorTestId}
        >
          {error}
        </p>
      ) : null}
      {hasHint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {after}
    </div>
  )
}
