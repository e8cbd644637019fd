// The phone field (SPEC §5): the mask '+7 ### ### ## ##' applied as the shopper types or
// pastes, the API form '+7XXXXXXXXXX' and the display form '+7 (XXX) XXX-XX-XX'.
import { applyPhoneMask, formatPhone, isValidPhone, normalizePhone, PHONE_MASK } from '@apteka/sdk'
import { type ChangeEvent, useCallback, useState } from 'react'

/** Options of {@link usePhoneInput}. */
export interface UsePhoneInputOptions {
  /** The number to start with, in any usual form. Default: ''. */
  initialValue?: string
}

/** What {@link usePhoneInput} returns. */
export interface UsePhoneInputResult {
  /** What the field shows: the masked text. */
  value: string
  /** The number in API form, or null while incomplete or wrong. */
  normalized: string | null
  /** The number as shown elsewhere: '+7 (916) 123-45-67'; '' while incomplete. */
  formatted: string
  isValid: boolean
  /** Takes the field's change event or a string. */
  onChange: (input: ChangeEvent<HTMLInputElement> | string) => void
  /** Clears the field. */
  reset: () => void
  /** Spread on the input element. */
  inputProps: {
    value: string
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
    type: 'tel'
    inputMode: 'tel'
    autoComplete: 'tel'
    placeholder: string
  }
}

/**
 * A masked phone field.
 *
 * @example
 * const phone = usePhoneInput()
 * <input {...phone.inputProps} />
 * <button disabled={!phone.isValid} onClick={() => getCode(phone.normalized!)}>Получить код</button>
 */
export function usePhoneInput(options: UsePhoneInputOptions = {}): UsePhoneInputResult {
  const [value, setValue] = useState(() => applyPhoneMask(options.initialValue ?? ''))
  const onChange = useCallback((input: ChangeEvent<HTMLInputElement> | string) => {
    setValue(applyPhoneMask(typeof input === 'string' ? input : input.target.value))
  }, [])
  const normalized = normalizePhone(value)
  return {
    value,
    normalized,
    formatted: normalized ? formatPhone(normalized) : '',
    isValid: isValidPhone(value),
    onChange,
    reset: useCallback(() => setValue(''), []),
    inputProps: {
      value,
      onChange,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      placeholder: PHONE_MASK,
    },
  }
}
