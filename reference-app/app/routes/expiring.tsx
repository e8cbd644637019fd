// /istekayushchiy_srok_godnosti: drugs with an expiring shelf life.
import { ExpiringScreen } from '../screens/ListingScreens'

export default function ExpiringRoute() {
  return <ExpiringScreen />
}
