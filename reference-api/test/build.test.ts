// The compiled server `npm start` runs (scripts/build.mjs → dist/main.mjs): it starts on PGlite
// with its worker thread found beside the sources, answers a product page and a §8 refusal, runs as one process —
// no tsx loader and no esbuild service beside it — and stops cleanly on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ProductPageDocument, ProductsDocument } from '@apteka/sdk'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../scripts/build.mjs'

const root = join(import.meta.dirname, '..')
const dataDir = mkdtempSync(join(tmpdir(), 'apteka-built-'))
const regionID = 'moscowregion'
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

/** Child process ids of a process, from every one of its threads. */
function childrenOf(pid: number): string[] {
  const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
  return tasks.trim() ? tasks.trim().split(' ') : []
}

async function gql(url: string, query: unknown, variables: unknown) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: String(query), variables }),
  })
  return (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] }
}

describe('the compiled server', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    child?.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is what `npm start` runs; `npm run dev` stays on the sources', () => {
    expect(packageJson.scripts.start).toBe('node scripts/build.mjs && node dist/main.mjs')
    expect(packageJson.scripts.dev).toContain('src/main.ts')
  })

  it('serves a product page from one process on PGlite in its worker thread', async () => {
    const file = await buildServer()
    child = spawn(process.execPath, [file], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CATALOG_SIZE: '200',
        DATABASE_URL: '',
        PGLITE_WORKER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const running = child
    let log = ''
    const exited = new Promise<number | null>((resolve) => running.on('exit', resolve))
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line:\n${log}`)), 120_000)
      running.stdout?.on('data', (chunk: Buffer) => {
        log += chunk
        const match = /listening on (http:\/\/\S+)\/graphql/.exec(log)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
      running.stderr?.on('data', (chunk: Buffer) => {
        log += chunk
      })
      void exited.then((code) => reject(new Error(`exited with ${code}:\n${log}`)))
    })
    expect(log).toContain('(pglite,')

    const list = await gql(url, ProductsDocument, { search: { regionID, pageCount: 1 } })
    expect(list.errors).toBeUndefined()
    const items = (list.data.products as { items: { alias: string; name: string }[] }).items
    const first = items[0]
    expect(first).toBeDefined()
    const page = await gql(url, ProductPageDocument, { regionID, alias: first?.alias })
    expect(page.errors).toBeUndefined()
    expect(page.data.productPage).toMatchObject({ product: { name: first?.name } })
    // A refusal answers its §8 code and Russian text: the error catalogue is bundled and
    // initialised (esbuild once left it uninitialised behind an `export *`, and every error
    // path failed with a TypeError).
    const refused = await gql(url, '{ nope }', {})
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: 'Некорректный запрос',
        extensions: expect.objectContaining({ code: 'E_1' }),
      }),
    ])

    // The PGlite worker is a thread of this process; nothing else runs beside it.
    expect(childrenOf(running.pid as number)).toEqual([])

    running.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(log).toContain('reference-api: stopped')
  }, 240_000)
})
