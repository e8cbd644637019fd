// Behaviour of rouble amounts as shoppers read them.
import { describe, expect, it } from 'vitest'
import { formatMoney } from './index'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  it('groups thousands and puts the rouble sign after, with non-breaking spaces', () => {
    expect(formatMoney(1234)).toBe(`1${NBSP}234${NBSP}₽`)
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`)
  })

  it('shows no kopecks for whole roubles', () => {
    expect(formatMoney(99)).toBe(`99${NBSP}₽`)
    expect(formatMoney(0)).toBe(`0${NBSP}₽`)
  })

  it('shows two kopeck digits with a comma when there are kopecks', () => {
    expect(formatMoney(99.9)).toBe(`99,90${NBSP}₽`)
    expect(formatMoney(1234.05)).toBe(`1${NBSP}234,05${NBSP}₽`)
  })
})
