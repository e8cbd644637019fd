// The Effect face of the journey verbs (catalogPage, productPage, signIn, placePickupOrder), as
// the storefront core's verbs have one: each is an Effect failing with the typed
// `StorefrontError` (anything else is a defect), whose interruption aborts the verb's calls.
import * as Effect from 'effect/Effect'
import type { RequestOptions, StorefrontClient } from '../client'
import {
  type CatalogPageRequest,
  type CatalogPageResult,
  catalogPage,
  type PickupOrderInput,
  type PlacedPickupOrder,
  type ProductPageRequest,
  type ProductPageResult,
  placePickupOrder,
  productPage,
  type SignInRequest,
  type SignInResult,
  signIn,
} from '../journey'
import { isStorefrontError, type StorefrontError } from '../transport'

/** The journey verbs as Effects on one client. */
export interface JourneyEffect {
  catalogPage(request: CatalogPageRequest): Effect.Effect<CatalogPageResult, StorefrontError>
  productPage(request: ProductPageRequest): Effect.Effect<ProductPageResult | null, StorefrontError>
  signIn(request: SignInRequest): Effect.Effect<SignInResult, StorefrontError>
  placePickupOrder(input: PickupOrderInput): Effect.Effect<PlacedPickupOrder, StorefrontError>
}

/** A verb as an Effect: its calls carry the fiber's abort signal, so interrupting aborts them. */
function verb<A>(run: (options: RequestOptions) => Promise<A>): Effect.Effect<A, StorefrontError> {
  return Effect.callback<A, StorefrontError>((resume, signal) => {
    run({ signal }).then(
      (value) => resume(Effect.succeed(value)),
      (cause: unknown) => resume(isStorefrontError(cause) ? Effect.fail(cause) : Effect.die(cause)),
    )
  })
}

/**
 * The journey verbs of a client as Effects.
 * @example
 * const journey = journeyEffect(createStorefrontClient({ endpoint: 'https://apteka.test/graphql' }))
 * const placed = await Effect.runPromise(
 *   journey.placePickupOrder({ regionID: 'moscowregion', idempotencyKey: crypto.randomUUID() }).pipe(
 *     Effect.catch((refusal) => Effect.succeed(refusal.code)), // 'E_29': below the minimum sum
 *   ),
 * )
 */
export function journeyEffect(
  client: Pick<StorefrontClient, 'requestData' | 'session'>,
): JourneyEffect {
  return {
    catalogPage: Effect.fn('Journey.catalogPage')(function* (request) {
      return yield* verb((options) => catalogPage(client, request, options))
    }),
    productPage: Effect.fn('Journey.productPage')(function* (request) {
      return yield* verb((options) => productPage(client, request, options))
    }),
    signIn: Effect.fn('Journey.signIn')(function* (request) {
      return yield* verb((options) => signIn(client, request, options))
    }),
    placePickupOrder: Effect.fn('Journey.placePickupOrder')(function* (input) {
      return yield* verb((options) => placePickupOrder(client, input, options))
    }),
  }
}
