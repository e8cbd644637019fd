// Public surface of phone/: Russian phone numbers as typed, stored and shown.
export {
  applyPhoneMask,
  CALL_CENTER_PHONE,
  COUNTRY_CODE,
  formatPhone,
  isValidPhone,
  normalizePhone,
  PHONE_DIGITS,
  PHONE_MASK,
} from './phone'
