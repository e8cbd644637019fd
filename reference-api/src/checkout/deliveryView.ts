// The pieces of a Delivery answer (a way to receive the cart) that the pre-order and a pickup
// point's store card both show: one line of goods, the lines grouped by the day they are ready,
// and the button's text.
import { productPath, type ReceiveTypeCode } from '@apteka/sdk/rules'
import { lineFigures, type PricedLine } from '../cart/cartLines'
import { cartTotal, type ZoneRow } from '../cart/cartView'
import { dayLabel, type ShopDay } from '../clock/shopClock'

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
 * The lines a receive type takes, grouped by the day they are ready (`daysOf`: days until the
 * goods are there, `dayOf`: the shop clock's day for that), soonest first, each group with its
 * day's label and its goods' sum and points.
 */
export function deliveryGroupsOf(
  type: ReceiveTypeCode,
  takes: PricedLine[],
  daysOf: (line: PricedLine) => number,
  totals: { lines: PricedLine[]; zone: ZoneRow | null },
  dayOf: (days: number) => ShopDay,
) {
  const byDay = new Map<string, { day: ShopDay; lines: PricedLine[] }>()
  for (const line of takes) {
    const day = dayOf(daysOf(line))
    const entry = byDay.get(day.date) ?? { day, lines: [] }
    entry.lines.push(line)
    byDay.set(day.date, entry)
  }
  return [...byDay.values()]
    .sort((a, b) => a.day.date.localeCompare(b.day.date))
    .map(({ day, lines: group }) => {
      const groupTotal = cartTotal(totals.lines, totals.zone, {
        isChecked: (line) => group.includes(line),
      })
      return {
        items: group.map((line) => deliveryItemView(line, true)),
        dateText: dayLabel(day),
        totalAmount: groupTotal.productsAmount,
        points: groupTotal.points,
        receiveType: type,
      }
    })
}
