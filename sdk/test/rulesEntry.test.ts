// '@apteka/sdk/rules' is the pure half of the sdk the reference API shares: the entry must
// bundle without the client, the session, the transport, the stateful core or Effect.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }

const entry = fileURLToPath(new URL('../src/rules.ts', import.meta.url))

describe('@apteka/sdk/rules', () => {
  it('is a subpath of the exports map, built from src/rules.ts', () => {
    expect(packageJson.exports['./rules']['@apteka/source']).toBe('./src/rules.ts')
  })

  it('bundles none of client/, session/, transport/, core/ nor Effect', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const inputs = Object.keys(result.metafile.inputs)
    const stateful = inputs.filter((path) =>
      /node_modules\/effect\/|src\/(client|session|transport|core)\//.test(path),
    )
    expect(inputs.some((path) => path.endsWith('src/rules.ts'))).toBe(true)
    expect(stateful).toEqual([])
  })
})
