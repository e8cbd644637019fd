// The number of a card or a document the shopper types off it (a loyalty card, an OMS policy) on a
// personal-area mode screen: digits only (and spaces where the card prints them), cut at its
// length, never filled in by the browser.
import { Field } from '../ui/Field/Field'

export function DocumentNumberField({
  label,
  value,
  onChange,
  maxLength,
  spaces = false,
  error,
  placeholder,
}: {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** Characters kept at most. */
  readonly maxLength: number
  /** Keep the spaces typed between the groups of digits. Default: false. */
  readonly spaces?: boolean
  /** Default: none. */
  readonly error?: string
  /** Default: none. */
  readonly placeholder?: string
}) {
  const typed = spaces ? /[^\d ]/g : /\D/g
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(typed, '').slice(0, maxLength))}
        />
      )}
    </Field>
  )
}
