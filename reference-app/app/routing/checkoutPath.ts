// The checkout's addresses: where the shopper goes after choosing how to receive the order.
import type { ReceiveTypeCode } from '../shop'

/** The query parameter of /cart/pickup that asks for booking instead of pickup. */
export const PICKUP_MODE_PARAM = 'receiveType'

/** The page where the shopper goes on after choosing how to receive the order. */
export function receiveStepPath(receiveType: ReceiveTypeCode): string {
  if (receiveType === 'courier') return '/cart/delivery'
  return receiveType === 'booking' ? `/cart/pickup?${PICKUP_MODE_PARAM}=booking` : '/cart/pickup'
}
