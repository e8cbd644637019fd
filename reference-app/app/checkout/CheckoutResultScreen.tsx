// /checkout/success/{id} and /checkout/fail/{id}: the order's outcome (useOrder), and the
// purchase event of a successful order (once per order in this tab: a reload does not count twice).
import { useOrder } from '@apteka/hooks'
import { useEffect } from 'react'
import { trackEvent } from '../analytics/analytics'
import { CheckoutResultPage } from './CheckoutResultPage'

/** The sessionStorage key that marks an order's purchase as sent. */
const purchaseSentKey = (orderId: string) => `purchase_sent_${orderId}`

/** /checkout/success/{id} and /checkout/fail/{id} */
export function CheckoutResultScreen({
  kind,
  orderId,
}: {
  kind: 'success' | 'fail'
  orderId: string
}) {
  const { order } = useOrder({ id: orderId })
  useEffect(() => {
    if (kind !== 'success' || !order) return
    try {
      if (sessionStorage.getItem(purchaseSentKey(order.id))) return
      sessionStorage.setItem(purchaseSentKey(order.id), '1')
    } catch {
      // No storage (private mode): the event still goes out.
    }
    trackEvent({
      type: 'purchase',
      orderId: order.number || order.id,
      revenue: order.total.totalAmount,
      items: order.items.map((item) => ({
        id: item.product?.id ?? item.name,
        name: item.product?.name ?? item.name,
        price: item.price,
        quantity: item.quantity,
      })),
    })
  }, [kind, order])
  return <CheckoutResultPage kind={kind} orderId={orderId} order={order ?? undefined} />
}
