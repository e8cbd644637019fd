// The checkout plan: from the cart and what the shopper chose in the pre-order, which receive
// types are possible, which lines each takes, the courier address, dates, payment, promo and
// points, totals and the fingerprint of what the shopper agrees to. planCheckout runs the steps
// below in order; each step is one small function over what the earlier ones found.
import { createHash } from 'node:crypto'
import { ERROR_CODES, errorMessage } from '@apteka/sdk/errors'
import {
  countsInTotals,
  isReceiveType,
  type PaymentTypeCode,
  paymentTypesFor,
  type ReceiveTypeCode,
} from '@apteka/sdk/rules'
import { and, asc, eq } from 'drizzle-orm'
import { findUser } from '../auth/users'
import { lineFigures, lineKey, loadCartLines, type PricedLine, totalsItem } from '../cart/cartLines'
import type { CartRow } from '../cart/carts'
import { cartTotal, type ZoneRow } from '../cart/cartView'
import {
  daysBetween,
  pickupReadyDay,
  SHOP_TIME_ZONE,
  type ShopDay,
  zoneDate,
  zoneDay,
} from '../clock/shopClock'
import type { DatabaseOrTransaction, PreOrderOptionsData } from '../db'
import { deliveryAddresses, deliveryZones, pharmacies, regions } from '../db'
import { maxSpendablePoints, pointsBalance } from '../loyalty/accounts'
import { chosenSlot, type DeliveryDateView, deliveryDates } from './deliverySchedule'
import { ADDRESS_NOT_FOUND } from './gazetteer'
import { pointInPolygon } from './geo'
import {
  lineAvailableAt,
  lineReadyDays,
  loadStock,
  type PharmacyRow,
  regionPharmacies,
} from './pickupPoints'
import type { PreOrderRow } from './preOrders'
import { evaluatePromo, type PromoOutcome } from './promo'

type DeliveryChoice = NonNullable<PreOrderOptionsData['delivery']>
type Slot = ReturnType<typeof chosenSlot>

export interface AddressChoice {
  id: string
  formattedAddress: string
  entrance: string | null
  office: string | null
  floor: string | null
  comment: string | null
  lat: number | null
  long: number | null
  isSelected: boolean
}

export interface CheckoutPlan {
  cart: CartRow
  row: PreOrderRow
  regionId: string
  userId: number | null
  now: Date
  lines: PricedLine[]
  selected: (line: PricedLine) => boolean
  /** Lines that count at all: ticked for this checkout and available for order or booking. */
  counted: PricedLine[]
  receiveType: ReceiveTypeCode | null
  available: Record<ReceiveTypeCode, boolean>
  /** Whether a line goes with a receive type (null: not chosen yet, every counted line). */
  takes: (type: ReceiveTypeCode | null, line: PricedLine) => boolean
  /** The lines the order would contain. */
  included: PricedLine[]
  zone: ZoneRow | null
  zones: ZoneRow[]
  pharmacy: PharmacyRow | null
  stock: Map<number, Map<number, number>>
  address: AddressChoice | null
  addressInZone: boolean
  addressError: string | null
  savedAddresses: AddressChoice[]
  dates: DeliveryDateView[]
  slot: Slot
  payments: PaymentTypeCode[]
  payment: PaymentTypeCode | null
  promo: PromoOutcome | null
  balance: number
  maxPoints: number
  pointsSpent: number
  pointsError: string | null
  receiver: { name: string; phone: string; email: string | null } | null
  email: string | null
  total: ReturnType<typeof cartTotal>
  /** Days until each included line reaches the shopper, by line key. */
  arrival: Map<string, number>
  /** The IANA time zone of the region (a courier's days are the address's region's). */
  timeZone: string
  /**
   * The shop clock's day a receive type's goods are the shopper's, `days` from now: at the chosen
   * pharmacy against its working hours and assembly time, otherwise a day of the region's zone.
   */
  dayOf: (type: ReceiveTypeCode | null, days: number) => ShopDay
  hash: string
}

/** The plan of a cart's checkout as its pre-order row stands (reads only; the caller saves). */
export async function planCheckout(
  db: DatabaseOrTransaction,
  cart: CartRow,
  row: PreOrderRow,
  regionId: string,
  userId: number | null,
  now: Date,
): Promise<CheckoutPlan> {
  const options: PreOrderOptionsData = row.options ?? {}
  const delivery: DeliveryChoice = options.delivery ?? {}
  const cartLines = await tickedLines(db, cart, options, regionId)
  const places = await receivePlaces(db, regionId, row.pharmacyId, cartLines.lines)
  const timeZone = await regionTimeZone(db, regionId)
  const dayOf = (type: ReceiveTypeCode | null, days: number) =>
    places.pharmacy && (type === 'pickup' || type === 'booking')
      ? pickupReadyDay(places.pharmacy, days, now)
      : zoneDay(now, timeZone, days)
  const receiving = receiveRules(row, cartLines.counted, places)
  const courier = await courierAddress(db, delivery, userId, regionId, places.zones)
  const isIncluded = (line: PricedLine) => receiving.included.includes(line)
  const goods = cartTotal(cartLines.lines, places.zone, { isChecked: isIncluded })
  const loyalty = await loyaltyChoice(db, options, goods.productsAmount, userId, now, timeZone)
  const dates =
    places.zone && receiving.receiveType === 'courier'
      ? deliveryDates(
          now,
          timeZone,
          places.zone,
          goods.productsAmount,
          delivery,
          courier.expressZone ?? null,
        )
      : []
  const slot = chosenSlot(dates, delivery.date, delivery.interval)
  const total = cartTotal(cartLines.lines, places.zone, {
    isChecked: isIncluded,
    withCourier: receiving.receiveType === 'courier',
    promoDiscount: loyalty.promoDiscount,
    promoCode: loyalty.promo?.code ?? null,
    pointsSpent: loyalty.pointsSpent,
    ...(slot ? { courierPrice: slot.interval.price } : {}),
    priceKnown: receiving.receiveType === 'courier' ? slot !== null : places.pharmacy !== null,
  })
  const payment = paymentChoice(receiving.receiveType, places.pharmacy, options)
  const receiver = await receiverOf(db, options, userId)
  const arrival = arrivalDays(
    receiving.included,
    receiving.receiveType,
    places,
    slot,
    zoneDate(now, timeZone),
  )
  const hash = agreementHash(
    receiving.receiveType,
    receiving.included,
    loyalty.pointsSpent,
    total.totalAmount,
  )
  return {
    cart,
    row,
    regionId,
    userId,
    now,
    lines: cartLines.lines,
    selected: cartLines.selected,
    counted: cartLines.counted,
    receiveType: receiving.receiveType,
    available: receiving.available,
    takes: receiving.takes,
    included: receiving.included,
    zone: places.zone,
    zones: places.zones,
    pharmacy: places.pharmacy,
    stock: places.stock,
    address: courier.address,
    addressInZone: courier.addressInZone,
    addressError: courier.addressError,
    savedAddresses: courier.savedAddresses,
    dates,
    slot,
    payments: payment.payments,
    payment: payment.payment,
    promo: loyalty.promo,
    balance: loyalty.balance,
    maxPoints: loyalty.maxPoints,
    pointsSpent: loyalty.pointsSpent,
    pointsError: loyalty.pointsError,
    receiver: receiver.receiver,
    email: receiver.email,
    total,
    arrival,
    timeZone,
    dayOf,
    hash,
  }
}

/** The region's time zone (the shop's home zone when the region has none). */
async function regionTimeZone(db: DatabaseOrTransaction, regionId: string): Promise<string> {
  const [region] = await db
    .select({ timeZone: regions.timeZone })
    .from(regions)
    .where(eq(regions.id, regionId))
  return region?.timeZone ?? SHOP_TIME_ZONE
}

/** Step 1 — the cart's lines, which are ticked for this checkout, and which of those count. */
async function tickedLines(
  db: DatabaseOrTransaction,
  cart: CartRow,
  options: PreOrderOptionsData,
  regionId: string,
) {
  const lines = await loadCartLines(db, cart.id, regionId)
  const unchecked = new Set(options.unchecked ?? [])
  const selected = (line: PricedLine) => line.isChecked && !unchecked.has(lineKey(line))
  const counted = lines.filter((line) => selected(line) && countsInTotals(totalsItem(line, true)))
  return { lines, selected, counted }
}

interface ReceivePlaces {
  /** The zone whose minimum sum and courier price apply (the courier zone, else any). */
  zone: ZoneRow | null
  zones: ZoneRow[]
  regionList: PharmacyRow[]
  pharmacy: PharmacyRow | null
  stock: Map<number, Map<number, number>>
  shelf: (pharmacyId: number) => Map<number, number> | undefined
}

/** Step 2 — where the goods can come from: the region's zones, its pharmacies, their shelves. */
async function receivePlaces(
  db: DatabaseOrTransaction,
  regionId: string,
  pharmacyId: number | null,
  lines: PricedLine[],
): Promise<ReceivePlaces> {
  const zones = await db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.regionId, regionId))
    .orderBy(asc(deliveryZones.id))
  const zone = zones.find((entry) => entry.type === 'courier') ?? zones[0] ?? null
  const regionList = await regionPharmacies(db, regionId)
  const [chosenPharmacy] = pharmacyId
    ? await db.select().from(pharmacies).where(eq(pharmacies.id, pharmacyId))
    : []
  const pharmacy = chosenPharmacy ?? null
  const stock = await loadStock(
    db,
    [...new Set([...regionList.map((entry) => entry.id), ...(pharmacy ? [pharmacy.id] : [])])],
    [...new Set(lines.map((line) => line.productId))],
  )
  return { zone, zones, regionList, pharmacy, stock, shelf: (id) => stock.get(id) }
}

/**
 * Step 3 — the receive type rules: booking takes what is on a shelf (the chosen pharmacy's, else
 * any of the region's), pickup and courier take what can be ordered; a type is available when it
 * takes some counted line (pickup needs a pharmacy in the region, courier a zone).
 */
function receiveRules(row: PreOrderRow, counted: PricedLine[], places: ReceivePlaces) {
  const { pharmacy, regionList, shelf, zone } = places
  const orderable = (line: PricedLine) => lineFigures(line).availableForOrder
  const takes = (type: ReceiveTypeCode | null, line: PricedLine) => {
    if (type === 'booking') {
      return pharmacy
        ? lineAvailableAt(line, shelf(pharmacy.id), 'booking')
        : regionList.some((entry) => lineAvailableAt(line, shelf(entry.id), 'booking'))
    }
    if (type === null) return true
    return orderable(line)
  }
  const available: Record<ReceiveTypeCode, boolean> = {
    pickup: regionList.length > 0 && counted.some(orderable),
    booking: regionList.some((entry) =>
      counted.some((line) => lineAvailableAt(line, shelf(entry.id), 'booking')),
    ),
    courier: zone !== null && counted.some(orderable),
  }
  const receiveType = row.receiveType && isReceiveType(row.receiveType) ? row.receiveType : null
  const included = counted.filter((line) => takes(receiveType, line))
  return { takes, available, receiveType, included }
}

/** Step 4 — the courier address: the customer's saved ones, the chosen one and its zone. */
async function courierAddress(
  db: DatabaseOrTransaction,
  delivery: DeliveryChoice,
  userId: number | null,
  regionId: string,
  zones: ZoneRow[],
) {
  const savedRows =
    userId !== null
      ? await db
          .select()
          .from(deliveryAddresses)
          .where(
            and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.regionId, regionId)),
          )
          .orderBy(asc(deliveryAddresses.id))
      : []
  const savedAddresses: AddressChoice[] = savedRows.map((saved) => ({
    id: String(saved.id),
    formattedAddress: saved.formattedAddress,
    entrance: saved.entrance,
    office: saved.office,
    floor: saved.floor,
    comment: saved.comment,
    lat: saved.lat,
    long: saved.long,
    isSelected: delivery.addressId === saved.id,
  }))
  const address: AddressChoice | null = delivery.address
    ? {
        id: delivery.addressId ? String(delivery.addressId) : 'new',
        formattedAddress: delivery.address,
        entrance: delivery.entrance ?? null,
        office: delivery.office ?? null,
        floor: delivery.floor ?? null,
        comment: delivery.addressComment ?? null,
        lat: delivery.lat ?? null,
        long: delivery.long ?? null,
        isSelected: true,
      }
    : null
  const point = address && address.lat !== null && address.long !== null ? address : null
  const inZone = (zone: ZoneRow) =>
    !!point && pointInPolygon(point.lat as number, point.long as number, zone.coordinates)
  const addressInZone = zones.some(inZone)
  const addressError = !address
    ? null
    : !point
      ? ADDRESS_NOT_FOUND
      : addressInZone
        ? null
        : errorMessage(ERROR_CODES.COURIER_UNAVAILABLE)
  const express = zones.find((entry) => entry.type === 'express') ?? null
  return {
    savedAddresses,
    address,
    addressInZone,
    addressError,
    /** The express zone, when the address lies in it (it offers the express interval). */
    expressZone: express && inZone(express) ? express : null,
  }
}

/** Step 5 — loyalty: the promo code on the goods, then the points that may still be spent. */
async function loyaltyChoice(
  db: DatabaseOrTransaction,
  options: PreOrderOptionsData,
  goodsAmount: number,
  userId: number | null,
  now: Date,
  timeZone: string,
) {
  const promo = options.loyalty?.promoCode
    ? await evaluatePromo(db, options.loyalty.promoCode, goodsAmount, userId, now, timeZone)
    : null
  const promoDiscount = promo && !promo.error ? promo.discount : 0
  const balance = userId !== null ? await pointsBalance(db, userId) : 0
  const maxPoints = maxSpendablePoints(balance, goodsAmount - promoDiscount)
  const wantedPoints = Math.max(0, Math.trunc(options.loyalty?.points ?? 0))
  const pointsSpent = Math.min(wantedPoints, maxPoints)
  const pointsError =
    wantedPoints > maxPoints
      ? `Можно списать не больше ${maxPoints} баллов: до 50% суммы заказа`
      : null
  return { promo, promoDiscount, balance, maxPoints, pointsSpent, pointsError }
}

/** Payment types of a receive type, narrowed by what the chosen pharmacy accepts. */
export function paymentsFor(
  receiveType: ReceiveTypeCode,
  pharmacy: PharmacyRow | null,
): PaymentTypeCode[] {
  const accepted = new Set(pharmacy?.paymentTypes ?? [])
  return paymentTypesFor(receiveType).filter((type) => {
    if (receiveType === 'courier' || !pharmacy || type === 'online') return true
    if (type === 'pharmacy') return accepted.has('cash') || accepted.has('card')
    return accepted.has(type)
  })
}

/** Step 6 — payment: the types on offer and the chosen one (the only one when there is one). */
function paymentChoice(
  receiveType: ReceiveTypeCode | null,
  pharmacy: PharmacyRow | null,
  options: PreOrderOptionsData,
) {
  const payments = receiveType ? paymentsFor(receiveType, pharmacy) : []
  const stored = receiveType === 'courier' ? options.delivery?.payment : options.pickup?.payment
  const payment =
    stored && (payments as string[]).includes(stored)
      ? (stored as PaymentTypeCode)
      : payments.length === 1
        ? (payments[0] as PaymentTypeCode)
        : null
  return { payments, payment }
}

/** Step 7 — the receiver: as entered, else the signed-in customer; and the e-mail for receipts. */
async function receiverOf(
  db: DatabaseOrTransaction,
  options: PreOrderOptionsData,
  userId: number | null,
) {
  const user = userId !== null ? await findUser(db, userId) : null
  const receiver = options.receiver
    ? {
        name: options.receiver.name,
        phone: options.receiver.phone,
        email: options.receiver.email ?? null,
      }
    : user
      ? {
          name: [user.name, user.surname].filter(Boolean).join(' '),
          phone: user.phone,
          email: user.email,
        }
      : null
  return { receiver, email: options.receiver?.email ?? user?.email ?? null }
}

/** Step 8 — days until each included line reaches the shopper, by line key. */
function arrivalDays(
  included: PricedLine[],
  receiveType: ReceiveTypeCode | null,
  places: ReceivePlaces,
  slot: Slot,
  today: string,
): Map<string, number> {
  const { pharmacy, shelf, zone } = places
  const arrival = new Map<string, number>()
  for (const line of included) {
    const leadTime = line.price?.deliveryDays ?? 1
    let days = leadTime
    if (receiveType === 'booking') days = pharmacy?.bookingDays ?? 0
    else if (receiveType === 'pickup' && pharmacy) {
      days = lineReadyDays(pharmacy, line, shelf(pharmacy.id), 'pickup')
    } else if (receiveType === 'courier') {
      const chosen = slot
        ? Math.max(0, daysBetween(today, slot.date.id))
        : (zone?.deliveryDays ?? 1)
      days = Math.max(chosen, lineFigures(line).isMarketplace ? leadTime : 0)
    }
    arrival.set(lineKey(line), days)
  }
  return arrival
}

/**
 * Step 9 — what the shopper agrees to pay: the lines and prices, the points taken and the total.
 * A save that would differ in any of them (a balance spent elsewhere meanwhile) is refused with
 * E_110.
 */
function agreementHash(
  receiveType: ReceiveTypeCode | null,
  included: PricedLine[],
  pointsSpent: number,
  totalAmount: number,
): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        receiveType,
        included.map((line) => [
          line.productId,
          line.priceTypeId,
          line.quantity,
          lineFigures(line).price,
        ]),
        pointsSpent,
        totalAmount,
      ]),
    )
    .digest('hex')
}
