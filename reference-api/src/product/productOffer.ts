// A product's offer in its region — every price variant and the one the shopper is offered —
// worked out once per product. Lists put it on the model, so the dozen summary fields (price,
// availability, dates…) read it synchronously instead of each awaiting the price loader.

import { regionTimeZone } from '../clock/placeZones'
import type { ApiContext } from '../context'
import type { ProductModel, ProductOffer } from '../models'
import { perRequest } from '../requestLoaders'
import { type PriceRow, priceKey } from './loaders'
import { currentVariant } from './pricing'

export type { ProductOffer }

export const offerOfVariants = (variants: PriceRow[]): ProductOffer => ({
  variants,
  current: currentVariant(variants),
})

/** Offers worked out in this request, for models made without one (cart lines, orders…). */
const offersOfRequest = perRequest<ApiContext, WeakMap<ProductModel, Promise<ProductOffer>>>(
  () => new WeakMap(),
)

/** The model's offer: the one it carries, else loaded once per model in the request. */
export function loadOffer(ctx: ApiContext, product: ProductModel): Promise<ProductOffer> {
  if (product.offer) return Promise.resolve(product.offer)
  const offers = offersOfRequest(ctx)
  let offer = offers.get(product)
  if (!offer) {
    offer = ctx.loaders.prices.load(priceKey(product.regionId, product.id)).then(offerOfVariants)
    offers.set(product, offer)
  }
  return offer
}

/**
 * A field read from the product's offer: a plain value when the model carries it (no promise for
 * GraphQL to wait on), else after loading it.
 */
export function fromOffer<T>(
  ctx: ApiContext,
  product: ProductModel,
  pick: (offer: ProductOffer) => T,
): T | Promise<T> {
  return product.offer ? pick(product.offer) : loadOffer(ctx, product).then(pick)
}

/**
 * A field read in the product's region's time zone: a plain value when the model carries the
 * zone (a list read it with the offer), else after looking the region up.
 */
export function inRegionZone<T>(
  ctx: ApiContext,
  product: ProductModel,
  read: (timeZone: string) => T | Promise<T>,
): T | Promise<T> {
  return product.timeZone
    ? read(product.timeZone)
    : regionTimeZone(ctx, product.regionId).then(read)
}
