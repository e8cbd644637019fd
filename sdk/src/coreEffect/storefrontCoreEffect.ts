// The Effect face of the storefront core's verbs, as the client has both faces: each verb that
// calls the API is an Effect failing with the typed `StorefrontError` (anything else it throws
// is a defect), each local verb an `Effect.sync`. A separate function, so a bundle that uses only
// the Promise face leaves it out.
import * as Effect from 'effect/Effect'
import type {
  CartData,
  CartLineChange,
  CartProductInput,
  CartTarget,
  FavoritesAnswer,
  NotificationInput,
  RegionPlace,
  StorefrontCore,
  StorefrontNotification,
} from '../core'
import type { AuthPayloadFieldsFragment, RegionFieldsFragment } from '../generated/graphql'
import { isStorefrontError, type StorefrontError } from '../transport'

/** A verb's Effect: its value, or the API's refusal. */
export type StorefrontCoreVerb<A> = Effect.Effect<A, StorefrontError>

/** The core's verbs as Effects. */
export interface StorefrontCoreEffect {
  readonly cart: {
    setLines(changes: readonly CartLineChange[], target?: CartTarget): StorefrontCoreVerb<CartData>
    /** In once with the toast; a second add changes nothing (the core's `cart.add`). */
    add(
      product: CartProductInput,
      options?: Parameters<StorefrontCore['cart']['add']>[1],
    ): StorefrontCoreVerb<CartData>
    remove(
      productID: string,
      priceTypeID: number,
      target?: CartTarget,
    ): StorefrontCoreVerb<CartData>
    clear(target?: CartTarget): StorefrontCoreVerb<CartData>
  }
  readonly region: {
    choose(place: RegionPlace): StorefrontCoreVerb<RegionFieldsFragment>
    readonly reset: Effect.Effect<RegionFieldsFragment>
  }
  readonly auth: {
    signIn(payload: AuthPayloadFieldsFragment): Effect.Effect<boolean>
    readonly signOut: StorefrontCoreVerb<void>
    readonly cancelLogin: Effect.Effect<void>
  }
  readonly favorites: {
    add(productId: string, regionId?: string): StorefrontCoreVerb<FavoritesAnswer | null>
    remove(productId: string, regionId?: string): StorefrontCoreVerb<FavoritesAnswer | null>
    toggle(productId: string, regionId?: string): StorefrontCoreVerb<FavoritesAnswer | null>
    set(ids: readonly string[]): Effect.Effect<void>
  }
  readonly notify: {
    show(input: NotificationInput): Effect.Effect<StorefrontNotification>
    close(id: string): Effect.Effect<void>
  }
  recordView(productId: string): Effect.Effect<void>
}

/** A Promise verb as an Effect: a `StorefrontError` is the typed failure, anything else dies. */
function attempt<A>(call: () => Promise<A>): StorefrontCoreVerb<A> {
  return Effect.callback<A, StorefrontError>((resume) => {
    call().then(
      (value) => resume(Effect.succeed(value)),
      (cause: unknown) => resume(isStorefrontError(cause) ? Effect.fail(cause) : Effect.die(cause)),
    )
  })
}

/**
 * The Effect face of a storefront core: the same verbs on the same state.
 *
 * @example
 * const core = createStorefrontCore(createStorefrontClient())
 * const verbs = storefrontCoreEffect(core)
 * const cart = await Effect.runPromise(
 *   verbs.cart.add({ id: '42', name: 'Нурофен', price: 250 }).pipe(
 *     Effect.catch((refusal) => Effect.sync(() => showToast(refusal.message))),
 *   ),
 * )
 */
export function storefrontCoreEffect(core: StorefrontCore): StorefrontCoreEffect {
  return {
    cart: {
      setLines: Effect.fn('StorefrontCore.cart.setLines')(function* (changes, target) {
        return yield* attempt(() => core.cart.setLines(changes, target))
      }),
      add: Effect.fn('StorefrontCore.cart.add')(function* (product, options) {
        return yield* attempt(() => core.cart.add(product, options))
      }),
      remove: Effect.fn('StorefrontCore.cart.remove')(function* (productID, priceTypeID, target) {
        return yield* attempt(() => core.cart.remove(productID, priceTypeID, target))
      }),
      clear: Effect.fn('StorefrontCore.cart.clear')(function* (target) {
        return yield* attempt(() => core.cart.clear(target))
      }),
    },
    region: {
      choose: Effect.fn('StorefrontCore.region.choose')(function* (place) {
        return yield* attempt(() => core.region.choose(place))
      }),
      reset: Effect.sync(() => core.region.reset()),
    },
    auth: {
      signIn: (payload) => Effect.sync(() => core.auth.signIn(payload)),
      signOut: Effect.suspend(() => attempt(() => core.auth.signOut())).pipe(
        Effect.withSpan('StorefrontCore.auth.signOut'),
      ),
      cancelLogin: Effect.sync(() => core.auth.cancelLogin()),
    },
    favorites: {
      add: Effect.fn('StorefrontCore.favorites.add')(function* (productId, regionId) {
        return yield* attempt(() => core.favorites.add(productId, regionId))
      }),
      remove: Effect.fn('StorefrontCore.favorites.remove')(function* (productId, regionId) {
        return yield* attempt(() => core.favorites.remove(productId, regionId))
      }),
      toggle: Effect.fn('StorefrontCore.favorites.toggle')(function* (productId, regionId) {
        return yield* attempt(() => core.favorites.toggle(productId, regionId))
      }),
      set: (ids) => Effect.sync(() => core.favorites.set(ids)),
    },
    notify: {
      show: (input) => Effect.sync(() => core.notify.show(input)),
      close: (id) => Effect.sync(() => core.notify.close(id)),
    },
    recordView: (productId) => Effect.sync(() => core.recordView(productId)),
  }
}
