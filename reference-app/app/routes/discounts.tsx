// /discounts
import { DiscountsScreen } from '../screens/ListingScreens'

export default function DiscountsRoute() {
  return <DiscountsScreen />
}
