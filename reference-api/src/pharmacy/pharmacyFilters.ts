// The filters of the pharmacy list (/pharmacies): 24 hours, pickup today, card payment and the
// customer's favourites, as one SQL condition (the list) or as the map's filter fields.
import { and, arrayContains, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { requireUserId } from '../auth/sessions'
import type { ApiContext } from '../context'
import * as t from '../db'
import type { PharmacyFilterInput } from '../generated/resolvers'
import { favoritePharmacyIds } from './favoritePharmacies'
import type { PharmacyFilter } from './pharmacyMap'

/** The condition of the filters given as true; undefined when none is. */
export async function pharmacyListFilter(
  ctx: ApiContext,
  filters: PharmacyFilterInput | null | undefined,
): Promise<SQL | undefined> {
  if (!filters) return undefined
  const parts: SQL[] = []
  if (filters.roundTheClock) parts.push(eq(t.pharmacies.isRoundTheClock, true))
  if (filters.pickupToday) parts.push(eq(t.pharmacies.pickupDays, 0))
  if (filters.cardPayment) parts.push(arrayContains(t.pharmacies.paymentTypes, ['card']))
  if (filters.favorite) {
    requireUserId(ctx)
    const favourites = [...(await favoritePharmacyIds(ctx))]
    // No favourite yet: the list is empty, not the whole region.
    parts.push(favourites.length ? inArray(t.pharmacies.id, favourites) : sql`false`)
  }
  return parts.length ? and(...parts) : undefined
}

/** The same filters for the map's SQL (pharmacyMap.ts), the favourites read as their ids. */
export async function pharmacyMapFilters(
  ctx: ApiContext,
  filters: PharmacyFilterInput | null | undefined,
): Promise<Pick<PharmacyFilter, 'roundTheClock' | 'pickupToday' | 'cardPayment' | 'favoriteIds'>> {
  if (!filters) return {}
  let favoriteIds: number[] | null = null
  if (filters.favorite) {
    requireUserId(ctx)
    favoriteIds = [...(await favoritePharmacyIds(ctx))]
  }
  return {
    roundTheClock: filters.roundTheClock ?? null,
    pickupToday: filters.pickupToday ?? null,
    cardPayment: filters.cardPayment ?? null,
    favoriteIds,
  }
}
