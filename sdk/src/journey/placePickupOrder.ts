// The checkout of a pickup order in one verb, SPEC §3's steps in order: the cart checked against
// the minimum sum, the PICKUP step, a pharmacy that has the whole cart, the CHECKOUT step with
// the receiver and the payment, and the order saved once under the caller's idempotency key.
import {
  CartDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  SaveOrderDocument,
  UpdatePreOrderDocument,
} from '#documents'
import type { RequestOptions } from '../client'
import { ERROR_CODES, type ErrorCode, errorMessage } from '../errors'
import type {
  PaymentType,
  PharmacySearchListQuery,
  ReceiverInput,
  SaveOrderMutation,
} from '../generated/graphql'
import { GraphQLResponseError, StorefrontError } from '../transport'
import type { JourneyClient } from './catalogPages'

/** A pharmacy as the pickup list shows it: how much of the cart it has, and when. */
export type PickupPoint = PharmacySearchListQuery['pharmacySearchList']['items'][number]

/** A saved order, as `saveOrder` answers it. */
export type SavedOrder = SaveOrderMutation['saveOrder']

/** The choices of a pickup order; the cart is the client's (a customer's, or a guest's jar). */
export interface PickupOrderInput {
  readonly regionID: string
  /**
   * The order's key: a retry with the same key (a timeout, a double click) answers the order
   * already saved instead of a second one. Make one per order (`crypto.randomUUID()`) and keep
   * it until the order is placed.
   */
  readonly idempotencyKey: string
  /** The pharmacy. Default the first on the pickup list that has the whole cart. */
  readonly pharmacyID?: string
  /** How to pay. Default 'pharmacy' (on collection) where it is offered, else the first offered. */
  readonly payment?: PaymentType
  /** Who collects the order. Default the signed-in customer (a guest must give one). */
  readonly receiver?: ReceiverInput
  /** A note to the pharmacy. Default none. */
  readonly comment?: string
}

/** A placed pickup order. */
export interface PlacedPickupOrder {
  readonly order: SavedOrder
  /** The pharmacy it is collected from. */
  readonly pharmacy: PickupPoint['pharmacy']
}

/** A refusal the verb decides before the API would, in the API's own SPEC §8 form. */
function refusal(
  code: ErrorCode,
  operationName: string,
  params: Readonly<Record<string, number>> = {},
) {
  const message = errorMessage(code, params)
  return new StorefrontError({
    reason: new GraphQLResponseError({
      operationName,
      errors: [{ message, path: [operationName], extensions: { code, ...params } }],
    }),
    traceId: null,
  })
}

/**
 * Places a pickup order from the client's cart. Rejects with a `StorefrontError` (SPEC §8): an
 * empty cart E_100, below the region's minimum sum E_29 (`min_sum` in its extensions), no
 * pharmacy with the whole cart E_34, and whatever the API refuses on the way (E_110 the cart
 * changed, E_31 the pharmacy closed, …). Safe to call again with the same `idempotencyKey`.
 * @example
 * const idempotencyKey = crypto.randomUUID()
 * try {
 *   const { order, pharmacy } = await placePickupOrder(client, { regionID: 'moscowregion', idempotencyKey })
 *   console.info(order.number, pharmacy.address)
 * } catch (error) {
 *   if (isStorefrontError(error)) console.warn(error.code, messageOf(error)) // 'E_29' 'Минимальная сумма заказа …'
 * }
 */
export async function placePickupOrder(
  client: JourneyClient,
  input: PickupOrderInput,
  options?: RequestOptions,
): Promise<PlacedPickupOrder> {
  const { regionID } = input
  const { cart } = await client.requestData(CartDocument, { regionID }, options)
  if (cart.total.productsCount === 0) throw refusal(ERROR_CODES.CART_EMPTY, 'cart')
  if (cart.total.productsAmount < cart.total.minSum) {
    throw refusal(ERROR_CODES.ORDER_BELOW_MIN_SUM, 'cart', { min_sum: cart.total.minSum })
  }

  await client.requestData(PreOrderDocument, { regionID, step: 'PICKUP' }, options)
  const point = await pickupPoint(client, input, options)
  const { updatePreOrder } = await client.requestData(
    UpdatePreOrderDocument,
    {
      input: {
        regionID,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: point.pharmacy.id,
        ...(input.receiver ? { receiver: input.receiver } : {}),
        ...(input.comment ? { comment: input.comment } : {}),
      },
    },
    options,
  )
  const offered = updatePreOrder.availableOptions.payments.map((payment) => payment.type)
  const payment =
    input.payment ?? (offered.includes('pharmacy') ? 'pharmacy' : (offered[0] ?? null))
  if (payment) {
    await client.requestData(
      UpdatePreOrderDocument,
      { input: { regionID, step: 'CHECKOUT', payment } },
      options,
    )
  }
  const { saveOrder } = await client.requestData(
    SaveOrderDocument,
    { regionID, idempotencyKey: input.idempotencyKey },
    options,
  )
  return { order: saveOrder, pharmacy: point.pharmacy }
}

/** The pharmacy asked for, else the first on the pickup list with the whole cart (E_34 when none). */
async function pickupPoint(
  client: JourneyClient,
  input: PickupOrderInput,
  options: RequestOptions | undefined,
): Promise<PickupPoint> {
  const { pharmacySearchList } = await client.requestData(
    PharmacySearchListDocument,
    { regionID: input.regionID, receiveType: 'pickup', paginator: { page: 1, limit: 100 } },
    options,
  )
  const point = pharmacySearchList.items.find((item) =>
    input.pharmacyID === undefined ? item.available : item.pharmacy.id === input.pharmacyID,
  )
  if (!point) throw refusal(ERROR_CODES.OUT_OF_STOCK, 'pharmacySearchList')
  return point
}
