// The storefront ships the sdk's documents as hashes only (vite.config.ts sets the
// 'apteka-persisted' condition): no GraphQL text in the built browser or server code, and each
// operation on the server by the id the API's persisted-operation manifest knows (SHA-256 of its
// text); the browser's code names operations only (vite.browserDocuments.ts).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as sdk from '@apteka/sdk'
import { beforeAll, describe, expect, it } from 'vitest'
import { APP_DIR, ensureBuild } from './browser/harness'

/** The built JavaScript files under a folder of build/, by path. */
function builtScripts(folder: string): Map<string, string> {
  const root = join(APP_DIR, 'build', folder)
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  return new Map(
    files
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => [file, readFileSync(join(root, file), 'utf8')]),
  )
}

// Here (Vitest, no 'apteka-persisted' condition) the sdk's documents carry their texts.
const operations = Object.entries(sdk)
  .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
  .map(([name, value]) => {
    const text = String(value)
    const head = /^\s*(?:query|mutation|subscription)\s+\w+/.exec(text)?.[0].trim() ?? ''
    return { name, head, hash: createHash('sha256').update(text).digest('hex') }
  })

describe('the built storefront', () => {
  let client: Map<string, string>
  let server: Map<string, string>
  beforeAll(() => {
    ensureBuild()
    client = builtScripts('client')
    server = builtScripts('server')
  })

  it('holds no operation text, in the browser’s code or the server’s', () => {
    expect(operations.length).toBeGreaterThan(50)
    for (const [side, scripts] of [
      ['client', client],
      ['server', server],
    ] as const) {
      const holders = [...scripts].flatMap(([file, code]) =>
        operations.filter(({ head }) => code.includes(head)).map(({ head }) => `${file}: ${head}`),
      )
      expect(holders, side).toEqual([])
    }
  })

  it('knows the operations by their SHA-256 ids on the server, and the browser by name only (#36)', () => {
    // The browser's calls go through the storefront's '/graphql', which puts each id back
    // (app/shell/persistedIds.server.ts): 83 ids of 64 hex characters stay out of every first load.
    const clientCode = [...client.values()].join('\n')
    const serverCode = [...server.values()].join('\n')
    for (const name of ['ProductPageDocument', 'CatalogPageDocument', 'UpdateCartDocument']) {
      const operation = operations.find((candidate) => candidate.name === name)
      expect(operation?.head, name).toBeTruthy()
      expect(serverCode.includes(operation?.hash ?? '-'), name).toBe(true)
    }
    const ids = operations.filter(({ hash }) => clientCode.includes(hash)).map(({ name }) => name)
    expect(ids).toEqual([])
  })
})
