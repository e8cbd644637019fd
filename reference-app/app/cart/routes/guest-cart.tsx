// /guest-cart: a cart shared by link.
import { CartScreen } from '../CartScreen'

export default function GuestCartRoute() {
  return <CartScreen guest />
}
