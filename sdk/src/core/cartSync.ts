// One synchroniser per cart (region and flow), shared by everything that shows the cart.
// - Quantities are absolute, so a repeated click sets the same number again instead of
//   adding twice.
// - Changes are serialised: one request in flight; changes made meanwhile are coalesced
//   (last quantity per line wins) and sent together when it returns.
// - Every local change bumps a sequence number. A cart fetch that began before a change,
//   or while a request was in flight, is older than what the shopper sees and is ignored,
//   so a late answer never brings back a removed line.
// - The server's answer replaces the cart (SPEC §4); changes still waiting stay on top.
//   A failed request rolls back to the last server cart, plus the changes still waiting.
// - Analytics gets one event per line after 1000 ms of quiet (SPEC §4).

import {
  CartDocument,
  CartMiniDocument,
  ClearCartDocument,
  UpdateCartDocument,
  UpdateCartMiniDocument,
} from '#documents'
import { CART_ANALYTICS_DEBOUNCE_MS, cartAnalyticsDirection } from '../cart'
import type { StorefrontClient } from '../client'
import { TOASTS } from '../errors'
import type { AnalyticsQueue } from './analytics'
import {
  applyCartChanges,
  type CartData,
  type CartLineChange,
  emptyCart,
  findLine,
  lineKey,
} from './cartData'
import { failureMessageOf } from './failureMessage'
import { createStore, type Store } from './store'

/** The experiment that switches the mini cart flow on (SPEC §4). */
export const CART_ID_EXPERIMENT = 'ex_cart_id'

/** The cart flow: the legacy session cart or the mini cart of the ex_cart_id experiment. */
export type CartFlow = 'legacy' | 'mini'

/**
 * Where the cart the shopper sees is kept: by default a store of its own; the hooks keep it
 * in TanStack Query's cache, so a query and the synchroniser share one value.
 */
export interface CartCache {
  getSnapshot(): CartData | undefined
  set(cart: CartData): void
  subscribe(listener: () => void): () => void
}

/** What a synchroniser needs around it: no React, no query cache, only these ports. */
export interface CartSyncHost {
  readonly client: StorefrontClient
  readonly analytics: AnalyticsQueue
  /** The cache of one cart. */
  cacheOf(regionId: string, flow: CartFlow): CartCache
  /** Shows the error toast of a change that failed. */
  showError(title: string, message: string): void
}

/**
 * A cart cache of its own: a plain store.
 * @example
 * const cache = createCartCache()
 * cache.set(emptyCart('moscowregion'))
 * cache.getSnapshot()?.total.quantity // 0
 */
export function createCartCache(): CartCache {
  const store = createStore<CartData | undefined>(undefined)
  return {
    getSnapshot: store.getSnapshot,
    set: (cart) => store.set(cart),
    subscribe: store.subscribe,
  }
}

interface Waiter {
  resolve(cart: CartData): void
  reject(error: unknown): void
}

interface AnalyticsEntry {
  readonly productId: string
  readonly priceTypeID: number
  readonly from: number | undefined
  to: number
  name: string | undefined
  price: number | null | undefined
  timer: ReturnType<typeof setTimeout> | undefined
}

/**
 * The cart as the server has it. The mini flow needs a cart id; without one the cart is
 * empty, and an id the server forgot (expired) is cleared.
 * @example
 * const cart = await fetchCart(client, 'moscowregion', 'legacy')
 */
export async function fetchCart(
  client: StorefrontClient,
  regionId: string,
  flow: CartFlow,
  signal?: AbortSignal,
): Promise<CartData> {
  if (flow === 'legacy') {
    const data = await client.requestData(CartDocument, { regionID: regionId }, { signal })
    return { id: null, regionId, ...data.cart }
  }
  const id = client.cartId.get()
  if (!id) return emptyCart(regionId)
  // The client sends the X-Experiments header of mini-cart calls itself (its `experiments`).
  const data = await client.requestData(CartMiniDocument, { id, regionId }, { signal })
  if (!data.cartMini) {
    client.cartId.clear()
    return emptyCart(regionId)
  }
  return data.cartMini
}

/** The cart of a region and flow: read it with `getSnapshot`, change it with `setLines`. */
export class CartSync {
  private readonly cache: CartCache
  private sequence = 0
  private pending = new Map<string, CartLineChange>()
  private pendingClear = false
  private waiters: Waiter[] = []
  private running: Promise<void> | null = null
  private inFlight = false
  private confirmed: CartData | null = null
  private analyticsEntries = new Map<string, AnalyticsEntry>()
  private unregisterAnalytics: (() => void) | null = null
  /** True while a change waits or travels; hooks show it as `isUpdating`. */
  readonly busy: Store<boolean> = createStore(false)

  constructor(
    private readonly host: CartSyncHost,
    readonly regionId: string,
    readonly flow: CartFlow,
  ) {
    this.cache = host.cacheOf(regionId, flow)
  }

  /** The cart shown now; undefined until fetched or changed. */
  readonly getSnapshot = (): CartData | undefined => this.cache.getSnapshot()

  /** Listens to the shown cart. */
  readonly subscribe = (listener: () => void): (() => void) => this.cache.subscribe(listener)

  /** Whether a change is waiting or travelling. */
  get isBusy(): boolean {
    return this.inFlight || this.pending.size > 0 || this.pendingClear
  }

  /** The cart the shopper sees now. */
  current(): CartData {
    return (
      this.cache.getSnapshot() ??
      this.confirmed ??
      emptyCart(this.regionId, this.flow === 'mini' ? this.host.client.cartId.get() : null)
    )
  }

  /** The query function of the cart: a fetch that yields to newer local changes. */
  async fetch(signal?: AbortSignal): Promise<CartData> {
    const startedAt = this.sequence
    const busyAtStart = this.isBusy
    const answer = await this.requestCart(signal)
    if (busyAtStart || this.isBusy || this.sequence !== startedAt) return this.current()
    this.confirmed = answer
    return answer
  }

  /** Sets lines to absolute quantities; resolves with the cart once the server has them. */
  setLines(changes: readonly CartLineChange[]): Promise<CartData> {
    const before = this.current()
    if (!this.isBusy) this.confirmed = before
    this.sequence += 1
    const complete = changes.map((change) => {
      const line = findLine(before, change.productID, change.priceTypeID)
      this.track(change, line?.quantity, change.product?.name ?? line?.product.name, line?.price)
      const earlier = this.pending.get(lineKey(change.productID, change.priceTypeID))
      return {
        ...change,
        isChecked: change.isChecked ?? line?.isChecked ?? true,
        product: change.product ?? earlier?.product,
      }
    })
    this.cache.set(applyCartChanges(before, complete))
    for (const change of complete)
      this.pending.set(lineKey(change.productID, change.priceTypeID), change)
    return this.enqueue()
  }

  /** Empties the cart: clearCart in the legacy flow, a new cart id in the mini flow. */
  clear(): Promise<CartData> {
    const before = this.current()
    if (!this.isBusy) this.confirmed = before
    this.sequence += 1
    for (const group of before.groups) {
      for (const line of group.items) {
        this.track(
          { productID: line.product.id, priceTypeID: line.priceTypeID, quantity: 0 },
          line.quantity,
          line.product.name,
          line.price,
        )
      }
    }
    this.pending.clear()
    this.pendingClear = true
    this.cache.set(emptyCart(this.regionId))
    return this.enqueue()
  }

  /** Forgets the customer's cart (logout); debounced analytics is sent first. */
  reset(): void {
    this.flushAnalytics()
    this.sequence += 1
    this.pending.clear()
    this.pendingClear = false
    this.confirmed = null
  }

  /** Sends every debounced analytics event now. */
  flushAnalytics(): void {
    for (const key of [...this.analyticsEntries.keys()]) this.sendAnalytics(key)
  }

  private enqueue(): Promise<CartData> {
    this.busy.set(true)
    const done = new Promise<CartData>((resolve, reject) => this.waiters.push({ resolve, reject }))
    if (!this.running) this.startDrain()
    return done
  }

  private startDrain(): void {
    this.running = this.drain().finally(() => {
      this.running = null
      // A change made right after the last answer resolved its caller, but before this
      // ran, found the drain still running and did not start one: start it now.
      if (this.pendingClear || this.pending.size > 0) this.startDrain()
      else this.busy.set(false)
    })
  }

  private async drain(): Promise<void> {
    while (this.pendingClear || this.pending.size > 0) {
      const clear = this.pendingClear
      const batch = clear ? [] : [...this.pending.values()]
      this.pendingClear = false
      if (!clear) this.pending.clear()
      const waiters = this.waiters.splice(0)
      this.inFlight = true
      try {
        const answer = clear ? await this.requestClear() : await this.requestUpdate(batch)
        this.inFlight = false
        this.confirmed = answer
        const shown = applyCartChanges(answer, [...this.pending.values()])
        this.cache.set(shown)
        for (const waiter of waiters) waiter.resolve(shown)
      } catch (error) {
        this.inFlight = false
        const base = this.confirmed ?? emptyCart(this.regionId)
        this.cache.set(applyCartChanges(base, [...this.pending.values()]))
        this.host.showError(TOASTS.cartUpdateFailed, await failureMessageOf(error))
        for (const waiter of waiters) waiter.reject(error)
      }
    }
  }

  private requestCart(signal?: AbortSignal): Promise<CartData> {
    return fetchCart(this.host.client, this.regionId, this.flow, signal)
  }

  private async requestUpdate(batch: readonly CartLineChange[]): Promise<CartData> {
    const { client } = this.host
    const items = batch.map(({ productID, priceTypeID, quantity, isChecked }) => ({
      productID,
      priceTypeID,
      quantity,
      isChecked: isChecked ?? true,
    }))
    if (this.flow === 'legacy') {
      const data = await client.requestData(UpdateCartDocument, { regionID: this.regionId, items })
      return { id: null, regionId: this.regionId, ...data.updateCart }
    }
    const id = client.cartId.get()
    const data = await client.requestData(UpdateCartMiniDocument, {
      input: { ...(id ? { id } : {}), regionId: this.regionId, items },
    })
    const cart = data.updateCartMini.cart
    if (cart.id !== id) client.cartId.set(cart.id)
    return cart
  }

  private async requestClear(): Promise<CartData> {
    const { client } = this.host
    if (this.flow === 'mini') {
      client.cartId.clear()
      return emptyCart(this.regionId)
    }
    const data = await client.requestData(ClearCartDocument, { regionID: this.regionId })
    return { id: null, regionId: this.regionId, ...data.clearCart }
  }

  private track(
    change: CartLineChange,
    previous: number | undefined,
    name: string | undefined,
    price: number | null | undefined,
  ): void {
    const key = lineKey(change.productID, change.priceTypeID)
    const entry: AnalyticsEntry = this.analyticsEntries.get(key) ?? {
      productId: change.productID,
      priceTypeID: change.priceTypeID,
      from: previous,
      to: change.quantity,
      name,
      price: price ?? change.product?.price,
      timer: undefined,
    }
    entry.to = change.quantity
    entry.name = entry.name ?? name
    clearTimeout(entry.timer)
    entry.timer = setTimeout(() => this.sendAnalytics(key), CART_ANALYTICS_DEBOUNCE_MS)
    this.analyticsEntries.set(key, entry)
    this.unregisterAnalytics ??= this.host.analytics.registerPending(() => this.flushAnalytics())
  }

  private sendAnalytics(key: string): void {
    const entry = this.analyticsEntries.get(key)
    if (!entry) return
    clearTimeout(entry.timer)
    this.analyticsEntries.delete(key)
    const direction = cartAnalyticsDirection(entry.from, entry.to)
    if (!direction) return
    this.host.analytics.emit({
      type: direction.action === 'add' ? 'cart_add' : 'cart_remove',
      productId: entry.productId,
      priceTypeID: entry.priceTypeID,
      quantity: direction.quantity,
      ...(entry.name === undefined ? {} : { name: entry.name }),
      ...(entry.price === undefined ? {} : { price: entry.price }),
    })
  }
}
