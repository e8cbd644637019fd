// Russian plural choice for counters in the shop: "1 товар", "2 товара", "5 товаров", by
// Intl.PluralRules('ru') rather than a table of our own.

/** The three Russian forms, in the order of the numbers 1, 2 and 5. */
export type PluralForms = readonly [one: string, few: string, many: string]

/**
 * Picks the Russian form for `n`: 1, 21, 101 take `one`; 2–4, 22–24 take `few`;
 * 0, 5–20, 25–30 and the teens 111–114 take `many`. Negative numbers count by their
 * absolute value. A fractional number takes `few`, as Russian says "1,5 товара".
 *
 * @example
 * plural(21, ['товар', 'товара', 'товаров']) // 'товар'
 * plural(12, ['товар', 'товара', 'товаров']) // 'товаров'
 */
export function plural(n: number, forms: PluralForms): string {
  const [one, few, many] = forms
  switch (russianPlurals().select(Math.abs(n))) {
    case 'one':
      return one
    case 'many':
      return many
    default:
      // 'few', and 'other', which Russian uses for fractions.
      return few
  }
}

// The language's own rules (CLDR), made once on first use.
let rules: Intl.PluralRules | undefined
const russianPlurals = (): Intl.PluralRules => {
  rules ??= new Intl.PluralRules('ru')
  return rules
}
