// Public surface of validation/: the field rules and messages of SPEC §5.
export {
  ageOn,
  applyBirthDateMask,
  BIRTH_DATE_MASK,
  BIRTH_DATE_MAX_AGE,
  BIRTH_DATE_MIN_AGE,
  birthDateFromApi,
  birthDateToApi,
  validateBirthDate,
} from './birthDate'
export type { CleanInput, InputKind } from './inputLimits'
export {
  cleanInput,
  INPUT_LIMITS,
  MULTILINE_INPUTS,
  stripControlCharacters,
} from './inputLimits'
export type { RegistrationNameErrors, RegistrationNames } from './registration'
export { validateRegistrationNames } from './registration'
export type { TextFieldOptions } from './textField'
export {
  NAME_PATTERN,
  TEXT_FIELD_PATTERN,
  TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH_LONG,
  TEXT_MIN_LENGTH,
  TEXT_PATTERN_MAX_LENGTH,
  tooLongMessage,
  tooShortMessage,
  VALIDATION_MESSAGES,
  validateEmail,
  validateName,
  validateRequired,
  validateTextField,
} from './textField'
