// Per-request DataLoaders of orders: a history page asks for the lines and status rows of all
// its orders in two queries. One set per request (see requestLoaders.ts).
import DataLoader from 'dataloader'
import { asc, inArray } from 'drizzle-orm'
import type { ApiContext } from '../context'
import { orderItems, orderStatusHistory } from '../db'
import { groupBy, perRequest, type Row } from '../requestLoaders'

function makeOrderLoaders(ctx: ApiContext) {
  return {
    items: new DataLoader<string, Row<typeof orderItems>[]>(async (ids) =>
      groupBy(
        ids,
        await ctx.db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, [...ids]))
          .orderBy(asc(orderItems.id)),
        (row) => row.orderId,
      ),
    ),
    history: new DataLoader<string, Row<typeof orderStatusHistory>[]>(async (ids) =>
      groupBy(
        ids,
        await ctx.db
          .select()
          .from(orderStatusHistory)
          .where(inArray(orderStatusHistory.orderId, [...ids]))
          .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
        (row) => row.orderId,
      ),
    ),
  }
}

/** The request's order loaders (made on first use). */
export const orderLoaders = perRequest(makeOrderLoaders)
