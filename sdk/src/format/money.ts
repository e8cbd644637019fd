// Prices in roubles as shoppers read them: '1 234 ₽', '99,90 ₽'.

const WHOLE_ROUBLES = /* @__PURE__ */ new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const WITH_KOPECKS = /* @__PURE__ */ new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * Formats an amount in RUB the Russian way, through `Intl.NumberFormat('ru-RU')`:
 * thousands are separated and the sign follows the number, both with a non-breaking
 * space (U+00A0), so a price never wraps in the middle. Kopecks are shown only when
 * the amount has them (then always two digits).
 *
 * @example
 * formatMoney(1234) // '1 234 ₽' (non-breaking spaces)
 * formatMoney(99.9) // '99,90 ₽'
 */
export function formatMoney(amount: number): string {
  const hasKopecks = Math.round(Math.abs(amount) * 100) % 100 !== 0
  return (hasKopecks ? WITH_KOPECKS : WHOLE_ROUBLES).format(amount)
}
