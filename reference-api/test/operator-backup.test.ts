// `npm run backup` / `npm run restore` of the embedded database: the running API hands out its
// data folder as a tarball (GET /backup, behind BACKUP_TOKEN); restored into a new folder, the
// database opens with every order the API had placed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DetectRegionQueryDocument,
  PharmacySearchListDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupFromServer, restoreToFolder } from '../scripts/pgliteBackup'
import { openDatabase } from '../src/db'
import { startTestApi, type TestApi } from './harness'
import { orderableProducts, shopper } from './shopper'

const BACKUP_TOKEN = 'backup-token-for-tests'

describe('backup and restore of the embedded database', () => {
  let api: TestApi
  const folder = mkdtempSync(join(tmpdir(), 'apteka-restore-'))
  beforeAll(async () => {
    api = await startTestApi({ config: { backupToken: BACKUP_TOKEN } })
  })
  afterAll(async () => {
    await api?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  /** A signed-in shopper's order picked up at a pharmacy; answers its id. */
  async function placeOrder(phone: string, key: string) {
    const who = shopper(api)
    await who.signIn(phone)
    const regionID = (await who.gql(DetectRegionQueryDocument)).data?.detectRegion.id as string
    let cart = await who.gql(UpdateCartDocument, { regionID, items: [] })
    for (const product of await orderableProducts(api, regionID, { minPrice: 300, limit: 5 })) {
      if (cart.data?.updateCart.total.button.available) break
      cart = await who.gql(UpdateCartDocument, {
        regionID,
        items: [{ productID: String(product.id), priceTypeID: product.priceTypeId, quantity: 1 }],
      })
    }
    const list = await who.gql(PharmacySearchListDocument, {
      regionID,
      paginator: { page: 1, limit: 20 },
    })
    const point = list.data?.pharmacySearchList.items.find((item) => item.available)
    const chosen = await who.gql(UpdatePreOrderDocument, {
      input: { regionID, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: point?.pharmacy.id },
    })
    const payments = chosen.data?.updatePreOrder.availableOptions.payments.map((p) => p.type) ?? []
    await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID,
        step: 'CHECKOUT',
        payment: payments.includes('pharmacy') ? 'pharmacy' : 'online',
      },
    })
    const saved = await who.gql(SaveOrderDocument, { regionID, idempotencyKey: key })
    expect(saved.errors).toEqual([])
    return saved.data?.saveOrder.id as string
  }

  it('refuses /backup without the token', async () => {
    expect((await fetch(`${api.url}/backup`)).status).toBe(401)
    await expect(backupFromServer(api.url, 'wrong-token')).rejects.toThrow(/401/)
  })

  it('restores a backup of the running API into a new folder with every order', async () => {
    const placed = [
      await placeOrder('+79990000001', 'backup-1'),
      await placeOrder('+79990000002', 'backup-2'),
    ]
    const [before] = await api.database.exec<{ ids: string[] }>(
      'SELECT array_agg(id::text ORDER BY id) AS ids FROM orders',
    )
    const ids = before?.ids ?? []
    expect(ids).toEqual(expect.arrayContaining(placed))

    const tarball = await backupFromServer(api.url, BACKUP_TOKEN)
    expect(tarball?.byteLength).toBeGreaterThan(1000)
    // Written after the backup: not in it.
    await placeOrder('+79990000003', 'backup-3')

    const dataDir = join(folder, 'pglite')
    expect(await restoreToFolder(tarball as Uint8Array, dataDir)).toEqual({ orders: ids.length })
    await expect(restoreToFolder(tarball as Uint8Array, dataDir)).rejects.toThrow(/not empty/)
    // Into a new DATA_DIR that does not exist yet (docs/operations.md: trying a backup aside).
    expect(
      await restoreToFolder(tarball as Uint8Array, join(folder, 'new-data-dir', 'pglite')),
    ).toEqual({ orders: ids.length })
    const restored = await openDatabase({ dataDir, pgliteWorker: false })
    try {
      const [row] = await restored.exec<{ ids: string[] }>(
        'SELECT array_agg(id::text ORDER BY id) AS ids FROM orders',
      )
      expect(row?.ids).toEqual(ids)
    } finally {
      await restored.close()
    }
    // Three PGlite databases opened from a tarball: a minute and more on a loaded machine.
  }, 120_000)
})
