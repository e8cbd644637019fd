// /cart/delivery: checkout step 3.
import { DeliveryScreen } from '../CheckoutScreens'

export default function CartDeliveryRoute() {
  return <DeliveryScreen />
}
