// One pharmacy as a pickup point for the caller's cart: pickup (everything that can be ordered,
// on-shelf goods sooner) and booking (only what is on the shelf), each grouped by the day it is
// ready.
import { deliveryDayLabel, productPath } from '@apteka/sdk/rules'
import { lineFigures, type PricedLine } from '../cart/cartLines'
import { cartTotal, type ZoneRow } from '../cart/cartView'
import { moscowDay } from './moscowTime'
import { lineAvailableAt, type PharmacyRow } from './pickupPoints'

const BUTTON_TEXT = { pickup: 'Забрать в аптеке', booking: 'Забронировать' } as const

const item = (line: PricedLine, available: boolean) => {
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

export function storeDeliveries(
  pharmacy: PharmacyRow,
  lines: PricedLine[],
  shelf: Map<number, number> | undefined,
  zone: ZoneRow | null,
  chosen: { receiveType: string | null; pharmacyId: number | null },
  now: Date,
) {
  const today = moscowDay(now)
  return (['pickup', 'booking'] as const).map((type) => {
    const takes = lines.filter((line) => lineAvailableAt(line, shelf, type))
    const readyIn = (line: PricedLine) =>
      type === 'booking' || lineAvailableAt(line, shelf, 'booking')
        ? pharmacy.bookingDays
        : Math.max(pharmacy.pickupDays, line.price?.deliveryDays ?? 1)
    const byDay = new Map<number, PricedLine[]>()
    for (const line of takes) byDay.set(readyIn(line), [...(byDay.get(readyIn(line)) ?? []), line])
    const total = cartTotal(lines, zone, { isChecked: (line) => takes.includes(line) })
    return {
      type,
      amount: total.amount,
      totalAmount: total.productsAmount,
      points: total.points,
      isChecked: chosen.receiveType === type && chosen.pharmacyId === pharmacy.id,
      receiveType: type,
      deliveryGroups: [...byDay.entries()]
        .sort(([a], [b]) => a - b)
        .map(([days, group]) => {
          const groupTotal = cartTotal(lines, zone, { isChecked: (line) => group.includes(line) })
          return {
            items: group.map((line) => item(line, true)),
            dateText: deliveryDayLabel(moscowDay(now, days), today),
            totalAmount: groupTotal.productsAmount,
            points: groupTotal.points,
            receiveType: type,
          }
        }),
      items: lines.map((line) => item(line, takes.includes(line))),
      buttonText: BUTTON_TEXT[type],
      minPriceError: takes.length && !total.button.available ? total.button.message : null,
      isOfflinePromo: false,
    }
  })
}
