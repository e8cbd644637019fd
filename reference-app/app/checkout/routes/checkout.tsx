// /checkout: checkout step 4 (and 5, saving).
import { CheckoutScreen } from '../CheckoutScreen'

export default function CheckoutRoute() {
  return <CheckoutScreen />
}
