// Every ts/tsx block of docs/*.md type-checks as a partner's module against the built packages
// (the examples project builds them first: test/packages.ts), strict. See docs/codeBlocks.ts for
// what a block may leave implicit.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { checkDocBlocks, docBlocks } from '../docs/codeBlocks'

const root = fileURLToPath(new URL('../..', import.meta.url))
const docs = join(root, 'docs')
const scratch = mkdtempSync(join(tmpdir(), 'apteka-docs-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the code blocks of docs/', () => {
  it('are many: every guide with code is read', () => {
    expect(docBlocks(docs).length).toBeGreaterThan(80)
  })

  it('type-check against the built packages with no error', () => {
    expect(checkDocBlocks(docs, root)).toEqual([])
  })

  it('would report a block that misspells an option or imports what is not exported', () => {
    cpSync(docs, scratch, { recursive: true })
    writeFileSync(
      join(scratch, 'zz-broken.md'),
      "```ts\nimport { nothingHere } from '@apteka/sdk'\nconst broken = createStorefrontClient({ endpoin: '/graphql' })\n```\n",
    )
    const errors = checkDocBlocks(scratch, root).filter((error) => error.startsWith('zz-broken'))
    expect(errors).toEqual([
      expect.stringMatching(/^zz-broken\.md:1 \(line 1\): .*nothingHere/),
      expect.stringMatching(/^zz-broken\.md:1 \(line 2\): .*'endpoin'/),
    ])
  })
})
