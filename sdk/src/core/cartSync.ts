// One synchroniser per cart (region and flow), shared by everything that shows the cart. This is
// its front: the cache, `busy` and the calls hooks make while rendering. The engine (the change
// queue, the cart documents, analytics: cartSyncEngine.ts) is loaded by dynamic import with the
// first change or fetch, so a page's first load carries none of it (issue #36). Calls made while
// it loads wait for it in call order; a verb that reads the cart (`update`) reads it when its
// turn comes, so two quick clicks still count twice.

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
import { type CartData, type CartLineChange, emptyCart, findLine, lineKey } from './cartData'
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

/** What the front hands its calls to: the engine (cartSyncEngine.ts, `CartSyncEngine`). */
export interface CartEngine {
  readonly isBusy: boolean
  current(): CartData
  fetch(signal?: AbortSignal): Promise<CartData>
  setLines(changes: readonly CartLineChange[]): Promise<CartData>
  clear(): Promise<CartData>
  reset(): void
  flushAnalytics(): void
}

/**
 * What the engine takes from the front instead of importing it: the cart documents and the
 * cart's readers, which a page's first load holds anyway (the header's cart), the analytics rule
 * and the failure toast. So the engine's module graph is the engine and its optimistic edit
 * (cartChanges.ts) only, none of it reached by the package's index: a bundler that splits by
 * files (esbuild) leaves all of it to the engine's chunk, not to every page that imports the sdk
 * (issue #36).
 */
export interface CartEngineKit {
  fetchCart: typeof fetchCart
  emptyCart: typeof emptyCart
  findLine: typeof findLine
  lineKey: typeof lineKey
  analyticsDirection: typeof cartAnalyticsDirection
  /** Quiet time before a line's analytics event, ms. */
  analyticsDelay: number
  updateCart: typeof UpdateCartDocument
  updateCartMini: typeof UpdateCartMiniDocument
  clearCart: typeof ClearCartDocument
  /** The toast of a failed change: its title and the failure's text. */
  failureToast(error: unknown): Promise<readonly [title: string, message: string]>
}

/** The kit (a function, so a bundler drops all of it with an unused front). */
function engineKit(): CartEngineKit {
  return {
    fetchCart,
    emptyCart,
    findLine,
    lineKey,
    analyticsDirection: cartAnalyticsDirection,
    analyticsDelay: CART_ANALYTICS_DEBOUNCE_MS,
    updateCart: UpdateCartDocument,
    updateCartMini: UpdateCartMiniDocument,
    clearCart: ClearCartDocument,
    failureToast: async (error) => [TOASTS.cartUpdateFailed, await failureMessageOf(error)],
  }
}

/** The engine's module (once: the module system keeps it). */
const loadEngine = () => import('./cartSyncEngine')

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

/**
 * The cart of a region and flow: read it with `getSnapshot`, change it with `setLines`.
 * - Quantities are absolute, so a repeated click sets the same number again instead of
 *   adding twice.
 * - Changes are serialised: one request in flight; changes made meanwhile are coalesced
 *   (last quantity per line wins) and sent together when it returns.
 * - A cart fetch older than the shopper's last change is ignored.
 * - The server's answer replaces the cart (SPEC §4); changes still waiting stay on top.
 *   A failed request rolls back to the last server cart, plus the changes still waiting.
 * - Analytics gets one event per line after 1000 ms of quiet (SPEC §4).
 */
export class CartSync {
  private readonly cache: CartCache
  private engine: CartEngine | null = null
  private loading: Promise<CartEngine> | null = null
  /** Changes waiting for the engine to load. */
  private waiting = 0
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
    return this.waiting > 0 || (this.engine?.isBusy ?? false)
  }

  /** The cart the shopper sees now. */
  current(): CartData {
    if (this.engine) return this.engine.current()
    return (
      this.cache.getSnapshot() ??
      emptyCart(this.regionId, this.flow === 'mini' ? this.host.client.cartId.get() : null)
    )
  }

  /** The query function of the cart: a fetch that yields to newer local changes. */
  fetch(signal?: AbortSignal): Promise<CartData> {
    if (this.engine) return this.engine.fetch(signal)
    return this.load().then((engine) => engine.fetch(signal))
  }

  /** Sets lines to absolute quantities; resolves with the cart once the server has them. */
  setLines(changes: readonly CartLineChange[]): Promise<CartData> {
    return this.change((engine) => engine.setLines(changes))
  }

  /**
   * Sets the lines `changes` computes from the cart shown when the change is made (after any
   * change made before it); none changes nothing and resolves with the cart shown.
   * @example
   * await sync.update((cart) => [{ productID: '42', priceTypeID: 1, quantity: 1 + (findLine(cart, '42', 1)?.quantity ?? 0) }])
   */
  update(changes: (current: CartData) => readonly CartLineChange[]): Promise<CartData> {
    return this.change((engine) => {
      const lines = changes(engine.current())
      return lines.length > 0 ? engine.setLines(lines) : Promise.resolve(engine.current())
    })
  }

  /** Empties the cart: clearCart in the legacy flow, a new cart id in the mini flow. */
  clear(): Promise<CartData> {
    return this.change((engine) => engine.clear())
  }

  /** Forgets the customer's cart (logout); debounced analytics is sent first. */
  reset(): void {
    if (this.engine) this.engine.reset()
    // Changes still waiting for the engine are made first, then forgotten, as they would be.
    else if (this.loading) void this.loading.then((engine) => engine.reset(), ignore)
  }

  /** Sends every debounced analytics event now. */
  flushAnalytics(): void {
    if (this.engine) this.engine.flushAnalytics()
    else if (this.loading) void this.loading.then((engine) => engine.flushAnalytics(), ignore)
  }

  private load(): Promise<CartEngine> {
    this.loading ??= loadEngine().then(
      ({ CartSyncEngine }) => {
        this.engine = new CartSyncEngine(
          this.host,
          this.regionId,
          this.flow,
          this.cache,
          this.busy,
          engineKit(),
        )
        return this.engine
      },
      (error: unknown) => {
        // Offline or a deploy in between: the next call tries again.
        this.loading = null
        throw error
      },
    )
    return this.loading
  }

  private change(make: (engine: CartEngine) => Promise<CartData>): Promise<CartData> {
    if (this.engine) return make(this.engine)
    this.waiting += 1
    this.busy.set(true)
    return this.load().then(
      (engine) => {
        this.waiting -= 1
        const done = make(engine)
        if (this.waiting === 0 && !engine.isBusy) this.busy.set(false)
        return done
      },
      (error: unknown) => {
        this.waiting -= 1
        // One toast for the changes that waited together, as for one failed request.
        if (this.waiting === 0) {
          this.busy.set(false)
          this.host.showError(TOASTS.cartUpdateFailed, TOASTS.retryLater)
        }
        throw error
      },
    )
  }
}

function ignore(): void {}
