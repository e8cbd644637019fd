// /checkout/success/{id} and /checkout/fail/{id}.
import { useLocation } from 'react-router'
import { CheckoutResultScreen } from '../CheckoutResultScreen'
import type { Route } from './+types/checkout-result'

export default function CheckoutResultRoute({ params }: Route.ComponentProps) {
  const { pathname } = useLocation()
  const kind = pathname.includes('/checkout/fail/') ? 'fail' : 'success'
  return <CheckoutResultScreen key={params.id} kind={kind} orderId={params.id} />
}
