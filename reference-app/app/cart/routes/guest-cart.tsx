// /guest-cart: a cart shared by link.
import { CartScreen } from '../../checkout/CheckoutScreens'

export default function GuestCartRoute() {
  return <CartScreen guest />
}
