// One pharmacy as a pickup point for the caller's cart: pickup (everything that can be ordered,
// on-shelf goods sooner) and booking (only what is on the shelf), each grouped by the day it is
// ready.
import type { PricedLine } from '../cart/cartLines'
import { cartTotal, type ZoneRow } from '../cart/cartView'
import { pickupReadyDay } from '../clock/shopClock'
import { deliveryGroupsOf, deliveryItemView, RECEIVE_BUTTON_TEXT } from './deliveryView'
import { lineAvailableAt, lineReadyDays, type PharmacyRow } from './pickupPoints'

export function storeDeliveries(
  pharmacy: PharmacyRow,
  lines: PricedLine[],
  shelf: Map<number, number> | undefined,
  zone: ZoneRow | null,
  chosen: { receiveType: string | null; pharmacyId: number | null },
  now: Date,
) {
  return (['pickup', 'booking'] as const).map((type) => {
    const takes = lines.filter((line) => lineAvailableAt(line, shelf, type))
    const readyIn = (line: PricedLine) => lineReadyDays(pharmacy, line, shelf, type)
    const total = cartTotal(lines, zone, { isChecked: (line) => takes.includes(line) })
    return {
      type,
      amount: total.amount,
      totalAmount: total.productsAmount,
      points: total.points,
      isChecked: chosen.receiveType === type && chosen.pharmacyId === pharmacy.id,
      receiveType: type,
      deliveryGroups: deliveryGroupsOf(type, takes, readyIn, { lines, zone }, (days) =>
        pickupReadyDay(pharmacy, days, now),
      ),
      items: lines.map((line) => deliveryItemView(line, takes.includes(line))),
      buttonText: RECEIVE_BUTTON_TEXT[type],
      minPriceError: takes.length && !total.button.available ? total.button.message : null,
      isOfflinePromo: false,
    }
  })
}
