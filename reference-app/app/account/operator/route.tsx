// /operator: the operator's desk.
import { OperatorScreen } from './OperatorScreen'

export default function OperatorRoute() {
  return <OperatorScreen />
}
