// Russian → Latin slugs for aliases and URLs ('Обезболивающие' → 'obezbolivayushchie').

const letters: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

/**
 * Turns Russian (or mixed) text into a URL slug: lower-case Latin letters and digits joined by
 * single hyphens. 'Нурофен таблетки 200 мг 20 шт.' → 'nurofen-tabletki-200-mg-20-sht'.
 */
export function transliterate(text: string): string {
  let out = ''
  for (const char of text.toLowerCase()) {
    const latin = letters[char]
    if (latin !== undefined) out += latin
    else if (/[a-z0-9]/.test(char)) out += char
    else {
      // Latin letters with diacritics ('è', 'ü') lose them.
      const base = char.normalize('NFD').charAt(0)
      out += /[a-z]/.test(base) ? base : '-'
    }
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '')
}
