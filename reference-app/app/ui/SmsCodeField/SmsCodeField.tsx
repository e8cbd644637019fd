// The SMS code field of every sign-in form: digits only, at most `length` of them, and the
// browser's one-time-code autofill.
import { Field } from '../Field/Field'

export interface SmsCodeFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (code: string) => void
  /** Digits the code may have. Default: 6. */
  readonly length?: number
}

export function SmsCodeField({ label, value, onChange, length = 6 }: SmsCodeFieldProps) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        />
      )}
    </Field>
  )
}
