// /guest-cart: a cart shared by link.
import { CartScreen } from '../screens/CheckoutScreens'

export default function GuestCartRoute() {
  return <CartScreen guest />
}
