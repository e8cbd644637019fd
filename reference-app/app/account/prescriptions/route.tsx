// /prescription: the customer's EMIAS prescriptions.
import { PrescriptionsScreen } from './PrescriptionsScreen'

export default function PrescriptionsRoute() {
  return <PrescriptionsScreen />
}
