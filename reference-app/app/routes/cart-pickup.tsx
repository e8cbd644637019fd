// /cart/pickup: checkout step 2.
import { PickupScreen } from '../screens/CheckoutScreens'

export default function CartPickupRoute() {
  return <PickupScreen />
}
