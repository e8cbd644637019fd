// Courier addresses (#32): an address the map cannot find is refused on its field (E_1, saying
// what is wrong) and never saved; the gazetteer finds the streets of every town the region's
// pharmacies are in, not only Москва, Химки, Подольск and Сергиев Посад.
import {
  AddressCoordinatesDocument,
  ClearCartDocument,
  SuggestAddressDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_NOT_FOUND } from '../src/checkout/gazetteer'
import { moscowOblastTowns } from '../src/seed/data/places'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  line,
  orderableProducts,
  type PricedProduct,
  shopper,
  suiteDatabaseUrl,
} from './shopper'

const REGION = 'moscowregion'

describe.each(backends)('courier addresses (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'addresses'),
      catalogSize: 120,
    })
    products = await orderableProducts(api, REGION, { minPrice: 200, minQuantity: 4, limit: 2 })
  })
  afterAll(() => api?.close())

  it('suggests the streets of every town of the seeded pharmacies', async () => {
    for (const [town] of moscowOblastTowns) {
      const found = await api.gql(SuggestAddressDocument, {
        query: `${town} Ленина 5`,
        regionID: REGION,
      })
      expect(
        found.data?.suggestAddress.map((entry) => entry.formattedAddress),
        town,
      ).toContain(`г. ${town}, ул. Ленина, дом 5`)
    }
    const balashikha = await api.gql(AddressCoordinatesDocument, {
      regionID: REGION,
      addressText: 'Балашиха, ул. Ленина, дом 5',
    })
    expect(balashikha.data?.addressCoordinates?.inDeliveryZone).toBe(true)
  })

  it('an address the map cannot find is refused on its field and not saved', async () => {
    const anna = shopper(api)
    await anna.signIn('+79990000001')
    await anna.gql(ClearCartDocument, { regionID: REGION })
    const [a, b] = products as [PricedProduct, PricedProduct]
    await anna.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
    const refused = await anna.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'DELIVERY',
        receiveType: 'courier',
        address: { formattedAddress: 'Балашиха, Лен' },
      },
    })
    expect(refused.errors).toMatchObject([
      {
        message: ADDRESS_NOT_FOUND,
        extensions: { code: 'E_1', params: { field: 'address' } },
      },
    ])
    const found = await anna.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'DELIVERY',
        receiveType: 'courier',
        address: { formattedAddress: 'Балашиха, ул. Ленина, дом 5' },
      },
    })
    expect(found.errors).toEqual([])
    const saved = found.data?.updatePreOrder.availableOptions.addresses ?? []
    expect(saved.map((entry) => entry.formattedAddress)).toEqual(['г. Балашиха, ул. Ленина, дом 5'])
    const rows = await api.database.exec<{ formatted_address: string }>(
      `SELECT formatted_address FROM delivery_addresses WHERE formatted_address LIKE '%Лен'`,
    )
    expect(rows).toEqual([])
  })
})
