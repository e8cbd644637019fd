// @vitest-environment jsdom
// Every term of a total is a row, and the rows add up to the total (#32: an order showed
// 'Итого' 1 022,40 ₽ under 1 136 ₽ of lines with no promo row, 1 103 ₽ against 804 ₽ with no delivery).
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../../../test/renderInRouter'
import { formatMoney } from '../../shop'
import { MoneyTerms, type MoneyTermsValue } from './MoneyTerms'

afterEach(cleanup)

const roubles = (text: string | null | undefined) =>
  Number(
    (text ?? '')
      .replace(/[^\d,−-]/g, '')
      .replace(',', '.')
      .replace('−', '-'),
  )

const rows = () =>
  [...document.querySelectorAll('[data-term]')].map((row) => ({
    term: row.getAttribute('data-term'),
    label: row.querySelector('dt')?.textContent,
    value: row.querySelector('dd')?.textContent,
  }))

const base: MoneyTermsValue = {
  packs: 2,
  amount: 1136,
  priceDiscount: 0,
  promoDiscount: 0,
  promoCode: null,
  pointsSpent: 0,
  delivery: null,
  total: 1136,
  totalPrefix: false,
}

describe('MoneyTerms', () => {
  it('shows the promo code and points rows, and the rows add up to the total', () => {
    render(
      <MoneyTerms
        terms={{
          ...base,
          promoDiscount: 113.6,
          promoCode: 'ZDOROVYE10',
          pointsSpent: 20,
          total: 1002.4,
        }}
      />,
    )
    const shown = rows()
    expect(shown.map((row) => row.label)).toEqual([
      'Товары, 2 упаковки',
      'Промокод ZDOROVYE10',
      'Списано баллами',
      'Итого',
    ])
    const terms = shown.slice(0, -1).reduce((sum, row) => sum + roubles(row.value), 0)
    expect(Math.round(terms * 100)).toBe(Math.round(roubles(shown.at(-1)?.value) * 100))
  })

  it('a courier order shows its delivery row: 804 ₽ of goods + 299 ₽ = 1 103 ₽', () => {
    render(<MoneyTerms terms={{ ...base, amount: 804, delivery: 299, total: 1103 }} />)
    const shown = rows()
    expect(shown.find((row) => row.term === 'delivery')?.value).toBe(formatMoney(299))
    expect(roubles(shown[0]?.value) + roubles(shown[1]?.value)).toBe(roubles(shown.at(-1)?.value))
  })

  it('"от" only while the price still depends on the pharmacy', () => {
    render(<MoneyTerms terms={{ ...base, totalPrefix: true }} />)
    expect(document.querySelector('[data-term="total"] dd')?.textContent).toMatch(/^от /)
    cleanup()
    render(<MoneyTerms terms={base} />)
    expect(document.querySelector('[data-term="total"] dd')?.textContent).not.toMatch(/от/)
  })
})
