// The PreOrder answer of the contract, made from a checkout plan: the ways to receive the cart
// (deliveries), the lines by seller, totals, loyalty, the chosen options and what is on offer.
import {
  countsInTotals,
  type PaymentTypeCode,
  paymentLabel,
  RECEIVE_TYPES,
} from '@apteka/sdk/rules'
import { lineFigures, lineKey, type PricedLine, totalsItem } from '../cart/cartLines'
import { cartItemView, cartTotal, groupBySeller } from '../cart/cartView'
import { dayLabel, type ShopDay, shopDay } from '../clock/shopClock'
import type { PreOrderOptionsData } from '../db'
import { MAIN_LOYALTY_KEY } from '../loyalty/accounts'
import type { AddressChoice, CheckoutPlan } from './checkoutPlan'
import { deliveryGroupsOf, deliveryItemView, RECEIVE_BUTTON_TEXT } from './deliveryView'
import { stepName } from './preOrders'

/** The ways to receive the cart, each with the lines it takes grouped by the day they arrive. */
export function deliveriesOf(plan: CheckoutPlan) {
  return RECEIVE_TYPES.filter((type) => plan.available[type]).map((type) => {
    const takes = plan.counted.filter((line) => plan.takes(type, line))
    const total = cartTotal(plan.lines, plan.zone, { isChecked: (line) => takes.includes(line) })
    const days = (line: PricedLine) =>
      type === plan.receiveType
        ? (plan.arrival.get(lineKey(line)) ?? 0)
        : (line.price?.deliveryDays ?? 1)
    return {
      type,
      amount: total.amount,
      totalAmount: total.productsAmount,
      points: total.points,
      isChecked: type === plan.receiveType,
      receiveType: type,
      deliveryGroups: deliveryGroupsOf(
        type,
        takes,
        days,
        { lines: plan.lines, zone: plan.zone },
        (count) => plan.dayOf(type, count),
      ),
      items: plan.counted.map((line) => deliveryItemView(line, takes.includes(line))),
      buttonText: RECEIVE_BUTTON_TEXT[type],
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
  const receiveDay = receiveDayOf(plan)
  const text =
    plan.receiveType === 'courier' && plan.slot
      ? `${plan.slot.date.label}, ${plan.slot.interval.text}`
      : receiveDay
        ? dayLabel(receiveDay)
        : null
  return {
    address: plan.receiveType === 'courier' && plan.address ? addressView(plan.address) : null,
    comment: options.comment ?? null,
    dateText: text,
    receiveDay,
    receiver: plan.receiver ? { name: plan.receiver.name, phone: plan.receiver.phone } : null,
  }
}

/**
 * The day the planned order is the shopper's (its latest line's), as the shop clock reads it now:
 * the courier's chosen day, or the day it is ready at the pharmacy; null before a way is chosen.
 * The saved order keeps this day as its receiveDate.
 */
export function receiveDayOf(plan: CheckoutPlan): ShopDay | null {
  if (!plan.receiveType || plan.included.length === 0) return null
  if (plan.receiveType === 'courier' && plan.slot) return zoneDayOn(plan, plan.slot.date.id)
  return plan.dayOf(plan.receiveType, Math.max(0, ...plan.arrival.values()))
}

const zoneDayOn = (plan: CheckoutPlan, date: string) => shopDay(date, plan.now, plan.timeZone)
