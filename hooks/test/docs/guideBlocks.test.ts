// @vitest-environment node
// Every code block of docs/hooks.md, type-checked against the hooks' real types, so the guide
// cannot drift from the hooks. Each block becomes a module of its own (its imports on top, the
// rest inside an async function, the hooks' exports it uses imported for it); the names a skin
// already has (its components, router, the page's values) are declared in guideNames.d.ts.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const hooksDir = fileURLToPath(new URL('../..', import.meta.url))
const guidePath = fileURLToPath(new URL('../../../docs/hooks.md', import.meta.url))
const guide = readFileSync(guidePath, 'utf8')

interface Block {
  readonly index: number
  /** The line of docs/hooks.md the code starts on. */
  readonly line: number
  readonly code: string
}

const blocks: Block[] = [...guide.matchAll(/^```tsx?\n([\s\S]*?)^```/gm)].map((match, i) => ({
  index: i + 1,
  line: guide.slice(0, match.index).split('\n').length + 1,
  code: match[1]!,
}))

// Names the blocks use without importing them, from the packages a skin has anyway.
const otherModules: Record<string, readonly string[]> = {
  react: ['useState'],
  'react-dom/server': ['renderToString'],
  '@tanstack/react-query': ['QueryClient'],
}

const uses = (code: string, name: string) => new RegExp(`(?<![\\w.'])${name}\\b`).test(code)

/** A block as a module: its own imports, the rest inside a function; first line of code → line. */
function moduleOf(block: Block, hookNames: readonly string[]) {
  const lines = block.code.split('\n')
  const own = lines.filter((line) => line.startsWith('import '))
  const body = lines.filter((line) => !line.startsWith('import '))
  const imported = own.join('\n')
  const wanted = (names: readonly string[]) =>
    names.filter((name) => uses(body.join('\n'), name) && !uses(imported, name))
  const header = [
    ...own,
    `import { ${wanted(hookNames).join(', ')} } from '@apteka/hooks'`,
    ...Object.entries(otherModules).map(
      ([from, names]) => `import { ${wanted(names).join(', ')} } from '${from}'`,
    ),
  ].filter((line) => !line.startsWith('import {  }'))
  header.push('export async function block() {')
  // Imports open a block, so its code's first line is that many lines into the block.
  return {
    text: [...header, ...body, '}', ''].join('\n'),
    bodyStart: header.length + 1 - own.length,
  }
}

let dir = ''
const errorsOf = new Map<number, string[]>()

beforeAll(async () => {
  const hookNames = Object.keys(await import('@apteka/hooks'))
  dir = mkdtempSync(join(hooksDir, '.guide-check-'))
  const bodyStarts = new Map<number, number>()
  for (const block of blocks) {
    const { text, bodyStart } = moduleOf(block, hookNames)
    writeFileSync(join(dir, `block-${block.index}.tsx`), text)
    bodyStarts.set(block.index, bodyStart)
  }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: '../tsconfig.json',
      compilerOptions: { noEmit: true },
      include: ['*.tsx', '../test/docs/guideNames.d.ts'],
    }),
  )
  const tsc = spawnSync(
    process.execPath,
    [join(hooksDir, '../node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'],
    { encoding: 'utf8' },
  )
  // `block-7.tsx(12,5): error TS2304: …` (continuation lines follow, indented).
  let current: number | undefined
  for (const line of tsc.stdout.split('\n')) {
    const found = /block-(\d+)\.tsx\((\d+),\d+\): (.*)/.exec(line)
    if (found) {
      const index = Number(found[1])
      const block = blocks[index - 1]!
      const docLine = block.line + Number(found[2]) - bodyStarts.get(index)!
      current = index
      errorsOf.set(index, [...(errorsOf.get(index) ?? []), `docs/hooks.md:${docLine} ${found[3]}`])
    } else if (current !== undefined && line.startsWith(' ')) {
      errorsOf.get(current)!.push(line)
    } else if (line.trim() !== '') {
      // An error outside the blocks (the names file, the config) fails every block.
      for (const block of blocks) errorsOf.set(block.index, [line])
    }
  }
}, 180_000)

afterAll(() => {
  if (dir && !process.env.KEEP) rmSync(dir, { recursive: true, force: true })
})

describe('docs/hooks.md', () => {
  it('has code blocks', () => {
    expect(blocks.length).toBeGreaterThan(40)
  })

  it.each(blocks.map((block) => [block.index, block.line, block] as const))(
    'code block %i (line %i) type-checks',
    (_index, _line, block) => {
      expect(errorsOf.get(block.index) ?? []).toEqual([])
    },
  )
})
