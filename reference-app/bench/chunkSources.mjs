// Where a built chunk's bytes come from: `ANALYZE_BUILD=1 NODE_ENV=production npx react-router build`
// (vite.config.ts then writes source maps), then `node bench/chunkSources.mjs build/client/assets/shell-*.js [rows]`.
// Prints the minified bytes each package (node_modules), workspace package folder or app file adds.
import fs from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'

const [file, rows = '40'] = process.argv.slice(2)
if (!file) throw new Error('usage: node bench/chunkSources.mjs <chunk.js> [rows]')
const code = fs.readFileSync(file, 'utf8')
const lines = code.split('\n')
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')))

/** A source path's group: the npm package, the workspace package's folder, or the app file. */
function groupOf(source) {
  const nm = source.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const [scope, name] = source.slice(nm + 'node_modules/'.length).split('/')
    return `npm:${scope.startsWith('@') ? `${scope}/${name}` : scope}`
  }
  const workspace = process.env.BY_FILE ? null : source.match(/(sdk|hooks|schema)\/src\/([^/]+)/)
  if (workspace) return `${workspace[1]}/${workspace[2]}`
  return source.replace(/^(\.\.\/)+/, '')
}

const bytes = new Map()
let previous = null
map.eachMapping((mapping) => {
  if (previous) {
    const length =
      previous.generatedLine === mapping.generatedLine
        ? mapping.generatedColumn - previous.generatedColumn
        : lines[previous.generatedLine - 1].length - previous.generatedColumn
    const group = groupOf(previous.source ?? '(no source)')
    bytes.set(group, (bytes.get(group) ?? 0) + length)
  }
  previous = mapping
})
console.log(`${file}: ${code.length} bytes minified`)
for (const [group, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, Number(rows)))
  console.log(
    `${String(size).padStart(8)} ${((100 * size) / code.length).toFixed(1).padStart(5)}%  ${group}`,
  )
