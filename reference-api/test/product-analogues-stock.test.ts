// The product page's analogues and pharmacies tabs against the seeded catalogue: analogues are
// every other product of the same MNN sold in the region; the pharmacies are the region's
// active pharmacies with the product on the shelf, each with the price the shelf is booked at
// and the day it is ready, searchable and paged.
import { ProductAnalogsDocument, ProductPharmaciesDocument, ProductsDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOP_TIME_ZONE, zoneDate } from '../src/clock/shopClock'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

type Summary = { id: string; alias: string; mnns: { alias: string }[] }

// Today's noon in Moscow: every seeded pharmacy is open and has the assembly time before closing,
// so goods on its shelf are ready after its booking days (the shop clock, shop-clock.test).
const NOON = new Date(`${zoneDate(new Date(), SHOP_TIME_ZONE)}T12:00:00+03:00`)

describe.each(backends)('product analogues and pharmacy stock (%s)', (backend) => {
  let api: TestApi
  const moscow = 'moscowregion'
  let drugs: Summary[]

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'product_stock', { catalogSize: 300, now: () => NOON })
    const all: Summary[] = []
    for (let page = 1; page <= 3; page += 1) {
      const list = await api.gql(ProductsDocument, {
        search: { regionID: moscow, pageCount: 100, page },
      })
      all.push(...list.data!.products.items)
    }
    drugs = all.filter((product) => product.mnns.length === 1)
  })
  afterAll(async () => {
    await api?.close()
  })

  const analogsOf = async (alias: string, regionID = moscow) => {
    const answer = await api.gql(ProductAnalogsDocument, {
      alias,
      regionID,
      paginator: { limit: 100 },
    })
    expect(answer.errors).toEqual([])
    return answer.data!.productAnalogs
  }

  const stockOf = async (
    alias: string,
    variables: { search?: string; page?: number; limit?: number; regionID?: string } = {},
  ) => {
    const answer = await api.gql(ProductPharmaciesDocument, {
      alias,
      regionID: variables.regionID ?? moscow,
      paginator: { page: variables.page ?? 1, limit: variables.limit ?? 100 },
      ...(variables.search ? { search: variables.search } : {}),
    })
    expect(answer.errors).toEqual([])
    return answer.data!.productPage!.product.pharmacies
  }

  it('lists as analogues exactly the other products of the same MNN in the region', async () => {
    expect(drugs.length).toBeGreaterThan(10)
    let withAnalogues = 0
    for (const drug of drugs.slice(0, 12)) {
      const mnn = drug.mnns[0]!.alias
      const sameMnn = await api.gql(ProductsDocument, {
        search: { regionID: moscow, mnnAlias: mnn, pageCount: 100 },
      })
      const expected = sameMnn
        .data!.products.items.map((item) => item.id)
        .filter((id) => id !== drug.id)
        .sort()
      const analogs = await analogsOf(drug.alias)
      expect(analogs.items.map((item) => item.id).sort()).toEqual(expected)
      expect(analogs.total).toBe(expected.length)
      // The list's ids are the same-MNN products' ids (above), so each shares the MNN.
      for (const analog of analogs.items) expect(analog.price).not.toBeNull()
      if (analogs.total > 0) withAnalogues += 1
    }
    // The seed puts two products of every MNN in the catalogue, so drugs have analogues.
    expect(withAnalogues).toBeGreaterThan(6)
  })

  it('pages the analogues and accepts the alias with .html', async () => {
    const drug = drugs.find((d) => d.mnns.length === 1)!
    const all = await analogsOf(drug.alias)
    const first = await api.gql(ProductAnalogsDocument, {
      alias: `${drug.alias}.html`,
      regionID: moscow,
      paginator: { page: 1, limit: 1 },
    })
    expect(first.data!.productAnalogs.pageInfo).toMatchObject({
      page: 1,
      limit: 1,
      total: all.total,
      pageCount: all.total,
    })
    expect(first.data!.productAnalogs.items.map((item) => item.id)).toEqual(
      all.items.slice(0, 1).map((item) => item.id),
    )
  })

  it('lists every stocked active pharmacy of the region with its quantity', async () => {
    const drug = drugs[0]!
    const stock = await stockOf(drug.alias)
    const rows = await api.database.exec<{ id: number; quantity: number }>(
      `SELECT ph.id, s.quantity FROM pharmacy_stock s
         JOIN pharmacies ph ON ph.id = s.pharmacy_id
         JOIN products p ON p.id = s.product_id
        WHERE p.alias = $1 AND ph.region_id = $2 AND ph.is_active AND s.quantity > 0`,
      [drug.alias, moscow],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(stock.total).toBe(rows.length)
    const expected = new Map(rows.map((row) => [String(row.id), Number(row.quantity)]))
    expect(new Map(stock.items.map((item) => [item.pharmacy.id, item.quantity]))).toEqual(expected)
    for (const item of stock.items) expect(item.pharmacy.regionId).toBe(moscow)
  })

  it('prices the shelf at the bookable price, ready after the pharmacy booking days', async () => {
    const drug = drugs[1]!
    const stock = await stockOf(drug.alias, { limit: 5 })
    const [variant] = await api.database.exec<{ price: string }>(
      `SELECT pp.price FROM product_prices pp JOIN products p ON p.id = pp.product_id
        WHERE p.alias = $1 AND pp.region_id = $2 AND pp.available_for_booking
        ORDER BY (pp.available_for_order AND pp.price_type_id = 1) DESC, pp.available_for_order DESC,
                 pp.price, pp.price_type_id
        LIMIT 1`,
      [drug.alias, moscow],
    )
    const terms = await api.database.exec<{ id: number; booking_days: number }>(
      'SELECT id, booking_days FROM pharmacies WHERE region_id = $1',
      [moscow],
    )
    const bookingDays = new Map(terms.map((row) => [String(row.id), Number(row.booking_days)]))
    expect(stock.items.length).toBeGreaterThan(0)
    for (const item of stock.items) {
      expect(item.price).toBe(Number(variant!.price))
      expect(item.pickupDate).toBe(
        zoneDate(NOON, SHOP_TIME_ZONE, bookingDays.get(item.pharmacy.id)!),
      )
    }
    // A pharmacy that needs two days to put booked goods together says so.
    const slow = stock.items[0]!.pharmacy.id
    await api.database.exec('UPDATE pharmacies SET booking_days = 2 WHERE id = $1', [Number(slow)])
    try {
      const again = await stockOf(drug.alias, { limit: 5 })
      const dates = new Map(again.items.map((item) => [item.pharmacy.id, item.pickupDate]))
      expect(dates.get(slow)).toBe(zoneDate(NOON, SHOP_TIME_ZONE, 2))
      expect(dates.get(stock.items[1]!.pharmacy.id)).toBe(
        zoneDate(NOON, SHOP_TIME_ZONE, bookingDays.get(stock.items[1]!.pharmacy.id)!),
      )
    } finally {
      await api.database.exec('UPDATE pharmacies SET booking_days = $2 WHERE id = $1', [
        Number(slow),
        bookingDays.get(slow),
      ])
    }
  })

  it('searches by address and pages without repeats', async () => {
    const drug = drugs[2]!
    const all = await stockOf(drug.alias)
    const street = /ул\. ([А-Яа-яё-]+)/.exec(all.items.map((i) => i.pharmacy.address).join(' '))
    expect(street).not.toBeNull()
    const found = await stockOf(drug.alias, { search: street![1]! })
    expect(found.total).toBeGreaterThan(0)
    expect(found.total).toBeLessThan(all.total)
    for (const item of found.items) {
      const text = `${item.pharmacy.address} ${item.pharmacy.name} ${item.pharmacy.metro.map((m) => m.name).join(' ')}`
      expect(text.toLowerCase()).toContain(street![1]!.toLowerCase())
    }
    const pages = [
      await stockOf(drug.alias, { page: 1, limit: 5 }),
      await stockOf(drug.alias, { page: 2, limit: 5 }),
    ]
    const ids = pages.flatMap((page) => page.items.map((item) => item.pharmacy.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(all.items.slice(0, 10).map((item) => item.pharmacy.id))
  })

  it('lists only the pharmacies of the asked region', async () => {
    const drug = drugs[0]!
    const spb = await stockOf(drug.alias, { regionID: 'spb' })
    for (const item of spb.items) expect(item.pharmacy.regionId).toBe('spb')
    const moscowIds = new Set((await stockOf(drug.alias)).items.map((item) => item.pharmacy.id))
    for (const item of spb.items) expect(moscowIds.has(item.pharmacy.id)).toBe(false)
  })
})
