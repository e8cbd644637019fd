import { describe, expect, it } from 'vitest'
import { transliterate } from './transliterate'

describe('transliterate', () => {
  it('turns a category name into its alias', () => {
    expect(transliterate('Обезболивающие и жаропонижающие')).toBe(
      'obezbolivayushchie-i-zharoponizhayushchie',
    )
  })

  it('turns a product name into its alias, dropping punctuation', () => {
    expect(transliterate('Нурофен таблетки покрытые оболочкой 200 мг 20 шт.')).toBe(
      'nurofen-tabletki-pokrytye-obolochkoj-200-mg-20-sht',
    )
  })

  it('keeps Latin letters and digits, drops diacritics and hard and soft signs', () => {
    expect(transliterate('Avène Cicalfate+ 40 мл')).toBe('avene-cicalfate-40-ml')
    expect(transliterate('Подъезд, ёлка, Мельдоний')).toBe('podezd-elka-meldonij')
  })

  it('collapses separators and trims them at the ends', () => {
    expect(transliterate(' — Щука  и  Цапля — ')).toBe('shchuka-i-caplya')
  })
})
