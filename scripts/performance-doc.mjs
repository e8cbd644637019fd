// Writes one benchmark's section of docs/performance.md, between its own markers, leaving the
// other sections as they are. Used by `npm run bench:api` and `npm run bench:web`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const docPath = new URL('../docs/performance.md', import.meta.url)

export function writePerformanceSection(name, markdown) {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const block = `${start}\n${markdown.trim()}\n${end}`
  let doc = existsSync(docPath)
    ? readFileSync(docPath, 'utf8')
    : "# Performance\n\nFigures measured on this project's machines (2 cores, 24 GiB) by the benchmarks in the repo.\n"
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`)
  doc = pattern.test(doc) ? doc.replace(pattern, block) : `${doc.trimEnd()}\n\n${block}\n`
  writeFileSync(docPath, doc)
}
