// /cart/pickup: checkout step 2.
import { PickupScreen } from '../PickupScreen'

export default function CartPickupRoute() {
  return <PickupScreen />
}
