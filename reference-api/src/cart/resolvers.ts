// Resolvers of the cart domain (schema/sdl/cart.graphql): the legacy cart of the session and the
// mini cart addressed by id. Ownership, locking and pricing live in src/cart/.

import { withChosenTotal } from '../checkout/chosenCartTotal'
import type { Resolvers } from '../generated/resolvers'
import { requireRegion } from '../region/regionLookup'
import {
  changeMiniCart,
  changeOwnedCart,
  clearCartLines,
  findOwnedCart,
  ownerOf,
  readableMiniCart,
  setHeldCartLines,
  updateOwnedCart,
  viewOfCart,
  wantedLines,
} from './carts'
import { cartView, regionZone } from './cartView'
import { primeLineCards } from './lineCards'

export const cartResolvers: Resolvers = {
  Query: {
    async cart(_parent, { regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      const cart = await findOwnedCart(ctx.db, ownerOf(ctx.viewer, ctx.guestId))
      if (!cart) return cartView([], regionId, await regionZone(ctx.db, regionId))
      const { view, lines } = await viewOfCart(ctx.db, cart.id, regionId, ctx.now)
      primeLineCards(ctx, lines, regionId)
      return withChosenTotal(ctx.db, cart, view, regionId, ctx.viewer.userId, ctx.now)
    },

    async cartMini(_parent, { id, regionId }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      const cart = await readableMiniCart(ctx.db, id, ctx.viewer.userId)
      if (!cart) return null
      const { view, lines } = await viewOfCart(ctx.db, cart.id, regionId, ctx.now)
      primeLineCards(ctx, lines, regionId)
      return {
        id: cart.id,
        regionId,
        ...(await withChosenTotal(ctx.db, cart, view, regionId, ctx.viewer.userId, ctx.now)),
      }
    },
  },
  Mutation: {
    async updateCart(_parent, { regionID: regionId, items }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      const { cart, view, lines } = await updateOwnedCart(
        ctx.db,
        ownerOf(ctx.viewer, ctx.guestId),
        regionId,
        items,
        ctx.now,
      )
      primeLineCards(ctx, lines, regionId)
      return withChosenTotal(ctx.db, cart, view, regionId, ctx.viewer.userId, ctx.now)
    },

    async clearCart(_parent, { regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      const owner = ownerOf(ctx.viewer, ctx.guestId)
      if (!(await findOwnedCart(ctx.db, owner)))
        return cartView([], regionId, await regionZone(ctx.db, regionId))
      const { view } = await changeOwnedCart(ctx.db, owner, regionId, ctx.now, async (tx, cart) => {
        await clearCartLines(tx, cart.id)
        return []
      })
      return view
    },

    async updateCartMini(_parent, { input }, ctx) {
      await requireRegion(ctx, input.regionId, { exact: true })
      const wanted = wantedLines(input.items)
      const { cart, view, lines } = await changeMiniCart(
        ctx.db,
        input.id,
        ctx.viewer.userId,
        input.regionId,
        ctx.now,
        (tx, held) => setHeldCartLines(tx, held.id, input.regionId, wanted, ctx.now),
      )
      primeLineCards(ctx, lines, input.regionId)
      const chosen = await withChosenTotal(
        ctx.db,
        cart,
        view,
        input.regionId,
        ctx.viewer.userId,
        ctx.now,
      )
      return { cart: { id: cart.id, regionId: input.regionId, ...chosen } }
    },
  },
}
