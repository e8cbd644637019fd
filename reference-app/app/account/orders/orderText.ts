// How the personal area names an order's facts: its address, dates, receive type, and what
// cancelling it does to the money.
import {
  formatDate,
  formatMoney,
  type OrderFieldsFragment,
  parseApiDate,
  plural,
  receiveTypeLabel,
} from '../../shop'

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

/**
 * What cancelling the order does to the shopper's money and points, said before they confirm:
 * a paid order's money goes back the way it came, spent points go back to the account.
 */
export function cancelConsequences(
  order: Pick<OrderFieldsFragment, 'paymentStatus' | 'options' | 'total'>,
): string[] {
  const said: string[] = []
  if (order.paymentStatus.status === 'PAID') {
    said.push(
      order.options.payment === 'yandex_bnpl'
        ? 'Деньги вернутся в Яндекс Сплит в течение 10 рабочих дней.'
        : `Деньги вернутся на карту, которой оплачен заказ, — ${formatMoney(order.total.totalAmount)} в течение 10 рабочих дней.`,
    )
  } else said.push('Заказ не оплачен — деньги не спишутся.')
  const points = order.total.pointsSpent
  if (points > 0)
    said.push(`${points} ${plural(points, ['балл', 'балла', 'баллов'])} вернутся на бонусный счёт.`)
  said.push('Отменённый заказ нельзя восстановить.')
  return said
}
