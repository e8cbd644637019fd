// GET /api/features/{clientKey} (src/http/features.ts): the operator's features file in
// GrowthBook's payload shape, revalidated by ETag, re-read when the file changes; a wrong key,
// method or file is a 404, 405 or 503, never a 500.
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config'
import { startTestApi, type TestApi } from './harness'

const CART_EXPERIMENT_ON = {
  features: {
    ex_cart_id: {
      defaultValue: '0',
      rules: [{ key: 'ex_cart_id', variations: ['0', '1'], weights: [0, 1], coverage: 1 }],
    },
  },
}

describe('GET /api/features/{clientKey}', () => {
  let api: TestApi
  let folder: string
  let file: string
  /** Writes the features file with a modification time of its own, so the server sees a change. */
  const writeFeatures = async (content: string, modified: Date) => {
    await writeFile(file, content)
    await utimes(file, modified, modified)
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'features-'))
    file = join(folder, 'features.json')
    await writeFeatures(JSON.stringify(CART_EXPERIMENT_ON), new Date('2026-11-01T10:00:00Z'))
    api = await startTestApi({ config: { features: { file, clientKey: 'shop-key' } } })
  })
  afterAll(async () => {
    await api?.close()
    await rm(folder, { recursive: true, force: true })
  })

  const features = (init?: RequestInit, key = 'shop-key') =>
    fetch(`${api.url}/api/features/${key}`, init)

  it("serves the file's features in GrowthBook's shape, versioned by the file's time", async () => {
    const response = await features()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({
      status: 200,
      features: CART_EXPERIMENT_ON.features,
      dateUpdated: '2026-11-01T10:00:00.000Z',
    })
  })

  it('answers an unchanged file by its ETag with 304', async () => {
    const first = await features()
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    const again = await features({ headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('serves the edited file after the operator changes it, under a new ETag', async () => {
    const before = (await features()).headers.get('etag')
    const off = { features: { ex_cart_id: { defaultValue: '0' } } }
    await writeFeatures(JSON.stringify(off), new Date('2026-11-02T10:00:00Z'))
    const after = await features({ headers: { 'if-none-match': before ?? '' } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before)
    expect(await after.json()).toMatchObject({
      features: off.features,
      dateUpdated: '2026-11-02T10:00:00.000Z',
    })
  })

  it('answers a broken features file with 503 and Retry-After, not a 500', async () => {
    await writeFeatures('{ "features": [', new Date('2026-11-03T10:00:00Z'))
    const broken = await features()
    expect(broken.status).toBe(503)
    expect(broken.headers.get('retry-after')).toBe('60')
    expect(await broken.text()).toBe('Признаки недоступны')
    await writeFeatures(JSON.stringify({ features: 'none' }), new Date('2026-11-03T11:00:00Z'))
    expect((await features()).status).toBe(503)
  })

  it('answers another client key with 404 and another method with 405', async () => {
    expect((await features(undefined, 'other-key')).status).toBe(404)
    expect((await features(undefined, '')).status).toBe(404)
    expect((await features({ method: 'POST', body: '{}' })).status).toBe(405)
  })
})

describe('the features file shipped with the API', () => {
  it('defines ex_cart_id off: its experiment covers no visitor until the operator raises it', async () => {
    const { file, clientKey } = readConfig({}).features
    expect(clientKey).toBe('storefront')
    const shipped = JSON.parse(await readFile(file, 'utf8'))
    expect(shipped.features.ex_cart_id).toMatchObject({
      defaultValue: '0',
      rules: [{ key: 'ex_cart_id', variations: ['0', '1'], coverage: 0 }],
    })
  })

  it('is named by FEATURES_FILE and FEATURES_CLIENT_KEY', () => {
    expect(
      readConfig({ FEATURES_FILE: '/etc/apteka/features.json', FEATURES_CLIENT_KEY: 'k1' })
        .features,
    ).toEqual({ file: '/etc/apteka/features.json', clientKey: 'k1' })
  })
})
