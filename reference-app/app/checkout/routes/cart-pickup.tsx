// /cart/pickup: checkout step 2.
import { PickupScreen } from '../CheckoutScreens'

export default function CartPickupRoute() {
  return <PickupScreen />
}
