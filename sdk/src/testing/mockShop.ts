// What the mock shop's handler modules share: the shop's state, the msw link, token issue, the
// sign-in checks and the SPEC §8 error answer. createMockApi makes one and hands it to each module.
import { type GraphQLResponseBody, type graphql, HttpResponse } from 'msw'
import { errorMessage } from '../errors'
import type { CartFixture, OrderFixture, PreOrderFixture, ProfileFixture } from './fixtures'

/** A line of a cart as the mock keeps it. */
export interface MockCartLine {
  productID: string
  priceTypeID: number
  quantity: number
  isChecked: boolean
}

/** The mock shop's state; tests read it and may change it between calls. */
export interface MockApiState {
  /** The legacy cart (cart, updateCart, clearCart). */
  cart: MockCartLine[]
  /** Mini carts by id (cartMini, updateCartMini). */
  miniCarts: Map<string, { regionId: string; lines: MockCartLine[] }>
  /** Favourite product ids. */
  favorites: string[]
  /** The signed-in customer's profile. */
  profile: ProfileFixture
  /** The checkout's pre-order. */
  preOrder: PreOrderFixture
  /** Saved orders, newest last. */
  orders: OrderFixture[]
  /** Access and refresh tokens the mock accepts. */
  accessTokens: Set<string>
  refreshTokens: Set<string>
  /** How many refreshToken calls arrived (valid or not). */
  refreshCalls: number
  /** Phones a code was requested for, in order. */
  codeRequests: string[]
  /** How many logout calls arrived. */
  logoutCalls: number
  /** Operator access tokens the mock accepts as X-Operator-Authorization. */
  operatorTokens: Set<string>
  /** Phones that may sign in as an operator (loginOperatorAsUser). Default '+79990000001'. */
  operatorPhones: string[]
  /** Reviews customers posted (createReview), oldest first. */
  reviews: {
    id: string
    productID: string
    rating: number
    message: string
    authorName: string
    createdAt: string
  }[]
  /** Callback requests (requestCallback), oldest first. */
  callbacks: { phone: string; name: string }[]
  /** Prescription owners added (addPrescription), oldest first. */
  prescriptionOwners: { policyNumber: string; birthday: string }[]
  /** The loyalty programme the customer joined (applyLoyaltyProgram), if any. */
  loyaltyProgram: string | null
}

/**
 * One SPEC §8 error answer: `{ errors: [{ message, path, extensions: { code } }] }`.
 * @example
 * server.use(graphql.link(endpoint).query(CartDocument, () => errorAnswer('E_110')))
 */
export function errorAnswer<Data extends Record<string, unknown> = never>(
  code: string,
  path?: readonly (string | number)[],
  params: Readonly<Record<string, string | number>> = {},
) {
  return HttpResponse.json<GraphQLResponseBody<Data>>({
    data: null,
    errors: [{ message: errorMessage(code, params), path, extensions: { code, ...params } }],
  })
}

/** The mock shop as its handler modules see it. */
export interface MockShop {
  /** The msw GraphQL link of the endpoint. */
  readonly link: ReturnType<typeof graphql.link>
  /** The shop's state (the same object tests read). */
  readonly state: MockApiState
  /** The legacy cart's answer now. */
  readonly cart: () => CartFixture
  /** The SMS code sign-ins accept. */
  readonly code: string
  /** A new customer token pair, accepted from now on. */
  readonly issueTokens: () => { accessToken: string; refreshToken: string }
  /** A new operator token pair, accepted from now on as X-Operator-Authorization. */
  readonly issueOperatorTokens: () => { accessToken: string; refreshToken: string }
  /** Whether the call carries a live customer access token. */
  readonly signedIn: (request: Request) => boolean
  /** Whether the call carries a live operator access token. */
  readonly operatorSignedIn: (request: Request) => boolean
}
