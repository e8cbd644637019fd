// /cart/delivery: checkout step 3.
import { DeliveryScreen } from '../screens/CheckoutScreens'

export default function CartDeliveryRoute() {
  return <DeliveryScreen />
}
