// Resolvers of the loyalty domain (schema/sdl/loyalty.graphql): the customer's cards and points,
// the ledger, card checks of the card issue flow and joining the programme.
import { requireUserId } from '../auth/sessions'
import { pageOf } from '../base/paging'
import type { Resolvers } from '../generated/resolvers'
import { limitedOptionalText, limitedText } from '../inputLimits'
import { requireRegion } from '../region/regionLookup'
import { limitRequest } from '../security/rateLimits'
import { joinLoyaltyProgram, loyaltyInfo, loyaltyLedger, validateCard } from './accounts'

export const loyaltyResolvers: Resolvers = {
  Query: {
    /** Null for a guest; a customer without a card sees zero points and no cards. */
    loyalties: (_parent, _args, ctx) =>
      ctx.viewer.userId !== null ? loyaltyInfo(ctx.db, ctx.viewer.userId, ctx.now) : null,

    async loyaltyHistory(_parent, { paginator }, ctx) {
      const userId = requireUserId(ctx)
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit)
      return loyaltyLedger(ctx.db, userId, page, pageSize)
    },

    /**
     * Needs sign-in (E_12 otherwise). A card the shop issued: the caller's own active card leads to CARD_IS_EXIST, a blocked one
     * or another customer's to CARD_STATUS. An unknown number that passes Luhn leads to
     * CARD_DETAIL (issue it); one that does not is invalid (CARD_STATUS, 'not_found').
     */
    async validateMindboxCard(_parent, { number }, ctx) {
      // Signed-in only (issue #35): to a stranger the answer told whether someone's card is active.
      const userId = requireUserId(ctx)
      await limitRequest(ctx, 'cardCheck')
      return validateCard(ctx.db, limitedText(number, 'cardNumber', 'number'), userId)
    },
  },
  Mutation: {
    /**
     * Without a card number: issues the main card with a new Luhn-valid number and the welcome
     * points (once). With one: links it — it must be the caller's card, else E_41.
     */
    async applyLoyaltyProgram(_parent, { regionID: regionId, loyalty }, ctx) {
      const userId = requireUserId(ctx)
      await requireRegion(ctx, regionId, { exact: true })
      const type = limitedText(loyalty.type, 'loyaltyType', 'type')
      const number = limitedOptionalText(loyalty.cardNumber, 'cardNumber', 'cardNumber')?.replace(
        /[\s-]/g,
        '',
      )
      await joinLoyaltyProgram(ctx.db, userId, type, number, ctx.now)
      return loyaltyInfo(ctx.db, userId, ctx.now)
    },
  },
}
