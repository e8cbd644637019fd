// /cart/delivery: checkout step 3.
import { DeliveryScreen } from '../DeliveryScreen'

export default function CartDeliveryRoute() {
  return <DeliveryScreen />
}
