// The promotions pages' Russian texts, and the advertising marking that Russian advertising
// law asks for on an advertiser's promotion: 'Реклама', the advertiser and the erid token.

export const PROMO_TEXT = {
  title: 'Акции',
  titleIn: (regionP: string) => `Акции и скидки в аптеках в ${regionP}`,
  description: (regionP: string) =>
    `Акции аптеки в ${regionP}: скидки на лекарства, витамины и товары для здоровья, подарки и двойные баллы.`,
  filtered: 'Акции по фильтру',
  home: 'Главная',
  empty: 'Сейчас акций нет. Загляните позже.',
  period: (from: string, to: string) => `${from} — ${to}`,
  products: 'Товары акции',
  productsEmpty: 'В вашем регионе товаров этой акции сейчас нет.',
  related: 'Другие акции',
  advertising: 'Реклама',
  personal: 'Персональная акция',
  events: 'Подборки',
} as const

/**
 * A filter segment a shopper can read without the shop's names: 'discount:15' → 'Скидка 15 %';
 * null for one that needs a name (category, brand: promoFilters.server.ts) or is unknown.
 */
export function filterLabel(segment: string): string | null {
  const [name, value] = segment.split(':')
  if (name === 'discount' && value && /^\d{1,2}$/.test(value)) return `Скидка ${value}\u00a0%`
  return null
}

/** The marking line of an advertiser's promotion: 'Реклама. ООО «Ромашка», erid: 2Vtzq…'. */
export function advertisingMark(advertiser: { name: string; erid?: string | null }): string {
  const erid = advertiser.erid ? `, erid: ${advertiser.erid}` : ''
  return `${PROMO_TEXT.advertising}. ${advertiser.name}${erid}`
}

/** '2026-03-01' → '1 марта 2026'. */
export function promoDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(date)
    .replace(/\s*г\.$/, '')
}
