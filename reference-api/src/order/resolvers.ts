// Resolvers of the order domain (schema/sdl/order.graphql): one order, history, guest lookup,
// cancelling, and the Order type. An order is shown only to whoever placed it: the customer, or
// the guest whose guest_id cookie placed it; anyone else gets null (cancelOrder: E_33). The guest
// look-up (orderByNumber) needs the unguessable order number and the phone, and every miss
// counts against the client address's look-ups (E_250 past the limit).
import { ERROR_CODES } from '@apteka/sdk/errors'
import { checkoutSuccessPath, normalizePhone } from '@apteka/sdk/rules'
import { requestClientAddress } from '../auth/clientAddress'
import { requireUserId } from '../auth/sessions'
import { pageOf } from '../base/paging'
import { isUuid } from '../cart/carts'
import { regionTimeZone } from '../clock/placeZones'
import { shopDay, zoneIso } from '../clock/shopClock'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'
import { limitedOptionalText, limitedText } from '../inputLimits'
import type { OrderModel } from '../models'
import { limitRequest } from '../security/rateLimits'
import {
  canBeCancelled,
  cancelOrder,
  isPaidOnline,
  ORDER_STATUS_LABELS,
  orderStatus,
  PAYMENT_STATUS_LABELS,
  paymentStatus,
  statusTimeline,
} from './lifecycle'
import { orderLoaders } from './loaders'
import { orderNumberFromInput } from './orderNumbers'
import { findOrder, lastOrderOf, lookUpOrder, ordersPage } from './orderQueries'
import { orderTotal } from './orderTotal'
import { paymentPageUrl } from './payment'

const canRead = (order: OrderModel, ctx: ApiContext) =>
  order.userId !== null ? order.userId === ctx.viewer.userId : order.guestId === ctx.guestId

// An order by its id or, for the personal area's /personal/history/[number], by its number;
// either way only its owner reads it.
async function readableOrder(ctx: ApiContext, id: string): Promise<OrderModel | null> {
  const number = isUuid(id) ? null : orderNumberFromInput(id)
  if (!isUuid(id) && number === null) return null
  const order = await findOrder(ctx.db, id, number)
  return order && canRead(order, ctx) ? order : null
}

const addressOf = (order: OrderModel) =>
  order.receiveType === 'courier' && order.delivery?.address
    ? {
        id: `order-${order.id}`,
        isSelected: true,
        formattedAddress: order.delivery.address,
        entrance: order.delivery.entrance ?? null,
        office: order.delivery.office ?? null,
        floor: order.delivery.floor ?? null,
        comment: order.delivery.addressComment ?? null,
        lat: order.delivery.lat ?? null,
        long: order.delivery.long ?? null,
      }
    : null

export const orderResolvers: Resolvers = {
  Query: {
    order: (_parent, { id }, ctx) => readableOrder(ctx, id),
    newOrder: (_parent, { id }, ctx) => readableOrder(ctx, id),

    async userLastOrder(_parent, _args, ctx) {
      return ctx.viewer.userId === null ? null : lastOrderOf(ctx.db, ctx.viewer.userId)
    },

    async ordersHistory(_parent, { paginator }, ctx) {
      const userId = requireUserId(ctx)
      const { pageSize, offset } = pageOf(paginator?.page, paginator?.limit)
      return { marketplaceId: null, ...(await ordersPage(ctx.db, userId, pageSize, offset)) }
    },

    /**
     * The phone must be the receiver's or the customer's; otherwise nothing is found. A number
     * not of the current form ('YYMM-XXXXX-XXXXX', see order/orderNumbers.ts) finds nothing
     * either. A miss counts against the address's look-ups; past the limit, E_250.
     */
    async orderByNumber(_parent, { number: typed, phone }, ctx) {
      await limitRequest(ctx, 'orderLookup')
      const number = limitedText(typed, 'orderNumber', 'number')
      const normalized = normalizePhone(limitedText(phone, 'phone', 'phone'))
      if (!normalized) throw apiError(ERROR_CODES.LOGIN_WRONG_FORMAT)
      const answer = await lookUpOrder(ctx.db, {
        address: requestClientAddress(ctx),
        limits: ctx.config.smsLimits,
        now: ctx.now,
        number: orderNumberFromInput(number),
        phone: normalized,
      })
      if ('limitedFor' in answer) {
        throw apiError(ERROR_CODES.RATE_LIMITED, undefined, { retryAfter: answer.limitedFor })
      }
      return answer.order
    },
  },
  Mutation: {
    async cancelOrder(_parent, { id, reason }, ctx) {
      const why = limitedOptionalText(reason, 'cancelReason', 'reason') ?? null
      const order = await readableOrder(ctx, id)
      if (!order) throw apiError(ERROR_CODES.ORDER_NOT_FOUND)
      return cancelOrder(ctx.db, order.id, why, ctx.now)
    },
  },
  Order: {
    status: (order) => orderStatus(order.status),
    statusLabel: (order) => ORDER_STATUS_LABELS[orderStatus(order.status)],
    // An order's moments are written in its pharmacy's (or region's) zone, so the date a shopper
    // reads off them is that place's day: placed at 23:30 UTC is the next day in Moscow.
    async statuses(order, _args, ctx) {
      const zone = await orderTimeZone(ctx, order)
      return statusTimeline(order, await orderLoaders(ctx).history.load(order.id)).map((entry) => ({
        ...entry,
        date: entry.date === null ? null : zoneIso(new Date(entry.date), zone),
      }))
    },
    canBeCancel: (order) => canBeCancelled(order),
    receiveType: (order) => order.receiveType as 'pickup',
    paymentParams(order) {
      const payment = paymentStatus(order.paymentStatus)
      const waiting = payment === 'PENDING' || payment === 'DECLINED'
      if (!isPaidOnline(order.paymentType) || !order.paymentToken || !waiting) return null
      return {
        url: paymentPageUrl(order.id, order.paymentToken),
        token: order.paymentToken,
        mode: 'redirect',
        type: order.paymentType as 'online',
        returnURL: checkoutSuccessPath(order.id),
      }
    },
    paymentStatus(order) {
      const status = paymentStatus(order.paymentStatus)
      return { status, label: PAYMENT_STATUS_LABELS[status] }
    },
    async deliveryParams(order, _args, ctx) {
      const delivery = order.delivery
      if (!delivery) return null
      return {
        address: addressOf(order),
        comment: delivery.comment ?? null,
        dateText: delivery.dateText ?? null,
        // The saved day read at this request's now: 'Завтра' on the day of the order, 'Сегодня' the next.
        receiveDay: order.receiveDate
          ? shopDay(order.receiveDate, ctx.now, await orderTimeZone(ctx, order))
          : null,
        receiver: delivery.receiver
          ? { name: delivery.receiver.name, phone: delivery.receiver.phone }
          : null,
      }
    },
    pharmacy: (order, _args, ctx) =>
      order.pharmacyId !== null ? ctx.loaders.pharmacy.load(order.pharmacyId) : null,
    async items(order, _args, ctx) {
      const rows = await orderLoaders(ctx).items.load(order.id)
      const products = await ctx.loaders.product.loadMany(rows.map((row) => row.productId))
      return rows.flatMap((row, index) => {
        const product = products[index]
        if (!product || product instanceof Error) return []
        return [
          {
            product: { ...product, regionId: order.regionId },
            name: row.name,
            priceTypeID: row.priceTypeId,
            quantity: row.quantity,
            price: row.price,
            totalAmount: row.amount,
          },
        ]
      })
    },
    async total(order, _args, ctx) {
      return orderTotal(order, await orderLoaders(ctx).items.load(order.id))
    },
    createDate: async (order, _args, ctx) =>
      zoneIso(order.createdAt, await orderTimeZone(ctx, order)),
    receiveDate: (order) => order.receiveDate,
    options: (order) => ({
      address: addressOf(order),
      payment: order.paymentType as 'online',
      comment: order.delivery?.comment ?? null,
    }),
    partnerID: (order) => order.partnerId,
    soapID: () => null,
    affiliate: () => null,
  },
}

/** The zone an order's days are counted in: its pharmacy's, else its region's (a courier's). */
async function orderTimeZone(ctx: ApiContext, order: OrderModel): Promise<string> {
  if (order.pharmacyId !== null) {
    const pharmacy = await ctx.loaders.pharmacy.load(order.pharmacyId)
    if (pharmacy) return pharmacy.timeZone
  }
  return regionTimeZone(ctx, order.regionId)
}
