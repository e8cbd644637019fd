// Courier delivery days and intervals: the next five days from the zone's lead time with three
// intervals each, and an express interval today while the couriers work. Days and hours are the
// address's region's (its time zone), labelled by the shop clock ('Сегодня', 'Завтра', 'Пт, 27 ноября').
import { MONTH_NAMES_GENITIVE } from '@apteka/sdk/rules'
import { courierPriceFor, type ZoneRow } from '../cart/cartView'
import { dayLabel, zoneDay, zoneInstant, zoneParts } from '../clock/shopClock'
import type { DeliveryDate, DeliveryInterval } from '../generated/resolvers'

export const DELIVERY_INTERVALS = [
  { id: '09-13', from: 9, to: 13 },
  { id: '13-17', from: 13, to: 17 },
  { id: '17-21', from: 17, to: 21 },
] as const

export const EXPRESS_INTERVAL_ID = 'express'
/** Express delivery: within two hours, ordered 09:00–19:00, to addresses in the express zone. */
const EXPRESS_LAST_ORDER_HOUR = 19
const DELIVERY_DAYS_SHOWN = 5

const hours = (hour: number) => `${String(hour).padStart(2, '0')}:00`
export const intervalText = (from: number, to: number) => `${hours(from)}–${hours(to)}`

/** A courier interval as the contract answers it (every interval has a tariff here). */
export type DeliveryIntervalView = DeliveryInterval & { tariffId: string }

export type DeliveryDateView = Omit<DeliveryDate, 'intervals'> & {
  intervals: DeliveryIntervalView[]
}

/**
 * The days and intervals a courier can come in `timeZone`, priced for goods worth `goodsAmount`;
 * `express` is the express zone when the address lies in it (its price, never free).
 */
export function deliveryDates(
  now: Date,
  timeZone: string,
  zone: ZoneRow,
  goodsAmount: number,
  chosen: { date?: string | null; interval?: string | null } = {},
  express: ZoneRow | null = null,
): DeliveryDateView[] {
  const price = courierPriceFor(zone, goodsAmount) ?? 0
  const hour = Math.floor(zoneParts(now, timeZone).minutes / 60)
  const interval = (
    dateId: string,
    id: string,
    text: string,
    amount: number,
    isExpress: boolean,
  ) => ({
    id,
    text,
    price: amount,
    isFree: amount === 0,
    isExpress,
    selected: chosen.date === dateId && chosen.interval === id,
    tariffId: isExpress ? 'express' : 'standard',
  })
  const day = (
    offset: number,
    intervals: (dateId: string) => DeliveryIntervalView[],
  ): DeliveryDateView => {
    const shown = zoneDay(now, timeZone, offset)
    const id = shown.date
    const [, month, date] = id.split('-').map(Number) as [number, number, number]
    return {
      id,
      text: `${date} ${MONTH_NAMES_GENITIVE[month - 1]}`,
      label: dayLabel(shown),
      selected: chosen.date === id,
      intervals: intervals(id),
    }
  }
  const dates: DeliveryDateView[] = []
  // Regular intervals today only with a same-day zone, starting two hours from now at the earliest.
  const regularToday =
    zone.deliveryDays > 0
      ? []
      : DELIVERY_INTERVALS.filter(
          (slot) =>
            zoneInstant(now, timeZone, 0, slot.from).getTime() - now.getTime() >= 2 * 3600_000,
        )
  const expressToday = express !== null && hour >= 9 && hour < EXPRESS_LAST_ORDER_HOUR
  if (expressToday || regularToday.length) {
    dates.push(
      day(0, (id) => [
        ...(express && expressToday
          ? [interval(id, EXPRESS_INTERVAL_ID, 'Экспресс за 2 часа', express.courierPrice, true)]
          : []),
        ...regularToday.map((slot) =>
          interval(id, slot.id, intervalText(slot.from, slot.to), price, false),
        ),
      ]),
    )
  }
  const first = Math.max(1, zone.deliveryDays)
  for (let offset = first; offset < first + DELIVERY_DAYS_SHOWN; offset++) {
    dates.push(
      day(offset, (id) =>
        DELIVERY_INTERVALS.map((slot) =>
          interval(id, slot.id, intervalText(slot.from, slot.to), price, false),
        ),
      ),
    )
  }
  return dates
}

/** The chosen day and interval, if they are still on offer. */
export function chosenSlot(
  dates: DeliveryDateView[],
  dateId?: string | null,
  intervalId?: string | null,
) {
  const date = dates.find((entry) => entry.id === dateId)
  const slot = date?.intervals.find((entry) => entry.id === intervalId)
  return date && slot ? { date, interval: slot } : null
}
