// Effect is imported by subpath (`effect/Effect`), never from the `effect` barrel, so a bundle holds
// only the Effect modules a program reaches (kept from the former size test, which bundled src/;
// the budgets are now measured on the tarballs by examples/test/release.test.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('../src', import.meta.url))

describe('Effect imports', () => {
  it('no source file imports the effect barrel', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else if (path.endsWith('.ts') && /from ['"]effect['"]/.test(readFileSync(path, 'utf8'))) {
          offenders.push(path)
        }
      }
    }
    walk(src)
    expect(offenders).toEqual([])
  })
})
