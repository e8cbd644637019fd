// The phone field of the sign-in, order look-up, loyalty card and operator forms: a Field with a
// telephone keyboard, the shop's mask as placeholder and the browser's phone autofill.
import { PHONE_MASK } from '../../shop'
import { Field, type FieldProps } from './Field'

export interface PhoneFieldProps extends Omit<FieldProps, 'children'> {
  readonly value: string
  /** The typed text (masking it is the caller's, see usePhoneInput). */
  readonly onChange: (value: string) => void
  /** Classes beside `input` on the control. Default: none. */
  readonly inputClassName?: string
  /** Off where the phone is someone else's (an operator types the customer's). Default: 'tel'. */
  readonly autoComplete?: 'tel' | 'off'
}

export function PhoneField({
  value,
  onChange,
  inputClassName,
  autoComplete = 'tel',
  ...field
}: PhoneFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          className={inputClassName ? `input ${inputClassName}` : 'input'}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          placeholder={PHONE_MASK}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
