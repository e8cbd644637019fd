// Loyalty points in Russian: '1 балл', '2 балла', '5 баллов' (SPEC §5: 1, 2–4, 5–20), chosen
// by the platform's own Russian plural rules (Intl.PluralRules).

const RULES = new Intl.PluralRules('ru-RU')

const FORMS: Readonly<Record<string, string>> = {
  one: 'балл',
  few: 'балла',
  many: 'баллов',
  // Fractions ('1,5 балла'); points are whole, but the rules name the category.
  other: 'балла',
}

/** The word for `n` points. */
export const pointsWord = (n: number): string => FORMS[RULES.select(Math.abs(n))] ?? 'баллов'

/** '1 балл', '22 балла', '−5 баллов' (negative for points spent). */
export function pointsText(n: number): string {
  const number = new Intl.NumberFormat('ru-RU').format(n)
  return `${number} ${pointsWord(n)}`
}
