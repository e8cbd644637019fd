// Latin and wrong-layout texts read as Russian: the readings the search looks up.
import { describe, expect, it } from 'vitest'
import { fromEnglishLayout, fromTransliteration, isLatinText, russianReadings } from './latinQuery'

describe('Russian readings of Latin text', () => {
  it('reads the English keyboard layout as the Russian one', () => {
    expect(fromEnglishLayout('yehjatY')).toBe('нурофен')
    expect(fromEnglishLayout('gfhfwtnfvjk')).toBe('парацетамол')
    expect(fromEnglishLayout('yjdjcnb b')).toBe('новости и')
    expect(fromEnglishLayout('ghbdtn,')).toBe('приветб')
  })

  it('reads common Latin spellings of drug names', () => {
    expect(fromTransliteration('Nurofen')).toBe('нурофен')
    expect(fromTransliteration('Paracetamol')).toBe('парацетамол')
    expect(fromTransliteration('ibuprofen')).toBe('ибупрофен')
    expect(fromTransliteration('Coldrex')).toBe('колдрекс')
    expect(fromTransliteration('Shchitovidka')).toBe('щитовидка')
    expect(fromTransliteration('yod')).toBe('йод')
  })

  it('reads only texts without Cyrillic letters, spelling first', () => {
    expect(isLatinText('Nurofen 200')).toBe(true)
    expect(isLatinText('нурофен')).toBe(false)
    expect(isLatinText('L-Тироксин')).toBe(false)
    expect(isLatinText('200 мг')).toBe(false)
    expect(russianReadings('нурофен')).toEqual([])
    expect(russianReadings('Nurofen')).toEqual(['нурофен', 'тгкщаут'])
    expect(russianReadings('yehjatY')[1]).toBe('нурофен')
  })
})
