// The profile form's rules (SPEC §5): each field's message, or none, by the sdk's rules —
// names letters only (3 to 64), the birthday as '##.##.####' for ages 14 to 100, the e-mail.
import {
  applyBirthDateMask,
  birthDateFromApi,
  birthDateToApi,
  TEXT_MIN_LENGTH,
  type UpdateProfile,
  validateBirthDate,
  validateEmail,
  validateName,
} from '@apteka/sdk'
import type { ProfileFieldsFragment } from '../../shop'

/** What the form holds: text as typed, the birthday as shown (DD.MM.YYYY). */
export interface ProfileFormValues {
  surname: string
  name: string
  patronymic: string
  birthday: string
  gender: string
  email: string
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>

export { applyBirthDateMask }

/** The form filled from the profile. */
export function profileFormValues(profile: ProfileFieldsFragment): ProfileFormValues {
  return {
    surname: profile.surname ?? '',
    name: profile.name ?? '',
    patronymic: profile.patronymic ?? '',
    birthday: birthDateFromApi(profile.birthday) ?? '',
    gender: profile.gender ?? '',
    email: profile.email ?? '',
  }
}

const NAME_PART = { minLength: TEXT_MIN_LENGTH } as const

/** The message under each field that is not right; an empty object means the form may be sent. */
export function validateProfileForm(values: ProfileFormValues, today: Date): ProfileFormErrors {
  const errors: ProfileFormErrors = {}
  const checks: Array<[keyof ProfileFormValues, string | null]> = [
    ['surname', validateName(values.surname, NAME_PART)],
    ['name', validateName(values.name, { ...NAME_PART, required: true })],
    ['patronymic', validateName(values.patronymic, NAME_PART)],
    ['birthday', values.birthday.trim() ? validateBirthDate(values.birthday, today) : null],
    ['email', validateEmail(values.email)],
  ]
  for (const [field, message] of checks) if (message) errors[field] = message
  return errors
}

/** The UpdateProfile of a valid form (an emptied optional field is cleared). */
export function profileUpdate(values: ProfileFormValues): UpdateProfile {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    patronymic: values.patronymic.trim(),
    email: values.email.trim(),
    gender: values.gender || null,
    birthday: values.birthday.trim() ? birthDateToApi(values.birthday) : null,
  }
}
