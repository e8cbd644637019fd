// docs/hooks.md lists every query options factory the hooks export, so a page that needs one
// for a server prefetch finds it.
// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as hooks from '../../src/index'

const guide = readFileSync(new URL('../../../docs/hooks.md', import.meta.url), 'utf8')

describe('docs/hooks.md', () => {
  it('lists every …QueryOptions factory', () => {
    const factories = Object.keys(hooks).filter((name) => name.endsWith('QueryOptions'))
    expect(factories.length).toBeGreaterThan(30)
    expect(factories.filter((name) => !new RegExp(`\`${name}\``).test(guide))).toEqual([])
  })
})
