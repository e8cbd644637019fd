// What the search index costs per keystroke of the search box, in this process (#33): the typed
// prefixes of the long tail (longTail.ts's typedPrefixes) sent through the index as the box's
// resolver uses it — the text's match and its few ids, the best matches with forms, the popular
// terms like it and, for the first five, their matches and regional counts — with no server, no
// GraphQL, no client. Prints ms per keystroke and a digest of every answer, so two source trees
// (SRC=folder) can be compared on the same catalogue: equal digests, equal answers.
//   DATABASE_URL=postgres://…/apteka_perf N=600 ROUNDS=3 \
//     node --import tsx --conditions=@apteka/source bench/searchKeystrokes.ts
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { typedPrefixes } from './longTail'

const N = Number(process.env.N ?? 600)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const REGION = process.env.REGION ?? 'moscowregion'
const src = process.env.SRC ?? join(import.meta.dirname, '../src')

const { openDatabase } = await import(join(src, 'db/index.ts'))
const { loadSearchIndex } = await import(join(src, 'search/searchIndex.ts'))
const { fullTextQuery, FUZZY_FROM_LENGTH } = await import(join(src, 'catalog/textMatch.ts'))
const { stemmedQuery } = await import(join(src, 'search/queryStemming.ts'))

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  migrate: false,
})
const ctx = { exec: handle.exec.bind(handle), db: handle.db }
const started = performance.now()
const index = await loadSearchIndex(ctx)
console.log(`index built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
const names: { name: string }[] = await handle.exec(
  'SELECT name FROM products ORDER BY md5(id::text) LIMIT 5000',
)
// Distinct texts throughout: the first WARM_UP warm the JIT and the region's assortment, then each
// round has its own, as no keystroke of the long tail repeats another.
const WARM_UP = 100
const texts = typedPrefixes(
  names.map((row) => row.name),
  WARM_UP + N * ROUNDS,
)
// Texts' matches kept as the aggregate cache keeps them (a term recurs on many keystrokes).
const matches = new Map<string, unknown>()
const matchOf = (text: string) => {
  let match = matches.get(text)
  if (!match) {
    const fullText = fullTextQuery(text)
    const words = stemmedQuery(fullText)
    if (!words) return null
    match = index.textMatch(text, fullText, words, text.length >= FUZZY_FROM_LENGTH)
    matches.set(text, match)
  }
  return match
}

async function keystroke(text: string) {
  const match = matchOf(text)
  if (!match) return null
  const ids = index.fewMatchingIds(text, match, 2000)
  const best = await index.bestMatches(REGION, text, match, { page: 1, pageSize: 5, forms: 5 })
  const terms: string[] = index.similarTerms(text)
  const counts: number[] = []
  for (const term of terms.slice(0, 5)) {
    const termMatch = matchOf(term)
    if (!termMatch) continue
    index.fewMatchingIds(term, termMatch, 2000)
    counts.push(await index.count(REGION, term, termMatch))
  }
  return { ids: ids?.length ?? -1, best, terms, counts }
}

for (const text of texts.slice(0, WARM_UP)) await keystroke(text)
const times: number[] = []
let digest = ''
for (let round = 0; round < ROUNDS; round++) {
  const measured = texts.slice(WARM_UP + round * N, WARM_UP + (round + 1) * N)
  const hash = createHash('sha256')
  const start = process.cpuUsage()
  const wall = performance.now()
  for (const text of measured) hash.update(JSON.stringify([text, await keystroke(text)]))
  const cpu = process.cpuUsage(start)
  times.push((cpu.user + cpu.system) / 1000 / measured.length)
  digest = hash.digest('hex').slice(0, 16)
  console.log(
    `round ${round + 1}: ${measured.length} keystrokes, CPU ${times.at(-1)?.toFixed(3)} ms each, wall ${((performance.now() - wall) / measured.length).toFixed(3)} ms, digest ${digest}`,
  )
}
await handle.close()
