import { describe, expect, it } from 'vitest'
import { pointsText, pointsWord } from './pointsText'

describe('points in Russian', () => {
  it('1, 2–4 and 5–20 take балл, балла, баллов', () => {
    expect(pointsText(1)).toBe('1 балл')
    expect(pointsText(2)).toBe('2 балла')
    expect(pointsText(4)).toBe('4 балла')
    expect(pointsText(5)).toBe('5 баллов')
    expect(pointsText(11)).toBe('11 баллов')
    expect(pointsText(20)).toBe('20 баллов')
  })

  it('counts past 20 by the last digits, spent points by their size', () => {
    expect(pointsWord(21)).toBe('балл')
    expect(pointsWord(112)).toBe('баллов')
    expect(pointsWord(0)).toBe('баллов')
    expect(pointsWord(-3)).toBe('балла')
  })
})
