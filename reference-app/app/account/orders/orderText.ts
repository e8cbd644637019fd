// How the personal area names an order's facts: its address, dates and receive type.
import { formatDate, type OrderFieldsFragment, parseApiDate, receiveTypeLabel } from '../../shop'

/** An API date or timestamp as DD.MM.YYYY; null when unreadable. */
export function orderDay(value: string | null | undefined): string | null {
  const date = value ? parseApiDate(value) : null
  return date ? formatDate(date) : null
}

/** The receive type's Russian name ('Самовывоз', 'Доставка курьером', …). */
export const receiveTypeText = (order: Pick<OrderFieldsFragment, 'receiveType'>) =>
  receiveTypeLabel(order.receiveType)

/** Where the order is received: the pharmacy's name and address, or the courier's address. */
export function orderPlace(order: OrderFieldsFragment): string | null {
  if (order.pharmacy) return `${order.pharmacy.name}, ${order.pharmacy.address}`
  return (
    order.options?.address?.formattedAddress ??
    order.deliveryParams?.address?.formattedAddress ??
    null
  )
}

/** The order's payment is still to be made on the site (the pay link is shown). */
export const awaitsPayment = (order: OrderFieldsFragment) =>
  order.paymentStatus.status === 'PENDING' &&
  order.status !== 'CANCELLED' &&
  Boolean(order.paymentParams?.url)
