// What the write-side resolvers read off a request: the caller of a cart or checkout (customer,
// guest cookie, X-Cart-Id). The region is region/regionLookup.ts's, the page base/paging.ts's.
import { CART_ID_HEADER, type Caller } from '../checkout/preOrders'
import type { ApiContext } from '../context'

export const callerOf = (ctx: ApiContext): Caller => ({
  userId: ctx.viewer.userId,
  guestId: ctx.guestId,
  cartId: ctx.request.headers.get(CART_ID_HEADER)?.trim() || null,
})
