// /cart/pay/{orderId}: paying for a saved order (useOrder).
import { useOrder } from '@apteka/hooks'
import { CartPayPage } from './CartPayPage'

/** /cart/pay/{orderId} */
export function PayScreen({ orderId }: { orderId: string }) {
  const { order } = useOrder({ id: orderId })
  return <CartPayPage orderId={orderId} order={order} />
}
