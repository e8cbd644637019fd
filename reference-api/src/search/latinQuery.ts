// How a shopper's Latin letters may mean Russian words: a brand typed in Latin ('Nurofen') or
// Russian typed with the English keyboard layout on ('yehjatY'). Pure string rules, no I/O.

/** The Russian ЙЦУКЕН key under each key of the English QWERTY layout. */
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё'
const russianKey = new Map([...QWERTY].map((key, i) => [key, JCUKEN[i] as string]))
for (const [key, letter] of [...QWERTY].map((key, i) => [key, JCUKEN[i] as string] as const))
  russianKey.set(key.toUpperCase(), letter)
russianKey.set('{', 'х').set('}', 'ъ').set(':', 'ж').set('"', 'э').set('<', 'б').set('>', 'ю')

/** Latin letter groups read as one Russian letter, longest first. */
const LETTER_GROUPS: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['th', 'т'],
  ['ph', 'ф'],
  ['ck', 'к'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['x', 'кс'],
]
const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  z: 'з',
}
const VOWELS = new Set('aeiouy')

/** True when the text has Latin letters and no Cyrillic ones: only then is it read in Russian. */
export const isLatinText = (text: string) => /[a-z]/i.test(text) && !/[а-яё]/i.test(text)

/**
 * The text as typed with the Russian layout meant: every key replaced by its ЙЦУКЕН letter.
 *
 * @example
 * fromEnglishLayout('yehjatY') // 'нурофен'
 */
export function fromEnglishLayout(text: string): string {
  return [...text]
    .map((char) => russianKey.get(char) ?? char)
    .join('')
    .toLowerCase()
}

/**
 * A Latin spelling read as Russian (the common drug-name transliterations; the trigram match of
 * names forgives what it gets slightly wrong).
 *
 * @example
 * fromTransliteration('Nurofen') // 'нурофен'
 * fromTransliteration('Paracetamol') // 'парацетамол'
 */
export function fromTransliteration(text: string): string {
  const lower = text.toLowerCase()
  let out = ''
  for (let i = 0; i < lower.length; ) {
    const group = LETTER_GROUPS.find(([latin]) => lower.startsWith(latin, i))
    if (group) {
      out += group[1]
      i += group[0].length
      continue
    }
    const char = lower[i] as string
    const after = lower[i + 1] ?? ''
    if (char === 'c') out += 'eiy'.includes(after) && after !== '' ? 'ц' : 'к'
    else if (char === 'y') out += VOWELS.has(after) ? 'й' : 'и'
    else out += LETTERS[char] ?? char
    i++
  }
  return out
}

/**
 * The Russian readings of a Latin text, most likely first (a spelling before a layout slip);
 * none for a text with Cyrillic letters or without Latin ones.
 */
export function russianReadings(text: string): string[] {
  if (!isLatinText(text)) return []
  const readings = [fromTransliteration(text), fromEnglishLayout(text)]
  return [...new Set(readings)].filter((reading) => reading !== text.toLowerCase())
}
