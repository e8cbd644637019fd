// /cart: checkout step 1.
import { CartScreen } from '../CartScreen'

export default function CartRoute() {
  return <CartScreen />
}
