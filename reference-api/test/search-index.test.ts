// The in-process search index answers exactly what the SQL it replaces answers: for a few hundred
// typed prefixes of product names (with typos, Latin spellings and the wrong keyboard layout) on
// the seeded catalogue, the same matches, the same relevance order page by page, the same totals
// and forms, and the same popular terms as the statements of textMatch.ts, bestMatches.ts and
// the search box's TERMS_SQL; and the same stemming as PostgreSQL's for the catalogue's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SqlParameters } from '../src/catalog/sqlParameters'
import {
  FUZZY_FROM_LENGTH,
  fullTextQuery,
  lookUpTextMatchesInSql,
  readTexts,
  textMatchSql,
  tsquerySql,
} from '../src/catalog/textMatch'
import { fromTransliteration, russianReadings } from '../src/search/latinQuery'
import { stemmedQuery } from '../src/search/queryStemming'
import { loadSearchIndex, type SearchIndex } from '../src/search/searchIndex'
import { TERMS_SQL } from '../src/search/searchTerms'
import { parseTsquery } from '../src/search/textRank'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

const REGION = 'moscowregion'

/** Typed prefixes of product names, a typo of some, and Latin / wrong-layout spellings. */
function typedTexts(names: readonly string[]): string[] {
  const texts = new Set<string>()
  const qwerty = new Map(
    [...'йцукенгшщзхъфывапролджэячсмитьбю'].map((c, i) => [
      c,
      "qwertyuiop[]asdfghjkl;'zxcvbnm,."[i],
    ]),
  )
  const latin = new Map(
    Object.entries({
      н: 'n',
      у: 'u',
      р: 'r',
      о: 'o',
      ф: 'f',
      е: 'e',
      а: 'a',
      п: 'p',
      ц: 'c',
      т: 't',
      м: 'm',
      л: 'l',
      и: 'i',
      к: 'k',
      с: 's',
      в: 'v',
      д: 'd',
      б: 'b',
      г: 'g',
      з: 'z',
    }),
  )
  for (const [i, name] of names.entries()) {
    const lower = name.toLowerCase()
    for (const length of [2, 3, 4, 6, 9, 14])
      if (lower.length >= length) texts.add(lower.slice(0, length).trim())
    const word = lower.split(/\s+/)[0] ?? ''
    // A typo: one vowel swapped ('нурафен' for 'нурофен').
    if (i % 2 === 0 && word.length > 5)
      texts.add(word.replace(/[оа]/, (c) => (c === 'о' ? 'а' : 'о')))
    if (i % 3 === 0 && word.length > 4) texts.add([...word].map((c) => latin.get(c) ?? c).join(''))
    if (i % 5 === 0 && word.length > 4) texts.add([...word].map((c) => qwerty.get(c) ?? c).join(''))
  }
  return [...texts].filter((text) => text.length >= 2)
}

describe.each(backends)('the search index answers as the SQL does (%s)', (backend) => {
  let api: TestApi
  let index: SearchIndex
  let texts: string[]
  const ctx = () => ({ ...api.database, now: new Date() })

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'search_index', { catalogSize: 1200 })
    index = await loadSearchIndex(ctx())
    const rows = await api.database.exec<{ name: string }>(
      'SELECT name FROM products ORDER BY id % 17, id LIMIT 90',
    )
    texts = typedTexts(rows.map((row) => row.name))
  }, 300_000)
  afterAll(async () => {
    await api?.close()
  })

  it('has a few hundred texts to compare, Latin and layout slips among them', () => {
    expect(texts.length).toBeGreaterThan(300)
    expect(texts.some((text) => /^[a-z]+$/.test(text) && fromTransliteration(text) !== text)).toBe(
      true,
    )
  })

  it('reads each text as the statement does: the same MNNs, brands and name matching', async () => {
    const all = texts.flatMap((text) => [text, ...russianReadings(text)])
    const inSql = await lookUpTextMatchesInSql(ctx(), all)
    for (const [i, text] of all.entries()) {
      const expected = inSql[i]!
      expect(expected.words, text).toBeDefined()
      if (!expected.words) continue
      const fuzzy = text.length >= FUZZY_FROM_LENGTH
      expect(index.textMatch(text, expected.fullText, expected.words, fuzzy), text).toEqual(
        expected,
      )
    }
  })

  it('finds the same products, in the same order, with the same totals and forms', async () => {
    let compared = 0
    let withMatches = 0
    for (const typed of texts) {
      const [read] = await readTexts(ctx(), [typed])
      const { text } = read!
      // The match as the SQL path had it: no ids named by the index.
      const { productIds: _named, ...match } = read!.match
      if (!index.answers(match)) continue
      const params = new SqlParameters()
      const condition = textMatchSql(text, match, params)
      const region = params.add(REGION)
      const textParam = params.add(text)
      const rank = match.fullText
        ? `ts_rank(p.search_vector, ${tsquerySql(params.add(match.fullText))})`
        : '0::real'
      const rows = await api.database.exec<{ id: number; form: string; in_region: boolean }>(
        `SELECT p.id, p.form,
           EXISTS (SELECT 1 FROM product_prices rp WHERE rp.region_id = ${region} AND rp.product_id = p.id) AS in_region
         FROM products p WHERE ${condition}
         ORDER BY ${rank} + word_similarity(${textParam}, p.name) DESC, p.popularity DESC, p.id`,
        params.values,
      )
      const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b)
      expect(index.matchingIds(text, match), typed).toEqual(ids)
      // Listed up to a limit, else only counted (the text conditions read them).
      expect(index.fewMatchingIds(text, match, 3), typed).toEqual(ids.length <= 3 ? ids : null)
      const inRegion = rows.filter((row) => row.in_region)
      const forms = new Map<string, number>()
      for (const row of inRegion) forms.set(row.form, (forms.get(row.form) ?? 0) + 1)
      const topForms = [...forms]
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, 5)
        .map(([form, count]) => ({ form, count }))
      for (const [page, pageSize] of [
        [1, 5],
        [2, 7],
        [4, 20],
      ] as const) {
        const found = await index.bestMatches(REGION, text, match, { page, pageSize, forms: 5 })
        expect(found.ids, `${typed} → ${text} page ${page}`).toEqual(
          inRegion.slice((page - 1) * pageSize, page * pageSize).map((row) => Number(row.id)),
        )
        expect(found.total, typed).toBe(inRegion.length)
        expect(found.forms, typed).toEqual(topForms)
      }
      expect(await index.count(REGION, text, match), typed).toBe(inRegion.length)
      compared++
      if (inRegion.length) withMatches++
    }
    expect(compared).toBeGreaterThan(300)
    expect(withMatches).toBeGreaterThan(200)
  }, 600_000)

  it("stems every word of the catalogue and each of its prefixes as to_tsquery('russian') does", async () => {
    const rows = await api.database.exec<{ name: string }>(
      `SELECT name FROM products UNION SELECT term FROM search_terms
       UNION SELECT title FROM mnns UNION SELECT name FROM brands`,
    )
    const words = new Set<string>()
    for (const { name } of rows)
      for (const word of fullTextQuery(name).split(' & ')) {
        const plain = word.replace(/:\*$/, '')
        for (let length = 1; length <= plain.length; length++) words.add(plain.slice(0, length))
      }
    // Stop words of both dictionaries, a word made of digits and one of letters and digits.
    for (const word of ['и', 'для', 'без', 'the', 'and', 'with', '200', '5мг', 'b12', 'д3'])
      words.add(word)
    const fullTexts = [...words].flatMap((word) => [word, `${word}:*`])
    fullTexts.push(fullTextQuery('Нурофен для детей 200 мг'), fullTextQuery('vitamin and zinc'))
    const inSql = await api.database.exec<{ tsquery: string }>(
      `SELECT ${tsquerySql('t.full_text')}::text AS tsquery
       FROM unnest($1::text[]) WITH ORDINALITY AS t(full_text, i) ORDER BY t.i`,
      [fullTexts],
    )
    let stemmed = 0
    for (const [i, fullText] of fullTexts.entries()) {
      const words = stemmedQuery(fullText)
      // Cyrillic, Latin and digits are always stemmed in process; other shapes go to the database.
      if (/^[а-яa-z0-9 &:*]+$/.test(fullText)) expect(words, fullText).not.toBeNull()
      if (!words) continue
      expect(words, fullText).toEqual(parseTsquery(inSql[i]?.tsquery ?? ''))
      stemmed++
    }
    expect(stemmed).toBeGreaterThan(5000)
  })

  it('suggests the same popular terms as the search box statement', async () => {
    for (const text of texts) {
      const pattern = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const rows = await api.database.exec<{ term: string }>(TERMS_SQL, [text, pattern])
      expect(index.similarTerms(text), text).toEqual(rows.map((row) => row.term))
    }
  }, 300_000)
})
