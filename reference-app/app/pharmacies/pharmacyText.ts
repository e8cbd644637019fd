// The pharmacies pages' Russian texts and the pure rules they show: the pickup and booking
// terms in words and payment types at the counter (the licences are the shop's identity).
import { paymentLabel, plural } from '../shop'

export const PHARMACIES_TEXT = {
  title: 'Аптеки',
  titleIn: (regionP: string) => `Аптеки в ${regionP}`,
  description: (regionP: string) =>
    `Адреса, режим работы и телефоны аптек в ${regionP}: круглосуточные аптеки, самовывоз сегодня, оплата картой. Аптеки на карте и списком.`,
  home: 'Главная',
  search: 'Адрес, метро или название аптеки',
  filters: 'Фильтры',
  roundTheClock: 'Круглосуточно',
  pickupToday: 'Самовывоз сегодня',
  cardPayment: 'Оплата картой',
  favorite: 'Мои аптеки',
  views: 'Вид',
  list: 'Списком',
  map: 'На карте',
  found: (n: number) => `${n} ${plural(n, ['аптека', 'аптеки', 'аптек'])}`,
  empty: 'Аптек по вашему запросу не найдено. Измените адрес или снимите фильтры.',
  more: 'Показать ещё',
  details: 'Подробнее об аптеке',
  metro: 'м.',
  makeMine: 'Сделать моей аптекой',
  isMine: 'Моя аптека',
  forgetMine: 'Убрать из моих аптек',
  favoriteOn: (name: string) => `Убрать ${name} из моих аптек`,
  favoriteOff: (name: string) => `Добавить ${name} в мои аптеки`,
  address: 'Адрес',
  phone: 'Телефон',
  hours: 'Режим работы',
  terms: 'Получение заказа',
  payment: 'Способы оплаты',
  licence: 'Лицензии',
  inStock: 'Товары в наличии в этой аптеке',
  inStockEmpty: 'Сейчас в этой аптеке нет товаров для бронирования.',
  route: 'Как добраться',
  notFound: 'Аптека не найдена',
} as const

/** The /pharmacies map's controls. */
export const PHARMACIES_MAP_TEXT = {
  zoomIn: 'Приблизить карту',
  zoomOut: 'Отдалить карту',
  north: 'Сдвинуть карту на север',
  south: 'Сдвинуть карту на юг',
  west: 'Сдвинуть карту на запад',
  east: 'Сдвинуть карту на восток',
  closeCard: 'Закрыть',
} as const

/** When an order placed now can be picked up: 'сегодня', 'завтра', 'через 2 дня'. */
export function pickupTermText(days: number): string {
  if (days <= 0) return 'сегодня'
  if (days === 1) return 'завтра'
  return `через ${days} ${plural(days, ['день', 'дня', 'дней'])}`
}

/** The terms of a pharmacy in sentences (pickup of an order, a booking from its shelf). */
export function pharmacyTerms(term: { pickupDays: number; bookingDays: number }): string[] {
  return [
    `Самовывоз заказа — ${pickupTermText(term.pickupDays)}, оплата при получении или онлайн.`,
    `Бронирование товара из наличия аптеки — ${pickupTermText(term.bookingDays)}; бронь хранится 3 дня.`,
  ]
}

/** Payment types at the counter as the shopper reads them, each once. */
export function pickupPaymentLabels(types: readonly string[]): string[] {
  return [...new Set(types.map((type) => paymentLabel(type as never, 'pickup')))]
}
