// /order-get: an order's status by number and phone, without logging in.
import { OrderGetScreen } from '../OrderGetScreen'

export default function OrderGetRoute() {
  return <OrderGetScreen />
}
