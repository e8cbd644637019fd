// The checkout's writes (SPEC §2, §4): pre-order changes sent one at a time, clearing the
// pre-order, saving the order with an idempotency key kept until it is saved, and reloading
// the cart when the API says it went stale. The query cache is the host's (a port).
import { ClearPreOrderDocument, SaveOrderDocument, UpdatePreOrderDocument } from '#documents'
import type { PreOrderChange } from '../checkout'
import { errorCodeOf, type StorefrontClient } from '../client'
import type {
  CheckoutStep,
  OrderFieldsFragment,
  PreOrderFieldsFragment,
} from '../generated/graphql'
import type { QueryCachePort } from './queryCache'
import { storefrontKeys } from './storefrontKeys'

/** Local-storage key of the idempotency key of the order being saved. */
export const CHECKOUT_IDEMPOTENCY_KEY = 'checkout_idempotency_key'

/** Codes after which the cart and pre-order are reloaded: the cart changed, stock ran out. */
export const STALE_CART_CODES: readonly string[] = ['E_110', 'E_34', 'E_100']

/** The checkout's writes of one client and cache. */
export interface CheckoutOrder {
  /**
   * Sends a change of the step's pre-order. Changes go one at a time and only the latest
   * answer reaches the cache, so a slow earlier answer never overwrites a later choice.
   */
  update(
    regionId: string,
    step: CheckoutStep,
    change: PreOrderChange,
  ): Promise<PreOrderFieldsFragment>
  /** Resolves once every change sent so far has been answered. */
  settled(): Promise<void>
  /** Clears the region's pre-order and forgets the idempotency key. */
  clear(regionId: string): Promise<void>
  /**
   * Saves the order once the changes sent so far are answered. The idempotency key is made
   * once and kept in storage until an order is saved, so a retry after a failure or a reload
   * never orders twice.
   */
  save(regionId: string): Promise<OrderFieldsFragment>
  /** After a refusal that means the cart changed (stock ran out, …), the cart and pre-orders reload. */
  reloadIfCartStale(caught: unknown): void
}

/** A fresh idempotency key: a UUID where the platform has one. */
function newIdempotencyKey(): string {
  const crypto = globalThis.crypto
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * The checkout's writes.
 * @example
 * const checkout = createCheckoutOrder(client, noQueryCache)
 * await checkout.update('moscowregion', 'PICKUP', { receiveType: 'PICKUP' })
 * const order = await checkout.save('moscowregion')
 */
export function createCheckoutOrder(
  client: StorefrontClient,
  cache: QueryCachePort,
): CheckoutOrder {
  let chain: Promise<void> = Promise.resolve()
  let sequence = 0
  const settled = () => chain
  return {
    settled,
    async update(regionId, step, change) {
      sequence += 1
      const mine = sequence
      const request = chain.then(() =>
        client.requestData(UpdatePreOrderDocument, {
          input: { ...change, regionID: regionId, step },
        }),
      )
      chain = request.then(
        () => undefined,
        () => undefined,
      )
      const preOrder = (await request).updatePreOrder
      if (mine === sequence) cache.set(storefrontKeys.preOrder(regionId, step), preOrder)
      // The cart is priced as far as the checkout has chosen (promo code, points, courier): the
      // next cart screen reads it afresh rather than from before this choice (#32).
      cache.invalidate(storefrontKeys.carts(), { refetch: false })
      return preOrder
    },
    async clear(regionId) {
      await client.requestData(ClearPreOrderDocument, { regionID: regionId })
      client.storage.removeItem(CHECKOUT_IDEMPOTENCY_KEY)
      cache.remove(storefrontKeys.preOrders())
    },
    async save(regionId) {
      await settled()
      let idempotencyKey = client.storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)
      if (!idempotencyKey) {
        idempotencyKey = newIdempotencyKey()
        client.storage.setItem(CHECKOUT_IDEMPOTENCY_KEY, idempotencyKey)
      }
      const saved = (
        await client.requestData(SaveOrderDocument, { regionID: regionId, idempotencyKey })
      ).saveOrder
      client.storage.removeItem(CHECKOUT_IDEMPOTENCY_KEY)
      cache.set(storefrontKeys.order(saved.id), saved)
      cache.invalidate(storefrontKeys.carts())
      cache.invalidate(storefrontKeys.orders(), { refetch: false })
      cache.remove(storefrontKeys.preOrders())
      return saved
    },
    reloadIfCartStale(caught) {
      if (!STALE_CART_CODES.includes(errorCodeOf(caught))) return
      cache.invalidate(storefrontKeys.carts())
      cache.invalidate(storefrontKeys.preOrders())
    },
  }
}
