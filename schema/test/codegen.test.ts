// Codegen output is committed; this fails when someone edits schema/ and forgets `npm run codegen`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generate } from '@graphql-codegen/cli'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

describe('generated code', () => {
  it('is up to date with schema/ (run `npm run codegen` if this fails)', async () => {
    const config = (await import(join(root, 'codegen.ts'))).default
    const outputs = await generate({ ...config, cwd: root, silent: true, verbose: false }, false)
    expect(outputs.length).toBeGreaterThanOrEqual(2)
    for (const output of outputs) {
      const committed = readFileSync(join(root, output.filename), 'utf8')
      expect(committed, `${output.filename} is stale: run npm run codegen`).toBe(output.content)
    }
  }, 60_000)
})
