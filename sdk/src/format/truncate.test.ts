// Behaviour of text truncation.
import { describe, expect, it } from 'vitest'
import { TRUNCATE_LENGTH, truncate } from './index'

describe('truncate', () => {
  const exactly35 = 'а'.repeat(35)

  it('defaults to 35 characters', () => {
    expect(TRUNCATE_LENGTH).toBe(35)
  })

  it('leaves a text of exactly 35 characters unchanged', () => {
    expect(truncate(exactly35)).toBe(exactly35)
  })

  it('cuts a text of 36 characters to 35 and adds "..."', () => {
    expect(truncate(`${exactly35}б`)).toBe(`${exactly35}...`)
  })

  it('leaves a shorter text unchanged', () => {
    expect(truncate('Нурофен')).toBe('Нурофен')
  })

  it('takes another length', () => {
    expect(truncate('Ибупрофен таблетки', 9)).toBe('Ибупрофен...')
    expect(truncate('Ибупрофен', 9)).toBe('Ибупрофен')
  })

  it('never cuts an emoji in half', () => {
    expect(truncate('💊💊💊', 2)).toBe('💊💊...')
  })
})
