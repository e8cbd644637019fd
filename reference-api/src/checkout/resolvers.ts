// Resolvers of the checkout domain (schema/sdl/checkout.graphql): the pre-order, saving the
// order, addresses and delivery zones, and pickup points with the cart's availability.
// The cart of a checkout is the legacy cart of the session, or the mini cart named by the
// X-Cart-Id request header (see src/checkout/preOrders.ts).
import { countsInTotals, type ReceiveTypeCode } from '@apteka/sdk/rules'
import { pageOf } from '../base/paging'
import { lineKey, loadCartLines, totalsItem } from '../cart/cartLines'
import { numericId } from '../cart/carts'
import { regionZone } from '../cart/cartView'
import { callerOf } from '../cart/requestScope'
import type { ApiContext } from '../context'
import type { Resolvers } from '../generated/resolvers'
import { limitedOptionalText, limitedText } from '../inputLimits'
import { requireRegion } from '../region/regionLookup'
import { changePreOrder, clearPreOrder, showPreOrder } from './checkout'
import { regionDeliveryZones } from './deliveryZones'
import { locateAddress, suggestAddresses } from './gazetteer'
import { pointInPolygon } from './geo'
import {
  clusterPoints,
  inBounds,
  loadStock,
  type PharmacyRow,
  pickupPoints,
  regionPharmacies,
  regionPharmacy,
} from './pickupPoints'
import { storeDeliveries } from './pickupStore'
import { checkoutCart, findPreOrder } from './preOrders'
import { preOrderView } from './preOrderView'
import { saveOrder } from './saveOrder'

/** The lines a pickup point is judged by: the checkout's counted lines, and its chosen pharmacy. */
async function checkoutLines(ctx: ApiContext, regionId: string) {
  const cart = await checkoutCart(ctx.db, callerOf(ctx))
  if (!cart) return { lines: [], pharmacyId: null, receiveType: null }
  const row = await findPreOrder(ctx.db, cart.id)
  const unchecked = new Set(row?.options?.unchecked ?? [])
  const lines = (await loadCartLines(ctx.db, cart.id, regionId)).filter(
    (line) =>
      line.isChecked && !unchecked.has(lineKey(line)) && countsInTotals(totalsItem(line, true)),
  )
  return { lines, pharmacyId: row?.pharmacyId ?? null, receiveType: row?.receiveType ?? null }
}

/**
 * The region's pharmacies that match the search (and `keep`), each with the share of the
 * checkout's lines it can give: the pickup map's and the pickup list's points.
 */
async function regionPickupPoints(
  ctx: ApiContext,
  regionId: string,
  typedSearch: string | null | undefined,
  receiveType: ReceiveTypeCode | null,
  keep: (pharmacy: PharmacyRow) => boolean = () => true,
) {
  const search = limitedOptionalText(typedSearch, 'searchQuery', 'search')
  await requireRegion(ctx, regionId, { exact: true })
  const chosen = await checkoutLines(ctx, regionId)
  const list = (await regionPharmacies(ctx.db, regionId, search)).filter(keep)
  return pickupPoints(ctx.db, list, chosen.lines, receiveType, chosen.pharmacyId, ctx.now)
}

export const checkoutResolvers: Resolvers = {
  Query: {
    async preOrder(_parent, { regionID: regionId, step }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      return preOrderView(await showPreOrder(ctx.db, callerOf(ctx), regionId, step, ctx.now))
    },

    async suggestAddress(_parent, { query: typed, regionID: regionId }, ctx) {
      const query = limitedText(typed, 'address', 'query')
      const region = await requireRegion(ctx, regionId, { exact: true })
      return query.length < 2 ? [] : suggestAddresses(region, query)
    },

    async addressCoordinates(_parent, { regionID: regionId, addressText }, ctx) {
      const text = limitedText(addressText, 'address', 'addressText')
      const region = await requireRegion(ctx, regionId, { exact: true })
      const located = locateAddress(region, text)
      if (!located) return null
      const zones = await regionDeliveryZones(ctx.db, regionId)
      return {
        ...located,
        inDeliveryZone: zones.some((zone) =>
          pointInPolygon(located.lat, located.long, zone.coordinates),
        ),
      }
    },

    async deliveryZones(_parent, { regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      const zones = await regionDeliveryZones(ctx.db, regionId)
      return zones.map((zone) => ({
        type: zone.type,
        color: zone.color,
        coordinates: JSON.stringify(zone.coordinates),
        courierPrice: zone.courierPrice,
        freeFrom: zone.freeFrom ?? 0,
        minSum: zone.minSum,
      }))
    },

    async pickupStore(_parent, { pharmacyId, regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      const pharmacy = await regionPharmacy(ctx.db, regionId, numericId(pharmacyId))
      if (!pharmacy) return null
      const chosen = await checkoutLines(ctx, regionId)
      const stock = await loadStock(
        ctx.db,
        [pharmacy.id],
        chosen.lines.map((line) => line.productId),
      )
      return {
        pharmacy,
        deliveries: storeDeliveries(
          pharmacy,
          chosen.lines,
          stock.get(pharmacy.id),
          await regionZone(ctx.db, regionId),
          chosen,
          ctx.now,
        ),
      }
    },

    async pharmacySearchMap(
      _parent,
      { bounds, zoom, search, receiveType, regionID: regionId },
      ctx,
    ) {
      const points = await regionPickupPoints(
        ctx,
        regionId,
        search,
        receiveType ?? null,
        (pharmacy) => inBounds(pharmacy, bounds),
      )
      return clusterPoints(points, zoom)
    },

    async pharmacySearchList(_parent, { paginator, regionID: regionId, search, receiveType }, ctx) {
      const { pageSize, offset } = pageOf(paginator?.page, paginator?.limit)
      const points = await regionPickupPoints(ctx, regionId, search, receiveType ?? null)
      return { items: points.slice(offset, offset + pageSize), total: points.length }
    },
  },
  Mutation: {
    async updatePreOrder(_parent, { input }, ctx) {
      await requireRegion(ctx, input.regionID, { exact: true })
      return preOrderView(await changePreOrder(ctx.db, callerOf(ctx), input, ctx.now))
    },

    async clearPreOrder(_parent, { regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      const cleared = await clearPreOrder(ctx.db, callerOf(ctx))
      return { success: true, message: cleared ? 'Оформление заказа сброшено' : null }
    },

    async saveOrder(_parent, { regionID: regionId, idempotencyKey }, ctx) {
      const key = limitedOptionalText(idempotencyKey, 'idempotencyKey', 'idempotencyKey')
      await requireRegion(ctx, regionId, { exact: true })
      return saveOrder(ctx.db, callerOf(ctx), regionId, key, ctx.now, ctx.config.guestBookings)
    },
  },
}
