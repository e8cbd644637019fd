// 'Make this my pharmacy' against the real server: Pharmacy.isFavorite follows the customer's
// choice, the list's favourite filter shows only those pharmacies, and the other filters narrow
// the list to pharmacies that really are 24-hour or ready today.
import {
  PharmacyDocument,
  ProductsDocument,
  SearchPharmacyDocument,
  UpdateFavoritePharmacyDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, signIn, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

const REGION = 'moscowregion'

describe.each(backends)('favourite pharmacies and list filters (%s)', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'favorite_pharmacies', { catalogSize: 100 })
  })
  afterAll(async () => {
    await api?.close()
  })

  const firstPharmacies = async (headers: Record<string, string> = {}) =>
    (
      await api.gql(
        SearchPharmacyDocument,
        { regionID: REGION, paginator: { page: 1, limit: 5 } },
        headers,
      )
    ).data!.searchPharmacy.items

  it('a pharmacy made my pharmacy is a favourite for that customer only, until removed', async () => {
    const anna = await signIn(api, '+79990001601')
    const boris = await signIn(api, '+79990001602')
    const [pharmacy] = await firstPharmacies(anna)
    expect(pharmacy?.isFavorite).toBe(false)

    const made = await api.gql(
      UpdateFavoritePharmacyDocument,
      { mode: 'update', pharmacyID: pharmacy!.id },
      anna,
    )
    expect(made.errors).toEqual([])
    expect(made.data!.updateFavoritePharmacy).toEqual({ id: pharmacy!.id, isFavorite: true })

    const read = async (headers: Record<string, string>) =>
      (await api.gql(PharmacyDocument, { id: pharmacy!.id }, headers)).data!.pharmacy!.isFavorite
    expect(await read(anna)).toBe(true)
    expect(await read(boris)).toBe(false)
    expect(await read({})).toBe(false)

    const favourites = await api.gql(
      SearchPharmacyDocument,
      { regionID: REGION, filters: { favorite: true } },
      anna,
    )
    expect(favourites.data!.searchPharmacy.items.map((p) => p.id)).toEqual([pharmacy!.id])
    const none = await api.gql(
      SearchPharmacyDocument,
      { regionID: REGION, filters: { favorite: true } },
      boris,
    )
    expect(none.data!.searchPharmacy.total).toBe(0)

    await api.gql(
      UpdateFavoritePharmacyDocument,
      { mode: 'delete', pharmacyID: pharmacy!.id },
      anna,
    )
    expect(await read(anna)).toBe(false)
  })

  it('signed out, making a pharmacy mine or filtering by favourites is E_12; an unknown one E_23', async () => {
    const [pharmacy] = await firstPharmacies()
    const anonymous = await api.gql(UpdateFavoritePharmacyDocument, {
      mode: 'update',
      pharmacyID: pharmacy!.id,
    })
    expect(anonymous.errors[0]?.extensions?.code).toBe('E_12')
    const filtered = await api.gql(SearchPharmacyDocument, {
      regionID: REGION,
      filters: { favorite: true },
    })
    expect(filtered.errors[0]?.extensions?.code).toBe('E_12')
    const anna = await signIn(api, '+79990001603')
    const unknown = await api.gql(
      UpdateFavoritePharmacyDocument,
      { mode: 'update', pharmacyID: '99999999' },
      anna,
    )
    expect(unknown.errors[0]?.extensions?.code).toBe('E_23')
    expect(unknown.errors[0]?.message).toMatch(/[а-я]/i)
  })

  it('the 24-hour and pickup-today filters keep only such pharmacies', async () => {
    const all = (await api.gql(SearchPharmacyDocument, { regionID: REGION })).data!.searchPharmacy
    const roundTheClock = (
      await api.gql(SearchPharmacyDocument, {
        regionID: REGION,
        filters: { roundTheClock: true },
        paginator: { page: 1, limit: 100 },
      })
    ).data!.searchPharmacy
    expect(roundTheClock.total).toBeGreaterThan(0)
    expect(roundTheClock.total).toBeLessThan(all.total)
    for (const pharmacy of roundTheClock.items)
      expect(pharmacy.humanWorkingHours.map((h) => h.time)).toEqual(['00:00-24:00'])
    const today = (
      await api.gql(SearchPharmacyDocument, {
        regionID: REGION,
        filters: { pickupToday: true },
        paginator: { page: 1, limit: 100 },
      })
    ).data!.searchPharmacy
    expect(today.total).toBeGreaterThan(0)
    expect(today.total).toBeLessThan(all.total)
    expect(today.items.every((pharmacy) => pharmacy.term.pickupDays === 0)).toBe(true)
  })

  it('products in stock at a pharmacy are only those on its shelf', async () => {
    const [pharmacy] = await firstPharmacies()
    const all = (await api.gql(ProductsDocument, { search: { regionID: REGION, pageCount: 1 } }))
      .data!.products.total
    const there = await api.gql(ProductsDocument, {
      search: { regionID: REGION, pharmacyID: pharmacy!.id, pageCount: 100 },
    })
    expect(there.errors).toEqual([])
    const { total, items } = there.data!.products
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThan(all)
    const shelf = await api.database.exec<{ product_id: number }>(
      'SELECT product_id FROM pharmacy_stock WHERE pharmacy_id = $1 AND quantity > 0',
      [Number(pharmacy!.id)],
    )
    const onShelf = new Set(shelf.map((row) => String(row.product_id)))
    for (const item of items) expect(onShelf.has(item.id)).toBe(true)
    const unknown = await api.gql(ProductsDocument, {
      search: { regionID: REGION, pharmacyID: 'nope' },
    })
    expect(unknown.data!.products.total).toBe(0)
  })
})
