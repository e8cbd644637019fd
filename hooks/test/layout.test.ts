// @vitest-environment node
// The hooks layout rule of issue #14 a tool can check: a hook file holds one hook that wires a
// core object or query-options factory into React, so none grows past ~120 lines; the logic
// lives in the sdk core or in a domain module beside the hooks.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('../src', import.meta.url))
/** The most lines a hook file may have. */
export const HOOK_FILE_MAX_LINES = 120

function hookFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : hookFiles(path)
    return /^use[A-Z]\w*\.tsx?$/.test(name) ? [path] : []
  })
}

/** `file: lines` for each text over the limit. */
export function oversizedHookFiles(files: Record<string, string>, max = HOOK_FILE_MAX_LINES) {
  return Object.entries(files)
    .map(([file, text]) => [file, text.replace(/\n$/, '').split('\n').length] as const)
    .filter(([, lines]) => lines > max)
    .map(([file, lines]) => `${file}: ${lines}`)
}

/** The names of the hooks a file exports (`export function useX`). */
const hooksOf = (text: string) =>
  [...text.matchAll(/^export function (use[A-Z]\w*)/gm)].map((match) => match[1])

describe('hooks layout', () => {
  const files = Object.fromEntries(
    hookFiles(src).map((file) => [relative(src, file), readFileSync(file, 'utf8')]),
  )

  it(`no hook file is over ${HOOK_FILE_MAX_LINES} lines`, () => {
    expect(Object.keys(files).length).toBeGreaterThan(40)
    expect(oversizedHookFiles(files)).toEqual([])
  })

  it('a hook file exports one hook, named like the file', () => {
    const misplaced = Object.entries(files).flatMap(([file, text]) => {
      const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '')
      const hooks = hooksOf(text)
      return hooks.length === 1 && hooks[0] === name ? [] : [`${file}: ${hooks.join(', ')}`]
    })
    expect(misplaced).toEqual([])
  })

  it('the line check counts lines and names the file', () => {
    const long = `${'x\n'.repeat(121)}`
    expect(oversizedHookFiles({ 'useLong.ts': long, 'useShort.ts': 'x\n'.repeat(120) })).toEqual([
      'useLong.ts: 121',
    ])
  })
})
