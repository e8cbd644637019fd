// What the write-side resolvers read off a request: the region asked for (E_15 when unknown),
// the caller of a cart or checkout (customer, guest cookie, X-Cart-Id) and a page of a list.
import { ERROR_CODES } from '@apteka/sdk/rules'
import { eq } from 'drizzle-orm'
import { cachedAggregate } from '../catalog/aggregateCache'
import { CART_ID_HEADER, type Caller } from '../checkout/preOrders'
import type { ApiContext } from '../context'
import type { DatabaseOrTransaction } from '../db'
import { regions } from '../db'
import { apiError } from '../errors'

export async function regionOrError(db: DatabaseOrTransaction, regionId: string) {
  const [region] = await db.select().from(regions).where(eq(regions.id, regionId)).limit(1)
  if (!region) throw apiError(ERROR_CODES.REGION_NOT_FOUND)
  return region
}

/**
 * {@link regionOrError} for the cart's hot path: a region found is kept like the catalogue
 * aggregates (regions change only with a seed); an unknown one is E_15 every time, never kept.
 */
export const knownRegion = (ctx: Pick<ApiContext, 'db' | 'now'>, regionId: string) =>
  cachedAggregate(ctx, `region-row\u0001${regionId}`, () => regionOrError(ctx.db, regionId))

export const callerOf = (ctx: ApiContext): Caller => ({
  userId: ctx.viewer.userId,
  guestId: ctx.guestId,
  cartId: ctx.request.headers.get(CART_ID_HEADER)?.trim() || null,
})

/** page from 1, limit 1–100 (default 20), as PaginatorInput documents. */
export function pageOf(paginator?: { page?: number | null; limit?: number | null } | null) {
  const page = Math.max(1, Math.trunc(paginator?.page ?? 1))
  const limit = Math.min(100, Math.max(1, Math.trunc(paginator?.limit ?? 20)))
  return { page, limit, offset: (page - 1) * limit }
}
