// The server as `npm run start:api` runs it: a real process on a data folder, stopped with
// SIGTERM after an order is saved, then started again — the order is still there, and the
// database is not seeded a second time.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  GetCodeDocument,
  LoginDocument,
  OrderDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  ProductsDocument,
  RefreshTokenDocument,
  SaveOrderDocument,
  type TypedDocumentString,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const dataDir = mkdtempSync(join(tmpdir(), 'apteka-api-'))
const regionID = 'moscowregion'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

interface Running {
  child: ChildProcess
  url: string
  log: string[]
  exited: Promise<number | null>
}

async function start(port: number): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--conditions=@apteka/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        CATALOG_SIZE: '200',
        DEV_SMS_CODE: '1234',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const log: string[] = []
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line:\n${log.join('')}`)), 120_000)
    const onData = (chunk: Buffer) => {
      log.push(String(chunk))
      const match = /listening on (http:\/\/\S+)\/graphql/.exec(log.join(''))
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)))
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${log.join('')}`)))
  })
  return { child, url, log, exited }
}

async function gql<R, V>(
  url: string,
  document: TypedDocumentString<R, V>,
  variables: V,
  token?: string,
): Promise<R> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'guest_id=lifecycle-test',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: String(document), variables }),
  })
  const body = (await response.json()) as { data: R; errors?: unknown[] }
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors))
  return body.data
}

describe('the server process', () => {
  let running: Running | undefined
  afterAll(() => {
    running?.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps a saved order across a SIGTERM and a restart', async () => {
    const port = await freePort()
    running = await start(port)
    expect(running.log.join('')).toMatch(
      /reference-api listening on http:\/\/127\.0\.0\.1:\d+\/graphql/,
    )
    const { url } = running

    await gql(url, GetCodeDocument, { phone: '+79990000001' })
    const login = await gql(url, LoginDocument, { phone: '+79990000001', code: '1234' })
    const access = login.login.session?.user?.accessToken
    const refresh = login.login.session?.user?.refreshToken
    expect(access).toBeTruthy()

    // Enough goods for the minimum sum, then pickup at a pharmacy that has them all.
    const found = await gql(url, ProductsDocument, {
      search: {
        regionID,
        toggles: ['available'],
        sort: { type: 'price', side: 'desc' },
        pageCount: 3,
      },
    })
    const items = found.products.items
      .filter((product) => product.priceTypeID && product.availableForOrder)
      .map((product) => ({
        productID: product.id,
        priceTypeID: product.priceTypeID ?? 1,
        quantity: 1,
      }))
    expect(items.length).toBeGreaterThan(0)
    await gql(url, UpdateCartDocument, { regionID, items }, access)
    await gql(url, PreOrderDocument, { regionID, step: 'PICKUP' }, access)
    const list = await gql(
      url,
      PharmacySearchListDocument,
      { regionID, paginator: { limit: 50 } },
      access,
    )
    const pharmacy = list.pharmacySearchList.items.find((point) => point.available)?.pharmacy
    expect(pharmacy).toBeDefined()
    await gql(
      url,
      UpdatePreOrderDocument,
      { input: { regionID, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: pharmacy?.id } },
      access,
    )
    await gql(
      url,
      UpdatePreOrderDocument,
      { input: { regionID, step: 'CHECKOUT', payment: 'online' } },
      access,
    )
    const saved = await gql(
      url,
      SaveOrderDocument,
      { regionID, idempotencyKey: 'lifecycle-1' },
      access,
    )

    const before = await gql(url, OrderDocument, { id: saved.saveOrder.id }, access)
    expect(before.order?.number).toBe(saved.saveOrder.number)

    // SIGTERM: the process finishes, says so and exits 0.
    running.child.kill('SIGTERM')
    expect(await running.exited).toBe(0)
    expect(running.log.join('')).toContain('reference-api: stopped')

    // Started again on the same folder: no second seed, the session and the order are there.
    running = await start(port)
    expect(running.log.join('')).not.toContain('seeded')
    const refreshed = await gql(running.url, RefreshTokenDocument, { refreshToken: refresh ?? '' })
    const order = await gql(
      running.url,
      OrderDocument,
      { id: saved.saveOrder.id },
      refreshed.refreshToken.accessToken,
    )
    expect(order.order?.number).toBe(saved.saveOrder.number)
    expect(order.order?.items.length).toBe(saved.saveOrder.items.length)
    running.child.kill('SIGTERM')
    expect(await running.exited).toBe(0)
  }, 240_000)
})
