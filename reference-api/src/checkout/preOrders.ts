// The checkout in progress (pre_orders, one per cart): which cart it is, what the shopper chose,
// and the plan computed from both — which receive types are possible, which lines each takes,
// dates, payments, promo and points, totals — from which both the PreOrder answer and the saved
// order are made.
//
// The cart of a checkout is the mini cart named by the request header X-Cart-Id (ex_cart_id
// flow) when the caller may use it, else the caller's legacy cart (customer, or guest cookie).
import { createHash } from 'node:crypto'
import {
  CHECKOUT_STEPS,
  countsInTotals,
  deliveryDayLabel,
  ERROR_CODES,
  errorMessage,
  isReceiveType,
  type PaymentTypeCode,
  paymentLabel,
  paymentTypesFor,
  productPath,
  RECEIVE_TYPES,
  type ReceiveTypeCode,
} from '@apteka/sdk/rules'
import { and, asc, eq } from 'drizzle-orm'
import { findUser } from '../auth/users'
import { lineFigures, lineKey, loadCartLines, type PricedLine, totalsItem } from '../cart/cartLines'
import { type CartRow, findOwnedCart, ownerOf, readableMiniCart } from '../cart/carts'
import { cartItemView, cartTotal, groupBySeller, type ZoneRow } from '../cart/cartView'
import type { DatabaseOrTransaction, PreOrderOptionsData } from '../db'
import { deliveryAddresses, deliveryZones, pharmacies, preOrders } from '../db'
import { MAIN_LOYALTY_KEY, maxSpendablePoints, pointsBalance } from '../loyalty/accounts'
import { chosenSlot, type DeliveryDateView, deliveryDates } from './deliverySchedule'
import { pointInPolygon } from './geo'
import { moscowDay, moscowIsoDate } from './moscowTime'
import { lineAvailableAt, loadStock, type PharmacyRow, regionPharmacies } from './pickupPoints'
import { evaluatePromo, type PromoOutcome } from './promo'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type PreOrderRow = Row<typeof preOrders>
export type CheckoutStepName = keyof typeof CHECKOUT_STEPS

export const stepNumber = (step: CheckoutStepName) => CHECKOUT_STEPS[step]
export const stepName = (step: number): CheckoutStepName =>
  (Object.entries(CHECKOUT_STEPS).find(([, value]) => value === step)?.[0] as
    | CheckoutStepName
    | undefined) ?? 'CART'

/** The request header naming the mini cart a checkout is for. */
export const CART_ID_HEADER = 'x-cart-id'

export interface Caller {
  userId: number | null
  guestId: string
  /** X-Cart-Id, if sent. */
  cartId: string | null
}

/** The cart this request's checkout is about, or null when the caller has none. */
export async function checkoutCart(
  db: DatabaseOrTransaction,
  caller: Caller,
): Promise<CartRow | null> {
  if (caller.cartId) {
    const mini = await readableMiniCart(db, caller.cartId, caller.userId)
    if (mini) return mini
  }
  return findOwnedCart(db, ownerOf({ userId: caller.userId }, caller.guestId))
}

export async function findPreOrder(
  db: DatabaseOrTransaction,
  cartId: string,
): Promise<PreOrderRow | null> {
  const [row] = await db.select().from(preOrders).where(eq(preOrders.cartId, cartId)).limit(1)
  return row ?? null
}

/** The cart's pre-order, created at step CART when missing; region and step follow the request. */
export async function ensurePreOrder(
  db: DatabaseOrTransaction,
  cart: CartRow,
  regionId: string,
  userId: number | null,
  now: Date,
  step?: number,
): Promise<PreOrderRow> {
  const [row] = await db
    .insert(preOrders)
    .values({ cartId: cart.id, userId, regionId, step: step ?? 1, updatedAt: now })
    .onConflictDoUpdate({
      target: preOrders.cartId,
      set: { regionId, userId, updatedAt: now, ...(step !== undefined ? { step } : {}) },
    })
    .returning()
  if (!row) throw new Error('pre-order upsert returned nothing')
  return row
}

const BUTTON_TEXT: Record<ReceiveTypeCode, string> = {
  pickup: 'Забрать в аптеке',
  booking: 'Забронировать',
  courier: 'Доставить курьером',
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
  slot: ReturnType<typeof chosenSlot>
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
  hash: string
}

export async function planCheckout(
  db: DatabaseOrTransaction,
  cart: CartRow,
  row: PreOrderRow,
  regionId: string,
  userId: number | null,
  now: Date,
): Promise<CheckoutPlan> {
  const options: PreOrderOptionsData = row.options ?? {}
  const lines = await loadCartLines(db, cart.id, regionId)
  const unchecked = new Set(options.unchecked ?? [])
  const selected = (line: PricedLine) => line.isChecked && !unchecked.has(lineKey(line))
  const counted = lines.filter((line) => selected(line) && countsInTotals(totalsItem(line, true)))

  const zones = await db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.regionId, regionId))
    .orderBy(asc(deliveryZones.id))
  const zone = zones.find((entry) => entry.type === 'courier') ?? zones[0] ?? null
  const regionList = await regionPharmacies(db, regionId)
  const [chosenPharmacy] = row.pharmacyId
    ? await db.select().from(pharmacies).where(eq(pharmacies.id, row.pharmacyId))
    : []
  const pharmacy = chosenPharmacy ?? null
  const stock = await loadStock(
    db,
    [...new Set([...regionList.map((entry) => entry.id), ...(pharmacy ? [pharmacy.id] : [])])],
    [...new Set(lines.map((line) => line.productId))],
  )
  const shelf = (pharmacyId: number) => stock.get(pharmacyId)

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
  const isIncluded = (line: PricedLine) => included.includes(line)

  // Courier address and its zone.
  const delivery = options.delivery ?? {}
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
  const located = address && address.lat !== null && address.long !== null
  const addressInZone =
    !!located &&
    zones.some((entry) =>
      pointInPolygon(address.lat as number, address.long as number, entry.coordinates),
    )
  const addressError = !address
    ? null
    : !located
      ? 'Не удалось найти адрес на карте, уточните его'
      : addressInZone
        ? null
        : errorMessage(ERROR_CODES.COURIER_UNAVAILABLE)

  // Goods, then promo and points on them, then the courier.
  const goods = cartTotal(lines, zone, { isChecked: isIncluded })
  const promo = options.loyalty?.promoCode
    ? await evaluatePromo(db, options.loyalty.promoCode, goods.productsAmount, userId, now)
    : null
  const promoDiscount = promo && !promo.error ? promo.discount : 0
  const balance = userId !== null ? await pointsBalance(db, userId) : 0
  const maxPoints = maxSpendablePoints(balance, goods.productsAmount - promoDiscount)
  const wantedPoints = Math.max(0, Math.trunc(options.loyalty?.points ?? 0))
  const pointsSpent = Math.min(wantedPoints, maxPoints)
  const pointsError =
    wantedPoints > maxPoints
      ? `Можно списать не больше ${maxPoints} баллов: до 50% суммы заказа`
      : null
  const expressZone = zones.find((entry) => entry.type === 'express') ?? null
  const inExpressZone =
    !!located &&
    !!expressZone &&
    pointInPolygon(address.lat as number, address.long as number, expressZone.coordinates)
  const dates =
    zone && receiveType === 'courier'
      ? deliveryDates(now, zone, goods.productsAmount, delivery, inExpressZone ? expressZone : null)
      : []
  const slot = chosenSlot(dates, delivery.date, delivery.interval)
  const total = cartTotal(lines, zone, {
    isChecked: isIncluded,
    withCourier: receiveType === 'courier',
    promoDiscount,
    pointsSpent,
    ...(slot ? { courierPrice: slot.interval.price } : {}),
  })

  const payments = receiveType ? paymentsFor(receiveType, pharmacy) : []
  const storedPayment = receiveType === 'courier' ? delivery.payment : options.pickup?.payment
  const payment =
    storedPayment && (payments as string[]).includes(storedPayment)
      ? (storedPayment as PaymentTypeCode)
      : payments.length === 1
        ? (payments[0] as PaymentTypeCode)
        : null

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

  const arrival = new Map<string, number>()
  for (const line of included) {
    const leadTime = line.price?.deliveryDays ?? 1
    let days = leadTime
    if (receiveType === 'booking') days = pharmacy?.bookingDays ?? 0
    else if (receiveType === 'pickup' && pharmacy) {
      days = lineAvailableAt(line, shelf(pharmacy.id), 'booking')
        ? pharmacy.bookingDays
        : Math.max(pharmacy.pickupDays, leadTime)
    } else if (receiveType === 'courier') {
      const chosen = slot ? dayOffset(now, slot.date.id) : (zone?.deliveryDays ?? 1)
      days = Math.max(chosen, lineFigures(line).isMarketplace ? leadTime : 0)
    }
    arrival.set(lineKey(line), days)
  }

  // What the shopper agrees to pay: the lines and prices, the points taken and the total. A save
  // that would differ in any of them (a balance spent elsewhere meanwhile) is refused with E_110.
  const hash = createHash('sha256')
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
        total.totalAmount,
      ]),
    )
    .digest('hex')

  return {
    cart,
    row,
    regionId,
    userId,
    now,
    lines,
    selected,
    counted,
    receiveType,
    available,
    takes,
    included,
    zone,
    zones,
    pharmacy,
    stock,
    address,
    addressInZone,
    addressError,
    savedAddresses,
    dates,
    slot,
    payments,
    payment,
    promo,
    balance,
    maxPoints,
    pointsSpent,
    pointsError,
    receiver,
    email: options.receiver?.email ?? user?.email ?? null,
    total,
    arrival,
    hash,
  }
}

/** Whole Moscow days from today to 'YYYY-MM-DD'. */
export function dayOffset(now: Date, isoDate: string): number {
  for (let offset = 0; offset < 60; offset++)
    if (moscowIsoDate(now, offset) === isoDate) return offset
  return 0
}

const dateText = (now: Date, offset: number) =>
  deliveryDayLabel(moscowDay(now, offset), moscowDay(now))

function deliveryItem(line: PricedLine, available: boolean) {
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

/** The ways to receive the cart, each with the lines it takes grouped by the day they arrive. */
export function deliveriesOf(plan: CheckoutPlan) {
  return RECEIVE_TYPES.filter((type) => plan.available[type]).map((type) => {
    const takes = plan.counted.filter((line) => plan.takes(type, line))
    const total = cartTotal(plan.lines, plan.zone, { isChecked: (line) => takes.includes(line) })
    const days = (line: PricedLine) =>
      type === plan.receiveType
        ? (plan.arrival.get(lineKey(line)) ?? 0)
        : (line.price?.deliveryDays ?? 1)
    const byDay = new Map<number, PricedLine[]>()
    for (const line of takes) byDay.set(days(line), [...(byDay.get(days(line)) ?? []), line])
    const deliveryGroups = [...byDay.entries()]
      .sort(([a], [b]) => a - b)
      .map(([offset, group]) => {
        const groupTotal = cartTotal(plan.lines, plan.zone, {
          isChecked: (line) => group.includes(line),
        })
        return {
          items: group.map((line) => deliveryItem(line, true)),
          dateText: dateText(plan.now, offset),
          totalAmount: groupTotal.productsAmount,
          points: groupTotal.points,
          receiveType: type,
        }
      })
    return {
      type,
      amount: total.amount,
      totalAmount: total.productsAmount,
      points: total.points,
      isChecked: type === plan.receiveType,
      receiveType: type,
      deliveryGroups,
      items: plan.counted.map((line) => deliveryItem(line, takes.includes(line))),
      buttonText: BUTTON_TEXT[type],
      minPriceError: total.button.available ? null : total.button.message,
      isOfflinePromo: false,
    }
  })
}

const addressView = (address: AddressChoice) => ({ ...address })

/** The PreOrder answer of the contract. */
export function preOrderView(plan: CheckoutPlan) {
  const { receiveType } = plan
  const options: PreOrderOptionsData = plan.row.options ?? {}
  const deliveries = deliveriesOf(plan)
  const current = deliveries.find((delivery) => delivery.receiveType === receiveType)
  const promoApplied = !!plan.promo && !plan.promo.error
  const signedIn = plan.userId !== null
  const marketplaceLine = plan.included.find(
    (line) => lineFigures(line).isMarketplace && line.seller,
  )
  const addresses = [
    ...plan.savedAddresses,
    ...(plan.address && plan.address.id === 'new' ? [plan.address] : []),
  ].map(addressView)
  return {
    step: stepName(plan.row.step),
    receiveType,
    deliveryGroups: current?.deliveryGroups ?? [],
    groups: groupBySeller(plan.lines, (line) => {
      const item = cartItemView(line, plan.regionId, plan.selected(line))
      return {
        product: item.product,
        priceTypeID: item.priceTypeID,
        quantity: item.quantity,
        price: item.price,
        totalAmount: item.totalAmount,
        isChecked: item.isChecked,
        availableForSelect: countsInTotals(totalsItem(line, true)) && plan.takes(receiveType, line),
        isExpirating: item.isExpirating,
      }
    }).map((group) => ({ items: group.items })),
    total: plan.total,
    loyalty: {
      type: MAIN_LOYALTY_KEY,
      selected: plan.pointsSpent > 0 || promoApplied,
      params: {
        balances: [],
        points: {
          available: signedIn && plan.maxPoints > 0,
          selected: plan.pointsSpent > 0,
          count: plan.pointsSpent > 0 ? plan.pointsSpent : plan.maxPoints,
          error: signedIn ? plan.pointsError : 'Войдите, чтобы списать баллы',
        },
        promo: {
          available: signedIn,
          selected: promoApplied,
          code: plan.promo?.code ?? null,
          error: plan.promo?.error ?? (signedIn ? null : 'Войдите, чтобы применить промокод'),
          errorDescription: plan.promo?.errorDescription ?? null,
        },
      },
    },
    options: {
      delivery: {
        date: plan.slot?.date.id ?? options.delivery?.date ?? null,
        interval: plan.slot?.interval.id ?? options.delivery?.interval ?? null,
        payment:
          receiveType === 'courier'
            ? plan.payment
            : ((options.delivery?.payment as PaymentTypeCode) ?? null),
        address: plan.address ? addressView(plan.address) : null,
        addressError: plan.addressError,
      },
      pickup: {
        payment:
          receiveType === 'courier'
            ? ((options.pickup?.payment as PaymentTypeCode) ?? null)
            : plan.payment,
      },
    },
    availableOptions: {
      payments: receiveType
        ? plan.payments.map((type) => ({
            type,
            selected: type === plan.payment,
            label: paymentLabel(type, receiveType),
            email: type === 'online' ? plan.email : null,
            merchantId: null,
          }))
        : [],
      deliveryDates: plan.dates,
      addresses,
    },
    deliveryParams: deliveryParamsOf(plan),
    seller: marketplaceLine?.seller
      ? {
          name: marketplaceLine.seller.name,
          address: marketplaceLine.seller.address,
          number: marketplaceLine.seller.number,
        }
      : null,
    pharmacy: plan.pharmacy,
    receiveTypes: RECEIVE_TYPES.map((type) => {
      const total = cartTotal(plan.lines, plan.zone, {
        isChecked: (line) => plan.counted.includes(line) && plan.takes(type, line),
      })
      return {
        type,
        isChecked: type === receiveType,
        amount: total.productsAmount,
        available: plan.available[type],
      }
    }),
    deliveries,
  }
}

export function deliveryParamsOf(plan: CheckoutPlan) {
  const options: PreOrderOptionsData = plan.row.options ?? {}
  const latest = Math.max(0, ...[...plan.arrival.values()])
  const text =
    plan.receiveType === 'courier' && plan.slot
      ? `${plan.slot.date.label}, ${plan.slot.interval.text}`
      : plan.receiveType && plan.included.length
        ? dateText(plan.now, latest)
        : null
  return {
    address: plan.receiveType === 'courier' && plan.address ? addressView(plan.address) : null,
    comment: options.comment ?? null,
    dateText: text,
    receiver: plan.receiver ? { name: plan.receiver.name, phone: plan.receiver.phone } : null,
  }
}
