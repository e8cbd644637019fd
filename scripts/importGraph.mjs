// The import graph of a package's sources, read from the files, and the first cycle in it: the
// layout tests of sdk, hooks and reference-api share it (a circle of types is a circle too).
import { readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** Every .ts/.tsx file under a folder, `skip` folders left out. */
export function sourceFiles(dir, skip = []) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return skip.includes(name) ? [] : sourceFiles(path, skip)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const relativeImport = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.{1,2}\/[^']+)'/g

/** The modules a file imports (type-only imports too), resolved to files. */
export function importsOf(file, text, exists) {
  const found = []
  for (const match of text.matchAll(relativeImport)) {
    const base = resolve(dirname(file), match[1] ?? '')
    const candidates = [
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
      base,
    ]
    const target = candidates.find(exists)
    if (target) found.push(target)
  }
  return found
}

/** One import cycle of the graph (its files in order), or null. */
export function findCycle(graph) {
  const state = new Map()
  const trail = []
  const visit = (node) => {
    if (state.get(node) === 'done') return null
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node]
    state.set(node, 'open')
    trail.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    trail.pop()
    state.set(node, 'done')
    return null
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return null
}

/** The import graph of the files, each read with `read`. */
export function importGraphOf(files, read) {
  const known = new Set(files)
  return new Map(files.map((file) => [file, importsOf(file, read(file), (p) => known.has(p))]))
}
