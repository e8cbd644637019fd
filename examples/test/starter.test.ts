// The starter as a partner gets it: the three public packages built and packed with `npm pack`
// (once, by test/packages.ts), the tarballs installed into a copy of examples/starter (never the workspace links), the copy
// type-checked under strict, noUncheckedIndexedAccess and exactOptionalPropertyTypes (the sdk and
// hooks are built under that flag too, so their declarations keep TanStack's exact `queryFn?:` and
// a strict partner's prefetchQuery accepts the options factories), and both programs run against
// a real reference API.
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestApi, type TestApi } from '../../reference-api/test/harness'

const root = fileURLToPath(new URL('../..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'apteka-starter-'))
const starter = join(work, 'starter')
let api: TestApi

// The programs that call the API run asynchronously: the API answers from this process's loop.
const runAgainstApi = async (script: string) =>
  (
    await promisify(execFile)('node', [script], {
      cwd: starter,
      env: { ...process.env, API_URL: api.url },
      encoding: 'utf8',
    })
  ).stdout

const run = (command: string, args: readonly string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

beforeAll(async () => {
  const apiStarting = startTestApi({ catalogSize: 200 })
  const packs = inject('packs')
  cpSync(join(root, 'examples/starter'), starter, {
    recursive: true,
    filter: (source) => !/node_modules|dist/.test(source),
  })
  const tarballs = readdirSync(packs).map((file) => join(packs, file))
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], starter)
  api = await apiStarting
})

afterAll(async () => {
  await api?.close()
  rmSync(work, { recursive: true, force: true })
})

describe('examples/starter on the packed packages', () => {
  it('installs the tarballs, not the workspace', () => {
    const tree = run('npm', ['ls', '@apteka/sdk', '@apteka/hooks', '--json'], starter)
    const deps = JSON.parse(tree).dependencies
    expect(deps['@apteka/hooks'].resolved).toMatch(/^file:.*apteka-hooks-.*\.tgz$/)
    expect(deps['@apteka/sdk'].resolved).toMatch(/^file:.*apteka-sdk-.*\.tgz$/)
  })

  it('type-checks under strict, noUncheckedIndexedAccess and exactOptionalPropertyTypes and compiles', () => {
    const options = JSON.parse(readFileSync(join(starter, 'tsconfig.json'), 'utf8')).compilerOptions
    expect(options).toMatchObject({
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: false,
    })
    const tsc = spawnSync('node', [join(starter, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: starter,
      encoding: 'utf8',
    })
    expect(tsc.stdout).toBe('')
    expect(tsc.status).toBe(0)
    expect(readdirSync(join(starter, 'dist')).sort()).toEqual([
      'Skin.js',
      'catalog.js',
      'render.js',
    ])
  })

  it('runs the Node script on the sdk against the API', async () => {
    const out = await runAgainstApi('dist/catalog.js')
    expect(out).toMatch(/^regions: \d+; searching in \S/m)
    expect(out.match(/^product: /gm)?.length).toBeGreaterThan(0)
    expect(out).toMatch(/^refused: E_\d+ [А-ЯЁ][а-яё]/m)
  })

  it('renders the React skin on the server with the hooks', async () => {
    // React marks text boundaries with empty comments; the words are what count.
    const html = (await runAgainstApi('dist/render.js')).replaceAll('<!-- -->', '')
    expect(html).toMatch(/<h1>таблетки: [1-9]\d* товаров<\/h1>/)
    expect(html.match(/<li>/g)?.length).toBeGreaterThan(0)
    expect(html).toMatch(/В корзину|Нет в наличии/)
  })
})
