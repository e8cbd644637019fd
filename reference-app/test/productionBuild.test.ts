// The storefront the browser tests and `bench:web` run is a production build: React's development
// code (its warnings, 2× the bytes and much slower hydration) must not reach the shopper's browser.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_DIR, ensureBuild } from './browser/harness'

/** Messages that exist only in react-dom's development build. */
const DEVELOPMENT_ONLY = ['You are calling ReactDOMClient', 'Cannot update a component']

describe('the storefront build', () => {
  it('ships React production code only', () => {
    ensureBuild()
    const assets = join(APP_DIR, 'build/client/assets')
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
    expect(scripts.some((name) => name.startsWith('entry.client'))).toBe(true)
    for (const name of scripts) {
      const code = readFileSync(join(assets, name), 'utf8')
      for (const marker of DEVELOPMENT_ONLY)
        expect(code, `${name}: ${marker}`).not.toContain(marker)
    }
  })
})
