// The text <% name test that stops early decides exactly as the full word similarity does, for
// texts sharing words with names, texts with trigrams no name has, and a dictionary of any size.
import { describe, expect, it } from 'vitest'
import {
  NameTrigramList,
  TextTrigrams,
  TrigramDictionary,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarityOf,
} from './trigrams'

const NAMES = [
  'Бальзам для губ Nivea Naturally Good 15 мл (набор 4 уп.)',
  'Бальзам для тела Nuxe Nuxuriance с ароматом лаванды 400 мл',
  'Гель для душа Natura Siberica алоэ вера 750 мл',
  'Нурофен Экспресс капсулы 200 мг 16 шт.',
  'Линзы контактные Acuvue Oasys 8.4 -2.25 6 шт.',
  'Набор Bioderma Photoderm 250 мл',
]

/** Typed texts: prefixes of the names' words and phrases, typos and unseen letters. */
const TEXTS = [
  ...NAMES.flatMap((name) => {
    const lower = name.toLowerCase()
    return [2, 3, 4, 6, 9, 14, 20].map((length) => lower.slice(0, length))
  }),
  'на',
  'ли',
  'бальзам д',
  'крем для рук ч',
  'нурафен',
  'гель для душа xyz',
  'щщщ',
]

describe('TextTrigrams.reaches', () => {
  it('says whether word similarity reaches the threshold, as the full walk does', () => {
    const dictionary = new TrigramDictionary()
    const names = new NameTrigramList(NAMES.map((name) => dictionary.trigrams(name, true)))
    let reached = 0
    for (const text of TEXTS) {
      const trigrams = dictionary.trigrams(text)
      const typed = new TextTrigrams(trigrams, dictionary.size)
      const sized = new TextTrigrams(trigrams)
      for (let i = 0; i < names.size; i++) {
        const full = typed.wordSimilarity(names, i)
        expect(sized.wordSimilarity(names, i), text).toBe(full)
        const expected = full >= WORD_SIMILARITY_THRESHOLD
        expect(typed.reaches(names, i, WORD_SIMILARITY_THRESHOLD), `${text} <% ${NAMES[i]}`).toBe(
          expected,
        )
        if (expected) reached++
      }
    }
    // Both answers occur, so the early stop is exercised.
    expect(reached).toBeGreaterThan(20)
    expect(reached).toBeLessThan(TEXTS.length * NAMES.length)
  })

  it('reads a text whose trigrams are unseen (negative ids) as sharing none of them', () => {
    const dictionary = new TrigramDictionary()
    const name = dictionary.trigrams('Нурофен', true)
    const text = dictionary.trigrams('нурофенчик')
    expect(text.some((id) => id < 0)).toBe(true)
    const typed = new TextTrigrams(text, dictionary.size)
    // pg_trgm: 7 of the text's 11 trigrams in the name's first 7 → 7 / (11 + 7 - 7).
    const names = new NameTrigramList([name])
    expect(typed.wordSimilarity(names, 0)).toBe(Math.fround(7 / 11))
    expect(wordSimilarityOf(text, name)).toBe(Math.fround(7 / 11))
    expect(typed.reaches(names, 0, WORD_SIMILARITY_THRESHOLD)).toBe(true)
  })
})
