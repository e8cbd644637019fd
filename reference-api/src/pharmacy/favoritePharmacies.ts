// The customer's own pharmacies: 'make this my pharmacy' on a pharmacy's page, the heart on
// /pharmacies and the list's favourite filter. Signed out, no pharmacy is a favourite.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, eq } from 'drizzle-orm'
import { requireUserId } from '../auth/sessions'
import type { ApiContext } from '../context'
import * as t from '../db'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'
import { requestMemo } from '../requestLoaders'

/** The viewer's favourite pharmacy ids, read once per request and cleared by a change. */
export function favoritePharmacyIds(ctx: ApiContext): Promise<ReadonlySet<number>> {
  const userId = ctx.viewer.userId
  if (userId === null) return Promise.resolve(new Set())
  return requestMemo(ctx, `favoritePharmacies:${userId}`, async () => {
    const rows = await ctx.db
      .select({ id: t.favoritePharmacies.pharmacyId })
      .from(t.favoritePharmacies)
      .where(eq(t.favoritePharmacies.userId, userId))
    return new Set(rows.map((row) => row.id))
  })
}

export const favoritePharmacyResolvers: Resolvers = {
  Mutation: {
    async updateFavoritePharmacy(_parent, { mode, pharmacyID }, ctx) {
      const userId = requireUserId(ctx)
      const pharmacyId = Number(pharmacyID)
      const pharmacy = Number.isSafeInteger(pharmacyId)
        ? await ctx.loaders.pharmacy.load(pharmacyId)
        : null
      if (!pharmacy) throw apiError(ERROR_CODES.PHARMACY_ID_MISSING)
      if (mode === 'update') {
        if (!pharmacy.isActive) throw apiError(ERROR_CODES.PHARMACY_INACTIVE)
        await ctx.db
          .insert(t.favoritePharmacies)
          .values({ userId, pharmacyId, createdAt: ctx.now })
          .onConflictDoNothing()
      } else {
        await ctx.db
          .delete(t.favoritePharmacies)
          .where(
            and(
              eq(t.favoritePharmacies.userId, userId),
              eq(t.favoritePharmacies.pharmacyId, pharmacyId),
            ),
          )
      }
      // The answer's isFavorite reads the new state, not the memo of this request.
      return { ...pharmacy, favoriteOverride: mode === 'update' }
    },
  },
}
