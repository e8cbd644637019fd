// / and /home (with a region before or after: /r_spb/home, /home/r_spb/).
import { HomeScreen } from '../screens/HomeScreen'

export default function HomeRoute() {
  return <HomeScreen />
}
