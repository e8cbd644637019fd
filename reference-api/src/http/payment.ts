// The test payment page (paymentParams.url): the shopper confirms or declines, the order's
// paymentStatus follows, and the browser returns to /checkout/success/{id} or /checkout/fail/{id}.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpRouteContext } from './index'

export async function handlePayment(
  _req: IncomingMessage,
  _url: URL,
  _res: ServerResponse,
  _context: HttpRouteContext,
): Promise<boolean> {
  return false
}
