// /cart/pay/{orderId}: paying for a saved order.
import { PayScreen } from '../PayScreen'
import type { Route } from './+types/cart-pay'

export default function CartPayRoute({ params }: Route.ComponentProps) {
  return <PayScreen key={params.orderId} orderId={params.orderId} />
}
