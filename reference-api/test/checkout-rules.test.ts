// Delivery rules the server decides itself (issue #35 item 9): the courier zone comes from the
// server's own geocoding of the address text, never from the client's lat/long.
import {
  errorMessage,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  codes,
  line,
  orderableProducts,
  type PricedProduct,
  shopper,
  suiteDatabaseUrl,
} from './shopper'

const REGION = 'moscowregion'
/** The Kremlin: inside Moscow's courier zone. */
const MOSCOW = { lat: 55.752, long: 37.6175 }

describe.each(backends)('checkout rules on the server (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'checkout_rules'),
      catalogSize: 120,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 150,
      maxPrice: 400,
      minQuantity: 4,
      limit: 10,
    })
  })
  afterAll(() => api?.close())

  const courierTo = async (formattedAddress: string, coordinates: typeof MOSCOW) => {
    const guest = shopper(api)
    const [a, b] = products as [PricedProduct, PricedProduct]
    await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
    const pre = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'DELIVERY',
        receiveType: 'courier',
        address: { formattedAddress, ...coordinates },
        payment: 'cash',
        receiver: { name: 'Гость', phone: '+79995550011' },
      },
    })
    return { guest, delivery: pre.data?.updatePreOrder.options.delivery }
  }

  it('an address outside the zone stays outside whatever coordinates the client sends', async () => {
    const { guest, delivery } = await courierTo('Сергиев Посад, пр-т Красной Армии, дом 10', MOSCOW)
    expect(delivery?.addressError).toBe(errorMessage('E_35'))
    expect(codes(await guest.gql(SaveOrderDocument, { regionID: REGION }))).toEqual(['E_35'])
  })

  it('an address the server cannot find is not placed by the client’s coordinates', async () => {
    const { guest, delivery } = await courierTo('Владивосток, ул. Светланская, дом 10', MOSCOW)
    expect(delivery?.addressError).not.toBeNull()
    expect(delivery?.address?.lat ?? null).toBeNull()
    expect(codes(await guest.gql(SaveOrderDocument, { regionID: REGION }))).not.toEqual([])
  })

  it('an address inside the zone keeps the server’s own coordinates, not the client’s', async () => {
    const { delivery } = await courierTo('г. Москва, ул. Тверская, дом 7', { lat: 10, long: 10 })
    expect(delivery?.addressError).toBeNull()
    expect(delivery?.address?.lat).not.toBe(10)
    expect(delivery?.address?.long).not.toBe(10)
  })
})
