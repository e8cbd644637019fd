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

  it('clusters pharmacies at zoom 9 and pins each one at zoom 16', async () => {
    const pins = (await api.gql(PharmacyMapDocument, { ...MOSCOW_BOUNDS, zoom: 16 })).data!
      .pharmacyMap
    expect(pins.clusters).toEqual([])
    expect(pins.pharmacies.length).toBeGreaterThan(20)
    for (const pharmacy of pins.pharmacies) {
      expect(pharmacy.long).toBeGreaterThanOrEqual(MOSCOW_BOUNDS.xMin)
      expect(pharmacy.long).toBeLessThanOrEqual(MOSCOW_BOUNDS.xMax)
      expect(pharmacy.lat).toBeGreaterThanOrEqual(MOSCOW_BOUNDS.yMin)
      expect(pharmacy.lat).toBeLessThanOrEqual(MOSCOW_BOUNDS.yMax)
    }
    const clustered = (await api.gql(PharmacyMapDocument, { ...MOSCOW_BOUNDS, zoom: 9 })).data!
      .pharmacyMap
    expect(clustered.clusters.length).toBeGreaterThan(0)
    expect(clustered.clusters.every((cluster) => cluster.count > 1)).toBe(true)
    const clusteredCount = clustered.clusters.reduce((sum, cluster) => sum + cluster.count, 0)
    expect(clusteredCount + clustered.pharmacies.length).toBe(pins.pharmacies.length)
    const coarse = (await api.gql(PharmacyMapDocument, { ...MOSCOW_BOUNDS, zoom: 5 })).data!
      .pharmacyMap
    expect(coarse.clusters.length).toBeLessThanOrEqual(clustered.clusters.length)
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
