// The cart synchroniser's engine, loaded by its front `CartSync` (cartSync.ts) with the first
// change or fetch of a cart, so a page's first load carries none of it (issue #36).
//
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
//
// Its module graph is this file and the optimistic edit (cartChanges.ts), which the package's
// index does not reach: the documents, the cart's readers and the failure toast come from the
// front (`CartEngineKit`), which a page loads anyway.
import { applyCartChanges } from './cartChanges'
import type { CartData, CartLineChange } from './cartData'
import type { CartCache, CartEngine, CartEngineKit, CartFlow, CartSyncHost } from './cartSync'
import type { Store } from './store'

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

/** The synchroniser of one cart behind its front, `CartSync`, which owns its cache and `busy`. */
export class CartSyncEngine implements CartEngine {
  private sequence = 0
  private pending = new Map<string, CartLineChange>()
  private pendingClear = false
  private waiters: Waiter[] = []
  private running: Promise<void> | null = null
  private inFlight = false
  private confirmed: CartData | null = null
  private analyticsEntries = new Map<string, AnalyticsEntry>()
  private unregisterAnalytics: (() => void) | null = null

  constructor(
    private readonly host: CartSyncHost,
    readonly regionId: string,
    readonly flow: CartFlow,
    private readonly cache: CartCache,
    /** True while a change waits or travels (the front's store). */
    private readonly busy: Store<boolean>,
    /** The documents, readers and toast the front hands over. */
    private readonly kit: CartEngineKit,
  ) {}

  /** Whether a change is waiting or travelling. */
  get isBusy(): boolean {
    return this.inFlight || this.pending.size > 0 || this.pendingClear
  }

  /** The cart the shopper sees now. */
  current(): CartData {
    return (
      this.cache.getSnapshot() ??
      this.confirmed ??
      this.kit.emptyCart(this.regionId, this.flow === 'mini' ? this.host.client.cartId.get() : null)
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
      const line = this.kit.findLine(before, change.productID, change.priceTypeID)
      this.track(change, line?.quantity, change.product?.name ?? line?.product.name, line?.price)
      const earlier = this.pending.get(this.kit.lineKey(change.productID, change.priceTypeID))
      return {
        ...change,
        isChecked: change.isChecked ?? line?.isChecked ?? true,
        product: change.product ?? earlier?.product,
      }
    })
    this.cache.set(applyCartChanges(before, complete))
    for (const change of complete)
      this.pending.set(this.kit.lineKey(change.productID, change.priceTypeID), change)
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
    this.cache.set(this.kit.emptyCart(this.regionId))
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
        const base = this.confirmed ?? this.kit.emptyCart(this.regionId)
        this.cache.set(applyCartChanges(base, [...this.pending.values()]))
        const [title, message] = await this.kit.failureToast(error)
        this.host.showError(title, message)
        for (const waiter of waiters) waiter.reject(error)
      }
    }
  }

  private requestCart(signal?: AbortSignal): Promise<CartData> {
    return this.kit.fetchCart(this.host.client, this.regionId, this.flow, signal)
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
      const data = await client.requestData(this.kit.updateCart, { regionID: this.regionId, items })
      return { id: null, regionId: this.regionId, ...data.updateCart }
    }
    const id = client.cartId.get()
    const data = await client.requestData(this.kit.updateCartMini, {
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
      return this.kit.emptyCart(this.regionId)
    }
    const data = await client.requestData(this.kit.clearCart, { regionID: this.regionId })
    return { id: null, regionId: this.regionId, ...data.clearCart }
  }

  private track(
    change: CartLineChange,
    previous: number | undefined,
    name: string | undefined,
    price: number | null | undefined,
  ): void {
    const key = this.kit.lineKey(change.productID, change.priceTypeID)
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
    entry.timer = setTimeout(() => this.sendAnalytics(key), this.kit.analyticsDelay)
    this.analyticsEntries.set(key, entry)
    this.unregisterAnalytics ??= this.host.analytics.registerPending(() => this.flushAnalytics())
  }

  private sendAnalytics(key: string): void {
    const entry = this.analyticsEntries.get(key)
    if (!entry) return
    clearTimeout(entry.timer)
    this.analyticsEntries.delete(key)
    const direction = this.kit.analyticsDirection(entry.from, entry.to)
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
