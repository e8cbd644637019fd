// The time zone of a region, from the catalogue's reference data: a rule about a place (a
// promotion's dates, a product's delivery day, a prescription's validity) counts that place's days.

import type { ApiContext } from '../context'
import { catalogReference, findRegion } from '../reference/referenceData'
import { answerDate } from './answerDays'
import { SHOP_TIME_ZONE } from './shopClock'

/** The region's IANA zone; the shop's own for a region it does not know. */
export async function regionTimeZone(ctx: Pick<ApiContext, 'db'>, regionId: string) {
  return findRegion(await catalogReference(ctx), regionId)?.timeZone ?? SHOP_TIME_ZONE
}

/** 'YYYY-MM-DD' of the region's day `offsetDays` after today there, at the request's `now`. */
export async function regionDate(
  ctx: Pick<ApiContext, 'db' | 'now' | 'answer'>,
  regionId: string,
  offsetDays = 0,
): Promise<string> {
  return answerDate(ctx, await regionTimeZone(ctx, regionId), offsetDays)
}
