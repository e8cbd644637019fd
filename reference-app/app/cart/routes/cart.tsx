// /cart: checkout step 1.
import { CartScreen } from '../../checkout/CheckoutScreens'

export default function CartRoute() {
  return <CartScreen />
}
