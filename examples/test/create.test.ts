// `npm create @apteka/storefront` as a partner runs it: the create package is packed with
// `npm pack` and run from its tarball by `npm exec`; the folder it writes gets the three kit
// tarballs (test/packages.ts) and its other dependencies from the registry, then builds with
// `npm run build` (strict tsc + Vite) and passes its own test against the sdk's mock shop.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'apteka-create-'))
const shop = join(work, 'My Shop')
let createTarball = ''

/** This process's environment without Vitest's own variables, so the shop's Vitest starts clean. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS',
  ),
)

const run = (command: string, args: readonly string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

const create = (folder: string) =>
  spawnSync(
    'npm',
    ['exec', '--yes', `--package=${createTarball}`, '--', 'create-storefront', folder],
    { cwd: work, encoding: 'utf8' },
  )

beforeAll(() => {
  const packed = run(
    'npm',
    ['pack', '--json', '--pack-destination', work],
    join(root, 'create-storefront'),
  )
  createTarball = join(work, JSON.parse(packed)[0].filename)
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('npm create @apteka/storefront', () => {
  it('is released with the kit: one version, bumped together by changesets', () => {
    const own = JSON.parse(readFileSync(join(root, 'create-storefront/package.json'), 'utf8'))
    for (const name of ['schema', 'sdk', 'hooks']) {
      const { version } = JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8'))
      expect(own.version).toBe(version)
    }
    const config = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8'))
    expect(config.fixed).toContainEqual(
      expect.arrayContaining(['@apteka/sdk', '@apteka/create-storefront']),
    )
  })

  it('writes a skin from its tarball, named after the folder', () => {
    const result = create('My Shop')
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('npm run dev')
    const manifest = JSON.parse(readFileSync(join(shop, 'package.json'), 'utf8'))
    expect(manifest.name).toBe('my-shop')
    const own = JSON.parse(readFileSync(join(root, 'create-storefront/package.json'), 'utf8'))
    expect(manifest.dependencies['@apteka/hooks']).toBe(`^${own.version}`)
    expect(existsSync(join(shop, '.gitignore'))).toBe(true)
    expect(existsSync(join(shop, '_gitignore'))).toBe(false)
  })

  it('refuses a folder that is not empty, and changes nothing in it', () => {
    const taken = join(work, 'taken')
    mkdirSync(taken)
    writeFileSync(join(taken, 'notes.txt'), 'mine')
    const result = create('taken')
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/not empty/)
    expect(readdirSync(taken)).toEqual(['notes.txt'])
  })

  it('installs the kit tarballs, builds strict, and passes its own test', () => {
    const packs = inject('packs')
    const tarballs = readdirSync(packs).map((file) => join(packs, file))
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], shop)
    const build = spawnSync('npm', ['run', 'build'], { cwd: shop, encoding: 'utf8', env: cleanEnv })
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0)
    expect(readdirSync(join(shop, 'dist/assets')).some((file) => file.endsWith('.js'))).toBe(true)
    const test = spawnSync('npm', ['test'], {
      cwd: shop,
      encoding: 'utf8',
      env: { ...cleanEnv, CI: 'true' },
    })
    expect(test.status, `${test.stdout}${test.stderr}`).toBe(0)
    expect(test.stdout).toMatch(/1 passed/)
  })
})
