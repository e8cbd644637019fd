// Behaviour of Russian plural choice.
import { describe, expect, it } from 'vitest'
import { plural } from './index'

const goods = ['товар', 'товара', 'товаров'] as const

describe('plural', () => {
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [20, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [101, 'товар'],
    [111, 'товаров'],
    [112, 'товаров'],
    [122, 'товара'],
  ])('%i takes "%s"', (n, form) => {
    expect(plural(n, goods)).toBe(form)
  })

  it('counts negative numbers by their absolute value', () => {
    expect(plural(-1, goods)).toBe('товар')
    expect(plural(-3, goods)).toBe('товара')
    expect(plural(-11, goods)).toBe('товаров')
  })

  it('gives a fractional number the few form', () => {
    expect(plural(1.5, goods)).toBe('товара')
  })
})
