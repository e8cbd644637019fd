// Public surface of format/: how numbers, texts, dates, hours, images and addresses read in the shop.

export type { AddressParts } from './address'
export { CITY_PREFIX, formatAddress, HOUSE_PREFIX, namesPlaceKind } from './address'
export type { CalendarDate, WeekdayLabel } from './dates'
export {
  calendarDate,
  calendarDaysBetween,
  DELIVERY_DAY_LABELS,
  deliveryDayLabel,
  formatApiDate,
  formatDate,
  fullMonthsBetween,
  MONTH_NAMES_GENITIVE,
  parseApiDate,
  parseDisplayDate,
  toCalendarDate,
  WEEKDAY_LABELS,
  weekdayLabel,
} from './dates'
export type { ImageSize } from './images'
export { IMAGE_SIZES, imageUrl } from './images'
export { applyDigitMask, MASK_DIGIT } from './masks'
export { formatMoney } from './money'
export type { PluralForms } from './plural'
export { plural } from './plural'
export { TRUNCATE_ELLIPSIS, TRUNCATE_LENGTH, truncate } from './truncate'
export type { WorkingDay, WorkingHoursLine } from './workingHours'
export { groupWorkingHours, WORKING_DAYS_GROUPS } from './workingHours'
