// /cart: checkout step 1.
import { CartScreen } from '../screens/CheckoutScreens'

export default function CartRoute() {
  return <CartScreen />
}
