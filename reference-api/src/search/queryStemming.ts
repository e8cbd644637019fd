// A shopper's full-text query stemmed in process, as PostgreSQL's `to_tsquery('russian', …)` stems
// it: Cyrillic words by the Snowball Russian stemmer, Latin ones by the Snowball English one (the
// `russian` configuration sends ASCII words to `english_stem`), numbers and letter-digit words
// as typed, stop words dropped. A keystroke then asks the database nothing; a word of any other
// shape (accented Latin, mixed scripts) returns null and the database stems the text.
// test/query-stemming.test.ts proves the equality over the catalogue's own words and their prefixes.
import snowball from 'snowball-stemmers'
import type { QueryWord } from './textRank'

/** PostgreSQL's tsearch_data/russian.stop (the `russian_stem` dictionary's StopWords). */
const RUSSIAN_STOP_WORDS = new Set(
  'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между'.split(
    ' ',
  ),
)

/** PostgreSQL's tsearch_data/english.stop (the `english_stem` dictionary's StopWords). */
const ENGLISH_STOP_WORDS = new Set(
  'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now'.split(
    ' ',
  ),
)

const russian = snowball.newStemmer('russian')
const english = snowball.newStemmer('english')

/** One word of a query as the `russian` configuration's dictionaries read it; undefined: unknown shape. */
function lexemeOf(word: string): string | null | undefined {
  // word → russian_stem
  if (/^[а-я]+$/.test(word)) return RUSSIAN_STOP_WORDS.has(word) ? null : russian.stem(word)
  // asciiword → english_stem
  if (/^[a-z]+$/.test(word)) return ENGLISH_STOP_WORDS.has(word) ? null : english.stem(word)
  // int, uint and numword → simple (kept as typed, lower case)
  if (/^[a-zа-я0-9]+$/.test(word) && /[0-9]/.test(word)) return word
  return undefined
}

/**
 * The words of a full-text query built by `fullTextQuery` ('парацетамол & таб:*'), stemmed as
 * `to_tsquery('russian', …)` would; null when a word needs the database.
 *
 * @example
 * stemmedQuery('нурофен & экспр:*') // [{ word: 'нуроф', prefix: false }, { word: 'экспр', prefix: true }]
 */
export function stemmedQuery(fullText: string): QueryWord[] | null {
  if (!fullText) return []
  const words: QueryWord[] = []
  for (const operand of fullText.split(' & ')) {
    const prefix = operand.endsWith(':*')
    const lexeme = lexemeOf(prefix ? operand.slice(0, -2) : operand)
    if (lexeme === undefined) return null
    if (lexeme !== null) words.push({ word: lexeme, prefix })
  }
  return words
}
