// /checkout/success/{id} and /checkout/fail/{id}: the order's outcome (useOrder).
import { useOrder } from '@apteka/hooks'
import { CheckoutResultPage } from './CheckoutResultPage'

/** /checkout/success/{id} and /checkout/fail/{id} */
export function CheckoutResultScreen({
  kind,
  orderId,
}: {
  kind: 'success' | 'fail'
  orderId: string
}) {
  const { order } = useOrder({ id: orderId })
  return <CheckoutResultPage kind={kind} orderId={orderId} order={order ?? undefined} />
}
