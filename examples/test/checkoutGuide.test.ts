// docs/sdk.md's checkout guide, run: its code block is examples/release/src/checkoutGuide.ts
// (the release check type-checks that file from the tarballs), and here it places a pickup order
// against a real reference API, whose saved order is read back. The guest cart of the guide
// survives between calls, and between clients sharing a jar, only with `apiCookies`.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  apiCookieJar,
  CartDocument,
  createStorefrontClient,
  OrderByNumberDocument,
  ProductsDocument,
  UpdateCartDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../reference-api/test/harness'
import { lastCode } from '../../reference-api/test/shopper'
import { buyForPickup } from '../release/src/checkoutGuide'

const CUSTOMER = '+79990000001'
const NEWCOMER = '+79035550177'
const REGION = 'moscowregion'
const guidePath = fileURLToPath(new URL('../release/src/checkoutGuide.ts', import.meta.url))
const docs = readFileSync(new URL('../../docs/sdk.md', import.meta.url), 'utf8')
let api: TestApi

beforeAll(async () => {
  api = await startTestApi({ catalogSize: 200 })
})
afterAll(() => api?.close())

const readBack = async (number: string, phone: string) =>
  (await api.gql(OrderByNumberDocument, { number, phone })).data?.orderByNumber

describe('docs/sdk.md "Checkout: a pickup order"', () => {
  it('shows the code of examples/release/src/checkoutGuide.ts, from its first import on', () => {
    const file = readFileSync(guidePath, 'utf8')
    const code = file.slice(file.indexOf('import {'))
    expect(docs).toContain(`\`\`\`ts\n${code}\`\`\``)
  })

  it('places a pickup order against the reference API', async () => {
    const placed = await buyForPickup({
      endpoint: `${api.url}/graphql`,
      regionID: REGION,
      phone: '8 999 000-00-01',
      readSmsCode: async () => lastCode(api, CUSTOMER),
      readName: async () => {
        throw new Error('an existing customer is not asked for a name')
      },
      query: 'таблетки',
    })
    expect(placed.order.number).toMatch(/\S/)
    expect(placed.order.total.totalAmount).toBeGreaterThan(0)
    // The order as the shop's look-up by number and phone finds it, at the pharmacy chosen.
    const read = await readBack(placed.order.number, CUSTOMER)
    expect(read?.number).toBe(placed.order.number)
    expect(read?.receiveType).toBe('pickup')
    expect(read?.total.totalAmount).toBe(placed.order.total.totalAmount)
    expect(placed.order.pharmacy?.id).toBe(placed.pharmacy.id)
  })

  it('registers a phone with no account on the way, with the name it asks for', async () => {
    let asked = 0
    const placed = await buyForPickup({
      endpoint: `${api.url}/graphql`,
      regionID: REGION,
      phone: NEWCOMER,
      readSmsCode: async () => lastCode(api, NEWCOMER),
      readName: async () => {
        asked += 1
        return 'Анна'
      },
      query: 'таблетки',
    })
    expect(asked).toBe(1)
    expect((await readBack(placed.order.number, NEWCOMER))?.number).toBe(placed.order.number)
  })
})

describe('a guest cart in Node', () => {
  /** The id and price type of an orderable product. */
  async function orderable() {
    const client = createStorefrontClient({ endpoint: `${api.url}/graphql` })
    const { products } = await client.requestData(ProductsDocument, {
      search: { regionID: REGION, query: 'таблетки', pageCount: 20 },
    })
    const product = products.items.find((item) => item.availableForOrder && item.priceTypeID)
    if (!product?.priceTypeID) throw new Error('no orderable product in the seed')
    return { productID: product.id, priceTypeID: product.priceTypeID, quantity: 2 }
  }

  it('survives between two clients sharing an apiCookies jar', async () => {
    const line = await orderable()
    const apiCookies = apiCookieJar()
    const browsing = createStorefrontClient({ endpoint: `${api.url}/graphql`, apiCookies })
    await browsing.requestData(UpdateCartDocument, { regionID: REGION, items: [line] })
    const later = createStorefrontClient({ endpoint: `${api.url}/graphql`, apiCookies })
    const { cart } = await later.requestData(CartDocument, { regionID: REGION })
    expect(cart.total.quantity).toBe(2)
    expect(apiCookies.get('guest_id')).toMatch(/\S/)
  })

  it('is lost between calls without the jar (what apiCookies is for)', async () => {
    const line = await orderable()
    const client = createStorefrontClient({ endpoint: `${api.url}/graphql` })
    await client.requestData(UpdateCartDocument, { regionID: REGION, items: [line] })
    const { cart } = await client.requestData(CartDocument, { regionID: REGION })
    expect(cart.total.quantity).toBe(0)
  })
})
