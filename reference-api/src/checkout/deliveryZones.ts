// A region's courier delivery zones: the polygons an address must fall in, with their prices.
import { asc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { deliveryZones } from '../db'

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect

/** The region's zones in a stable order. */
export function regionDeliveryZones(
  db: DatabaseOrTransaction,
  regionId: string,
): Promise<DeliveryZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.regionId, regionId))
    .orderBy(asc(deliveryZones.id))
}
