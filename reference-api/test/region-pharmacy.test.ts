// Regions and pharmacies against the real server: suggestions, IP detection, the map's clusters
// and pins, the pharmacy list and one pharmacy's card.
import {
  DetectRegionQueryDocument,
  PharmacyDocument,
  PharmacyMapDocument,
  RegionQueryDocument,
  RegionsDocument,
  SearchPharmacyDocument,
  SuggestRegionDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

/** Moscow and around it (x = longitude, y = latitude). */
const MOSCOW_BOUNDS = { xMin: 36.8, xMax: 38.4, yMin: 55.1, yMax: 56.4 }

describe.each(backends)('regions and pharmacies (%s)', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'region_pharmacy', { catalogSize: 100 })
  })
  afterAll(async () => {
    await api?.close()
  })

  it("suggests Московская область and Москва for 'моск'", async () => {
    const { data } = await api.gql(SuggestRegionDocument, { query: '  моск ' })
    const found = data!.suggestRegion
    expect(found[0]).toMatchObject({
      id: 'moscowregion',
      name: 'Московская область',
      type: '1',
      num: 77,
    })
    expect(found).toContainEqual(
      expect.objectContaining({ name: 'Москва', type: '2', code: 'moscowregion', id: 'c77' }),
    )
  })

  it("reads 'е' as 'ё' and an empty query as every region", async () => {
    const orel = (await api.gql(SuggestRegionDocument, { query: 'орел' })).data!.suggestRegion
    expect(orel.map((place) => place.name)).toContain('Орёл')
    const all = (await api.gql(SuggestRegionDocument, { query: '' })).data!.suggestRegion
    const regions = (await api.gql(RegionsDocument, {})).data!.regions
    expect(all.length).toBe(regions.length)
    expect(all.every((place) => place.type === '1')).toBe(true)
  })

  it('finds a region by slug, number or city id; unknown is null', async () => {
    const bySlug = (await api.gql(RegionQueryDocument, { regionId: 'moscowregion' })).data!.region!
    expect(bySlug).toMatchObject({
      num: 77,
      names: { i: 'Москва и область', r: 'Москвы и области', p: 'Москве и области' },
      cityId: null,
    })
    expect((await api.gql(RegionQueryDocument, { regionId: '77' })).data!.region!.id).toBe(
      'moscowregion',
    )
    const city = (await api.gql(RegionQueryDocument, { regionId: 'c16' })).data!.region!
    expect(city).toMatchObject({ id: 'tatarstan', cityId: 'c16' })
    expect((await api.gql(RegionQueryDocument, { regionId: 'atlantis' })).data!.region).toBeNull()
  })

  it('detects the default region from a loopback address and a region from a known prefix', async () => {
    const local = await api.gql(DetectRegionQueryDocument, {})
    expect(local.data!.detectRegion.id).toBe('moscowregion')
    const kazan = await api.gql(DetectRegionQueryDocument, {}, { 'x-forwarded-for': '85.26.1.2' })
    expect(kazan.data!.detectRegion.id).toBe('tatarstan')
    const unknown = await api.gql(
      DetectRegionQueryDocument,
      {},
      { 'x-forwarded-for': '203.0.113.9' },
    )
    expect(unknown.data!.detectRegion.id).toBe('moscowregion')
  })

  /** Active pharmacies inside the bounds, counted straight in the database. */
  async function pharmaciesInside(bounds: typeof MOSCOW_BOUNDS): Promise<number> {
    const [row] = await api.database.exec<{ n: number | string }>(
      `SELECT count(*)::int AS n FROM pharmacies
       WHERE is_active AND long BETWEEN $1 AND $2 AND lat BETWEEN $3 AND $4`,
      [bounds.xMin, bounds.xMax, bounds.yMin, bounds.yMax],
    )
    return Number(row?.n ?? 0)
  }

  it.each([
    // SPEC §9's zoom values, each with a view a screen could show at that zoom.
    { zoom: 9, halfX: 1.6, halfY: 1.2 },
    { zoom: 16, halfX: 0.12, halfY: 0.06 },
    { zoom: 20, halfX: 0.008, halfY: 0.004 },
  ])(
    'clusters at zoom $zoom add up to every pharmacy in the bounds',
    async ({ zoom, halfX, halfY }) => {
      // Centred on a real pharmacy near the map's default centre, so even zoom 20 has one.
      const near = (
        await api.gql(PharmacyMapDocument, {
          xMin: 37.5,
          xMax: 37.7,
          yMin: 55.7,
          yMax: 55.8,
          zoom: 14,
        })
      ).data!.pharmacyMap
      const anchor = near.pharmacies[0]!
      const bounds = {
        xMin: anchor.long - halfX,
        xMax: anchor.long + halfX,
        yMin: anchor.lat - halfY,
        yMax: anchor.lat + halfY,
      }
      const expected = await pharmaciesInside(bounds)
      expect(expected).toBeGreaterThan(0)
      const { data, errors } = await api.gql(PharmacyMapDocument, { ...bounds, zoom })
      expect(errors).toEqual([])
      const map = data!.pharmacyMap
      const clustered = map.clusters.reduce((sum, cluster) => sum + cluster.count, 0)
      expect(clustered + map.pharmacies.length).toBe(expected)
      expect(new Set(map.pharmacies.map((p) => p.id)).size).toBe(map.pharmacies.length)
      expect(map.clusters.every((cluster) => cluster.count > 1)).toBe(true)
      for (const pharmacy of map.pharmacies) {
        expect(pharmacy.long).toBeGreaterThanOrEqual(bounds.xMin)
        expect(pharmacy.long).toBeLessThanOrEqual(bounds.xMax)
        expect(pharmacy.lat).toBeGreaterThanOrEqual(bounds.yMin)
        expect(pharmacy.lat).toBeLessThanOrEqual(bounds.yMax)
      }
      // Zoom 9 groups by district, zoom 16 the pharmacies around one metro exit.
      if (zoom < 20) expect(map.clusters.length).toBeGreaterThan(0)
      // The deepest zoom shows every pharmacy as its own pin.
      if (zoom === 20) expect(map.clusters).toEqual([])
    },
  )

  it('groups more coarsely as the zoom falls', async () => {
    const at = async (zoom: number) =>
      (await api.gql(PharmacyMapDocument, { ...MOSCOW_BOUNDS, zoom })).data!.pharmacyMap
    const region = await at(9)
    const country = await at(5)
    expect(country.clusters.length + country.pharmacies.length).toBeLessThan(
      region.clusters.length + region.pharmacies.length,
    )
  })

  it.each([
    { filter: 'roundTheClock', sql: 'is_round_the_clock', narrows: true },
    { filter: 'pickupToday', sql: 'pickup_days = 0', narrows: true },
    // Every seeded pharmacy takes cards, so this one is checked for the count only.
    { filter: 'cardPayment', sql: "payment_types @> ARRAY['card']::text[]", narrows: false },
  ])(
    'with the list filter $filter the map holds just the pharmacies it finds',
    async ({ filter, sql, narrows }) => {
      const [row] = await api.database.exec<{ n: number | string }>(
        `SELECT count(*)::int AS n FROM pharmacies
       WHERE is_active AND long BETWEEN $1 AND $2 AND lat BETWEEN $3 AND $4 AND ${sql}`,
        [MOSCOW_BOUNDS.xMin, MOSCOW_BOUNDS.xMax, MOSCOW_BOUNDS.yMin, MOSCOW_BOUNDS.yMax],
      )
      const expected = Number(row?.n ?? 0)
      const all = await pharmaciesInside(MOSCOW_BOUNDS)
      // The seed has pharmacies of the kind and (but for cards) some not: the filter narrows.
      expect(expected).toBeGreaterThan(0)
      if (narrows) expect(expected).toBeLessThan(all)
      const { data, errors } = await api.gql(PharmacyMapDocument, {
        ...MOSCOW_BOUNDS,
        zoom: 9,
        filters: { [filter]: true },
      })
      expect(errors).toEqual([])
      const map = data!.pharmacyMap
      const shown = map.clusters.reduce((sum, cluster) => sum + cluster.count, 0)
      expect(shown + map.pharmacies.length).toBe(expected)
    },
  )

  it("refuses the map's favourites filter to a shopper who is not signed in (E_12)", async () => {
    const { data, errors } = await api.gql(PharmacyMapDocument, {
      ...MOSCOW_BOUNDS,
      zoom: 9,
      filters: { favorite: true },
    })
    expect(data).toBeNull()
    expect(errors[0]?.extensions?.code).toBe('E_12')
  })

  it.each([
    { case: 'a view wider than a screen at zoom 16', xMin: 36.8, xMax: 38.4, zoom: 16 },
    { case: 'a longitude off the globe', xMin: 37.5, xMax: 200, zoom: 2 },
    { case: 'a zoom below 0', xMin: 37.5, xMax: 37.6, zoom: -1 },
    { case: 'a zoom beyond 23', xMin: 37.5, xMax: 37.6, zoom: 99 },
  ])('refuses $case with E_1', async ({ xMin, xMax, zoom }) => {
    const { data, errors } = await api.gql(PharmacyMapDocument, {
      xMin,
      xMax,
      yMin: 55.7,
      yMax: 55.8,
      zoom,
    })
    expect(data).toBeNull()
    expect(errors[0]?.extensions?.code).toBe('E_1')
    expect(errors[0]?.message).toMatch(/[а-яё]/i)
  })

  it('searches the pharmacy list by address and pages it', async () => {
    const all = (
      await api.gql(SearchPharmacyDocument, { regionID: 'moscowregion', paginator: { limit: 5 } })
    ).data!.searchPharmacy
    expect(all.items.length).toBe(5)
    const sample = all.items[0]!
    const street = sample.address.split(',')[0]!.trim()
    const found = (
      await api.gql(SearchPharmacyDocument, {
        regionID: 'moscowregion',
        search: street.toUpperCase(),
      })
    ).data!.searchPharmacy
    expect(found.total).toBeGreaterThan(0)
    expect(found.total).toBeLessThan(all.total)
    expect(
      found.items.every(
        (pharmacy) =>
          pharmacy.address.toLowerCase().includes(street.toLowerCase()) ||
          pharmacy.metro.some((m) => m.name.toLowerCase().includes(street.toLowerCase())) ||
          pharmacy.name.toLowerCase().includes(street.toLowerCase()),
      ),
    ).toBe(true)
    const unknownRegion = await api.gql(SearchPharmacyDocument, { regionID: 'atlantis' })
    expect(unknownRegion.errors[0]?.extensions?.code).toBe('E_15')
  })

  it("shows a pharmacy's card: hours folded, payments, terms and map links", async () => {
    const list = (await api.gql(SearchPharmacyDocument, { regionID: 'moscowregion' })).data!
      .searchPharmacy
    const pharmacy = (await api.gql(PharmacyDocument, { id: list.items[0]!.id })).data!.pharmacy!
    expect(pharmacy.workingHours.length).toBeGreaterThan(0)
    expect(pharmacy.humanWorkingHours.length).toBeGreaterThan(0)
    for (const line of pharmacy.humanWorkingHours)
      expect(line.time).toMatch(/^\d\d:\d\d-\d\d:\d\d$/)
    if (
      pharmacy.workingHours.length === 7 &&
      new Set(pharmacy.workingHours.map((d) => `${d.open}-${d.close}`)).size === 1
    )
      expect(pharmacy.humanWorkingHours[0]!.days).toBe('Пн-Вс')
    expect(pharmacy.paymentTypes.length).toBeGreaterThan(0)
    expect(pharmacy.term.pickupDays).toBeGreaterThanOrEqual(0)
    expect(pharmacy.mapsComments[0]!.url).toContain(`${pharmacy.lat},${pharmacy.long}`)
    expect(pharmacy.isFromLastOrder).toBe(false)
    expect((await api.gql(PharmacyDocument, { id: '99999999' })).data!.pharmacy).toBeNull()
  })
})
