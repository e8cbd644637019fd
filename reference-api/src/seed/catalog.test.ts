import { describe, expect, it } from 'vitest'
import { type Catalog, generateCatalog } from './catalog'
import { pharmacyStockRows } from './pharmacies'
import { type ProductPriceRow, productPriceRows } from './prices'

const small = generateCatalog({ catalogSize: 300, seed: 1 })
const smallPrices = [...productPriceRows(small)]

function firstRows(catalog: Catalog) {
  return {
    products: catalog.products,
    instructions: catalog.productInstructions,
    pharmacies: catalog.pharmacies,
    reviews: catalog.reviews,
    promotions: catalog.promotions,
    prices: [...productPriceRows(catalog)].slice(0, 5000),
    stock: [...pharmacyStockRows(catalog)].slice(0, 5000),
  }
}

describe('generateCatalog determinism', () => {
  it('gives identical rows for the same seed', () => {
    const again = generateCatalog({ catalogSize: 300, seed: 1 })
    expect(firstRows(again)).toEqual(firstRows(small))
  })

  it('gives a different catalogue for a different seed', () => {
    const other = generateCatalog({ catalogSize: 300, seed: 2 })
    expect(other.products.map((p) => p.name)).not.toEqual(small.products.map((p) => p.name))
  })

  it('makes exactly the requested number of products', () => {
    expect(small.products).toHaveLength(300)
    expect(generateCatalog({ catalogSize: 57, seed: 3 }).products).toHaveLength(57)
  })

  it('rejects a size that is not a positive integer', () => {
    expect(() => generateCatalog({ catalogSize: 0 })).toThrow(/positive integer/)
  })
})

describe('regions', () => {
  it('has the default region exactly as the spec defines it', () => {
    const defaults = small.regions.filter((r) => r.isDefault)
    expect(defaults).toHaveLength(1)
    expect(defaults[0]).toMatchObject({
      id: 'moscowregion',
      num: 77,
      name: 'Московская область',
      nameI: 'Москва и область',
      nameR: 'Москвы и области',
      nameP: 'Москве и области',
      lat: 55.753206,
      long: 37.622509,
    })
  })

  it('covers all 85 federal subjects once each', () => {
    const subjects = small.regions.flatMap((r) => r.federalSubjects)
    expect(subjects).toHaveLength(85)
    expect(new Set(subjects).size).toBe(85)
    for (const name of [
      'Москва',
      'Московская область',
      'Санкт-Петербург',
      'Севастополь',
      'Республика Крым',
    ]) {
      expect(subjects).toContain(name)
    }
  })

  it('gives every region a unique id and code and all three name forms', () => {
    expect(new Set(small.regions.map((r) => r.id)).size).toBe(small.regions.length)
    expect(new Set(small.regions.map((r) => r.num)).size).toBe(small.regions.length)
    const kazan = small.regions.find((r) => r.id === 'tatarstan')
    expect(kazan).toMatchObject({
      num: 16,
      nameR: 'Республики Татарстан',
      nameP: 'Республике Татарстан',
      cityNameI: 'Казань',
    })
    expect(small.regions.find((r) => r.num === 50)).toBeUndefined()
  })
})

describe('catalogue', () => {
  it('has a three-level category tree with Latin aliases', () => {
    expect(Math.max(...small.categories.map((c) => c.level))).toBe(3)
    const painkillers = small.categories.find((c) => c.name === 'Обезболивающие и жаропонижающие')
    expect(painkillers?.alias).toBe('obezbolivayushchie-i-zharoponizhayushchie')
    expect(painkillers?.path).toBe(
      'lekarstvennye-sredstva/obezbolivayushchie-i-zharoponizhayushchie',
    )
    for (const c of small.categories) expect(c.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('gives unique aliases, skus and bitrix ids', () => {
    const unique = <T>(values: T[]) => new Set(values).size === values.length
    expect(unique(small.products.map((p) => p.alias))).toBe(true)
    expect(unique(small.products.map((p) => p.sku))).toBe(true)
    expect(unique(small.products.map((p) => p.bitrixId))).toBe(true)
    expect(unique(small.brands.map((b) => b.alias))).toBe(true)
    expect(unique(small.mnns.map((m) => m.alias))).toBe(true)
    expect(unique(small.categories.map((c) => c.alias))).toBe(true)
    for (const p of small.products) expect(p.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('keeps every analogue group (products sharing an MNN) at two or more products', () => {
    const byMnn = new Map<number, number>()
    for (const p of small.products) {
      if (p.mnnId != null) byMnn.set(p.mnnId, (byMnn.get(p.mnnId) ?? 0) + 1)
    }
    expect(byMnn.size).toBeGreaterThan(40)
    for (const count of byMnn.values()) expect(count).toBeGreaterThanOrEqual(2)
  })

  it('sells paracetamol under several trade names', () => {
    const paracetamolId = small.mnns.find((m) => m.title === 'парацетамол')?.id
    const names = small.products.filter((p) => p.mnnId === paracetamolId).map((p) => p.name)
    expect(names.some((n) => n.startsWith('Парацетамол'))).toBe(true)
    expect(names.some((n) => n.startsWith('Панадол'))).toBe(true)
  })

  it('writes instructions with every ProductInstruction field for each drug', () => {
    const drugs = small.products.filter((p) => p.kind === 'drug')
    expect(small.productInstructions).toHaveLength(drugs.length)
    const instruction = small.productInstructions[0]
    for (const field of [
      'shortDesc',
      'indictation',
      'contraIndication',
      'specialInstruction',
      'pharmAction',
      'dosage',
      'interaction',
      'overDosage',
      'sideEffect',
      'formulation',
      'storingCondition',
      'prescription',
      'atcCode',
      'startRegDate',
      'numberReg',
      'gtin',
      'registeredAs',
      'urlToRegistry',
      'forChildren',
      'fullTradeName',
    ] as const) {
      expect(instruction?.[field], field).toBeTruthy()
    }
    for (const i of small.productInstructions) {
      expect(['Отпускается без рецепта', 'Отпускается по рецепту']).toContain(i.prescription)
      expect(i.numberReg).toMatch(/^(ЛП-00\d{4}|ЛСР-00\d{4}\/\d{2}|П N0\d{5}\/01)$/)
      expect(i.icd10?.length).toBeGreaterThan(0)
    }
  })

  it('gives drugs GTIN-13 codes with a valid check digit', () => {
    for (const { gtin } of small.productInstructions) {
      expect(gtin).toMatch(/^\d{13}$/)
      const digits = [...(gtin ?? '')].map(Number)
      const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0)
      expect((10 - (sum % 10)) % 10).toBe(digits[12])
    }
  })

  it('computes each product rating from its reviews', () => {
    const byProduct = new Map<number, number[]>()
    for (const r of small.reviews)
      byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.rating])
    for (const p of small.products) {
      const ratings = byProduct.get(p.id) ?? []
      expect(p.reviewsCount).toBe(ratings.length)
      if (ratings.length > 0) {
        const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length
        expect(p.rating).toBeCloseTo(mean, 1)
      }
    }
  })

  it('makes bundles out of products of the catalogue', () => {
    const bundles = small.products.filter((p) => p.isBundle)
    expect(bundles.length).toBeGreaterThan(0)
    const ids = new Set(small.products.map((p) => p.id))
    for (const item of small.productBundleItems) expect(ids.has(item.productId)).toBe(true)
  })
})

describe('regional prices', () => {
  const byProduct = new Map<number, ProductPriceRow[]>()
  for (const row of smallPrices)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row])
  const regionCount = small.regions.length

  it('gives most products a base price in most regions', () => {
    const baseRows = smallPrices.filter((r) => r.priceTypeId === 1)
    expect(baseRows.length / (small.products.length * regionCount)).toBeGreaterThan(0.8)
    expect(baseRows.length / (small.products.length * regionCount)).toBeLessThan(0.98)
  })

  it('leaves some products out of some regions', () => {
    const absent = small.products.filter((p) => {
      const regions = new Set((byProduct.get(p.id) ?? []).map((r) => r.regionId))
      return regions.size < regionCount
    })
    expect(absent.length).toBeGreaterThan(small.products.length / 2)
  })

  it('prices some regions differently from the default region', () => {
    const differs = small.products.some((p) => {
      const rows = (byProduct.get(p.id) ?? []).filter((r) => r.priceTypeId === 1)
      const moscow = rows.find((r) => r.regionId === 'moscowregion')?.price
      return moscow !== undefined && rows.some((r) => r.price !== moscow)
    })
    expect(differs).toBe(true)
  })

  it('gives expiring variants a future expiration date and a lower price', () => {
    const expiring = smallPrices.filter((r) => r.isExpirating)
    expect(expiring.length).toBeGreaterThan(0)
    for (const row of expiring) {
      expect([4, 14]).toContain(row.priceTypeId)
      expect(row.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect((row.expirationDate ?? '') > small.today).toBe(true)
      expect(row.price).toBeLessThan(row.priceOld ?? 0)
    }
  })

  it('has marketplace variants with a seller, booking-only products and discounts', () => {
    const marketplace = smallPrices.filter((r) => r.priceTypeId >= 8 && r.priceTypeId <= 13)
    expect(marketplace.length).toBeGreaterThan(0)
    for (const row of marketplace) expect(row.sellerId).not.toBeNull()
    expect(
      smallPrices.some((r) => r.priceTypeId === 1 && !r.availableForOrder && r.availableForBooking),
    ).toBe(true)
    expect(
      smallPrices.some((r) => r.priceOld != null && r.priceOld > r.price && !r.isExpirating),
    ).toBe(true)
  })

  it('limits prescription drugs to a few packs per order', () => {
    const rx = new Set(small.products.filter((p) => p.requiresPrescription).map((p) => p.id))
    for (const row of smallPrices) {
      if (rx.has(row.productId) && row.priceTypeId === 1)
        expect(row.maxQuantity).toBeLessThanOrEqual(5)
    }
  })
})

describe('pharmacies', () => {
  it('places about 250 pharmacies with metro stations in the default region', () => {
    const moscow = small.pharmacies.filter((p) => p.regionId === 'moscowregion')
    expect(moscow).toHaveLength(250)
    expect(moscow.filter((p) => p.metro !== null).length).toBeGreaterThan(150)
    for (const p of moscow) {
      expect(Math.abs(p.lat - 55.75)).toBeLessThan(1)
      expect(p.workingHours).toHaveLength(7)
    }
    expect(moscow[0]?.address).toMatch(/^(г\. Москва|Московская обл\.), .+, д\. \d+/)
  })

  it('stocks different products in different pharmacies', () => {
    const stock = [...pharmacyStockRows(small)]
    const shelf = (id: number) =>
      new Set(stock.filter((s) => s.pharmacyId === id).map((s) => s.productId))
    const [a, b] = [shelf(1), shelf(2)]
    expect(a.size).toBeGreaterThan(0)
    expect([...a].some((id) => !b.has(id))).toBe(true)
  })

  it('draws courier zones only around cities with pharmacies', () => {
    const withPharmacies = new Set(small.pharmacies.map((p) => p.regionId))
    for (const zone of small.deliveryZones) {
      expect(withPharmacies.has(zone.regionId)).toBe(true)
      expect(zone.coordinates[0]).toEqual(zone.coordinates[zone.coordinates.length - 1])
    }
    expect(small.deliveryZones.find((z) => z.type === 'courier')).toMatchObject({
      courierPrice: 299,
      freeFrom: 2500,
      minSum: 500,
    })
  })
})

describe('content and accounts', () => {
  it('has promotions, ads with own counters, widgets, team, articles and analyses', () => {
    expect(small.promotions.length).toBe(15)
    expect(small.promotions.some((p) => p.advertiserErid !== null)).toBe(true)
    for (const ad of small.advertisements) {
      expect(ad.trackUrl).toBe(`/ads/track/${ad.id}`)
      expect(ad.impsUrl).toBe(`/ads/imps/${ad.id}`)
    }
    expect(small.widgets.map((w) => w.alias)).toEqual(
      expect.arrayContaining(['popular', 'with-this-buy']),
    )
    expect(small.teamPersons).toHaveLength(30)
    expect(new Set(small.teamPersons.map((p) => p.type))).toEqual(
      new Set(['doctor', 'author', 'staff', 'pharmacist']),
    )
    expect(small.articles).toHaveLength(40)
    expect(small.analyses.map((a) => a.name)).toContain('Общий анализ крови')
    expect(small.promoCodes.find((c) => c.code === 'ZDOROVYE10')).toMatchObject({
      discountKind: 'percent',
      discountValue: 10,
      minSum: 1000,
    })
  })

  it('has the demo customer, employee and operator', () => {
    expect(small.users.map((u) => [u.phone, u.name, u.surname])).toEqual([
      ['+79990000001', 'Анна', 'Иванова'],
      ['+79990000002', 'Сергей', 'Петров'],
      ['+79990000003', 'Ольга', 'Смирнова'],
    ])
    expect(small.users[1]).toMatchObject({ isEmployee: true, employeeModeEnabled: true })
    expect(small.users[2]).toMatchObject({ isOperator: true })
  })

  it('keeps the demo loyalty balance equal to the sum of its transactions', () => {
    const sum = small.loyaltyTransactions
      .filter((t) => t.userId === 1)
      .reduce((s, t) => s + t.points, 0)
    expect(small.loyaltyAccounts[0]?.points).toBe(sum)
    const earned = small.orders.map((o) => o.pointsEarned)
    // Earned on what was paid for goods (the money model): delivery earns nothing.
    for (const order of small.orders)
      expect(order.pointsEarned).toBe(Math.floor((order.total - (order.deliveryPrice ?? 0)) / 100))
    expect(earned.length).toBe(2)
  })
})
