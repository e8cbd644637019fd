// A cart's answer without statements per field: the cards read with its lines (cartLines.ts
// LineCard) go into the request's loaders, where the lines' Product fields look for them.
import type { ApiContext } from '../context'
import { priceKey } from '../product/loaders'
import { primePlacement } from '../product/productCards'
import type { PricedLine } from './cartLines'

/** Primes the product, prices and sponsored loaders with the cards the lines carry. */
export function primeLineCards(ctx: ApiContext, lines: readonly PricedLine[], regionId: string) {
  for (const line of lines) {
    if (!line.card) continue
    ctx.loaders.product.prime(line.productId, line.product)
    ctx.loaders.prices.prime(priceKey(regionId, line.productId), line.card.prices)
    primePlacement(ctx, regionId, line.productId, line.card.placements)
  }
}
