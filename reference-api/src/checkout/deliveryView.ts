// The pieces of a Delivery answer (a way to receive the cart) that the pre-order and a pickup
// point's store card both show: one line of goods, the lines grouped by the day they are ready,
// and the button's text.
import { deliveryDayLabel, productPath, type ReceiveTypeCode } from '@apteka/sdk/rules'
import { lineFigures, type PricedLine } from '../cart/cartLines'
import { cartTotal, type ZoneRow } from '../cart/cartView'
import { moscowDay } from './moscowTime'

/** The button that chooses a receive type. */
export const RECEIVE_BUTTON_TEXT: Record<ReceiveTypeCode, string> = {
  pickup: 'Забрать в аптеке',
  booking: 'Забронировать',
  courier: 'Доставить курьером',
}

/** One line of goods in a delivery (DeliveryItem); `available`: this way of receiving takes it. */
export function deliveryItemView(line: PricedLine, available: boolean) {
  const figures = lineFigures(line)
  return {
    id: String(line.productId),
    url: productPath(line.product.alias),
    name: line.product.name,
    image: line.product.image,
    amount: figures.amount,
    totalAmount: figures.totalAmount,
    available,
    quantity: line.quantity,
  }
}

/**
 * The lines a receive type takes, grouped by the day they are ready (`daysOf`: whole Moscow days
 * from today), soonest first, each group with its day's label and its goods' sum and points.
 */
export function deliveryGroupsOf(
  type: ReceiveTypeCode,
  takes: PricedLine[],
  daysOf: (line: PricedLine) => number,
  totals: { lines: PricedLine[]; zone: ZoneRow | null },
  now: Date,
) {
  const byDay = new Map<number, PricedLine[]>()
  for (const line of takes) byDay.set(daysOf(line), [...(byDay.get(daysOf(line)) ?? []), line])
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([days, group]) => {
      const groupTotal = cartTotal(totals.lines, totals.zone, {
        isChecked: (line) => group.includes(line),
      })
      return {
        items: group.map((line) => deliveryItemView(line, true)),
        dateText: deliveryDayLabel(moscowDay(now, days), moscowDay(now)),
        totalAmount: groupTotal.productsAmount,
        points: groupTotal.points,
        receiveType: type,
      }
    })
}
