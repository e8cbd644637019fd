// /checkout: checkout step 4 (and 5, saving).
import { CheckoutScreen } from '../screens/CheckoutScreens'

export default function CheckoutRoute() {
  return <CheckoutScreen />
}
