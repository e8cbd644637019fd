// docs/sdk.md's checkout guide, run: its code block is examples/release/src/checkoutGuide.ts
// (the release check type-checks that file from the tarballs), and here it places a pickup order
// against a real reference API, whose saved order is read back.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { OrderByNumberDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../reference-api/test/harness'
import { lastCode } from '../../reference-api/test/shopper'
import { placePickupOrder } from '../release/src/checkoutGuide'

const CUSTOMER = '+79990000001'
const guidePath = fileURLToPath(new URL('../release/src/checkoutGuide.ts', import.meta.url))
const docs = readFileSync(new URL('../../docs/sdk.md', import.meta.url), 'utf8')
let api: TestApi

beforeAll(async () => {
  api = await startTestApi({ catalogSize: 200 })
})
afterAll(() => api?.close())

describe('docs/sdk.md "Checkout: a pickup order"', () => {
  it('shows the code of examples/release/src/checkoutGuide.ts, from its first import on', () => {
    const file = readFileSync(guidePath, 'utf8')
    const code = file.slice(file.indexOf('import {'))
    expect(docs).toContain(`\`\`\`ts\n${code}\`\`\``)
  })

  it('places a pickup order against the reference API', async () => {
    const placed = await placePickupOrder({
      endpoint: `${api.url}/graphql`,
      regionID: 'moscowregion',
      phone: '8 999 000-00-01',
      readSmsCode: async () => lastCode(api, CUSTOMER),
      query: 'таблетки',
    })
    expect(placed.number).toMatch(/\S/)
    expect(placed.total).toBeGreaterThan(0)
    // The order as the shop's look-up by number and phone finds it.
    const read = await api.gql(OrderByNumberDocument, { number: placed.number, phone: CUSTOMER })
    expect(read.data?.orderByNumber?.number).toBe(placed.number)
    expect(read.data?.orderByNumber?.receiveType).toBe('pickup')
    expect(read.data?.orderByNumber?.total.totalAmount).toBe(placed.total)
  })

  it('says why when the phone has no account, in Russian', async () => {
    await expect(
      placePickupOrder({
        endpoint: `${api.url}/graphql`,
        regionID: 'moscowregion',
        phone: '+79035550177',
        readSmsCode: async () => lastCode(api, '+79035550177'),
        query: 'таблетки',
      }),
    ).rejects.toThrow('Этот телефон не зарегистрирован')
  })
})
