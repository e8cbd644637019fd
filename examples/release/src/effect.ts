// The Effect face and the testing entry as a partner writes them: the client as a layer, a typed
// failure caught by tag, and the mock shop for msw. Effect 4 ships declarations only for
// node16/nodenext and bundler resolution, so this file is left out of the node10 check.
import { CartDocument } from '@apteka/sdk'
import { layer, Storefront, type StorefrontError } from '@apteka/sdk/effect'
import { createMockApi, fixtures, MOCK_SMS_CODE, testLayer } from '@apteka/sdk/testing'
import * as Effect from 'effect/Effect'
import { setupServer } from 'msw/node'

export const cartTotal = (regionID: string): Effect.Effect<number, StorefrontError> =>
  Effect.gen(function* () {
    const storefront = yield* Storefront.Storefront
    const { data } = yield* storefront.request(CartDocument, { regionID })
    return data.cart.total.totalAmount
  }).pipe(
    Effect.catchTag('StorefrontError', (error) =>
      error.isRetryable ? Effect.succeed(0) : Effect.fail(error),
    ),
    Effect.provide(layer({ endpoint: 'https://apteka.example/graphql' })),
  )

const api = createMockApi()
export const server = setupServer(...api.handlers)
export const productName: string = fixtures.product.name
export const smsCode: string = MOCK_SMS_CODE
export const servicesForTests = testLayer()
