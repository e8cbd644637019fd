// Per-request DataLoaders of orders: a history page asks for the lines and status rows of all
// its orders in two queries. Kept beside the shared loaders, keyed by the request's context.
import DataLoader from 'dataloader'
import { asc, inArray } from 'drizzle-orm'
import type { ApiContext } from '../context'
import { orderItems, orderStatusHistory } from '../db'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

const groupBy = <V>(keys: readonly string[], rows: V[], keyOf: (row: V) => string): V[][] => {
  const map = new Map<string, V[]>()
  for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row])
  return keys.map((key) => map.get(key) ?? [])
}

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

const byRequest = new WeakMap<ApiContext, ReturnType<typeof makeOrderLoaders>>()

export function orderLoaders(ctx: ApiContext) {
  let loaders = byRequest.get(ctx)
  if (!loaders) {
    loaders = makeOrderLoaders(ctx)
    byRequest.set(ctx, loaders)
  }
  return loaders
}
