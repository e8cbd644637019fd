// /info-emias: about the EMIAS prescription service.
import { InfoEmiasScreen } from './InfoEmiasScreen'

export default function InfoEmiasRoute() {
  return <InfoEmiasScreen />
}
