// A saved order's money, term by term, from its stored lines and figures through the sdk's money
// model, so the order page shows the same terms the checkout priced. The order row keeps the goods,
// all discounts (price types + promo), the delivery, points spent and the total; the promo's share
// is what the discounts exceed the lines' own (list price − price) by.
import { orderMoney, toKopecks, toRoubles } from '@apteka/sdk/rules'
import type { OrderTotal } from '../generated/resolvers'
import type { OrderModel } from '../models'

interface StoredLine {
  price: number
  listPrice: number | null
  quantity: number
}

/** The contract's OrderTotal; a saved order always says its promo code, if null. */
export type OrderTotalView = Omit<OrderTotal, 'promoCode'> & { promoCode: string | null }

/** The terms of a saved order; totalAmount is the stored total (the model gives the same). */
export function orderTotal(order: OrderModel, rows: readonly StoredLine[]): OrderTotalView {
  const lines = rows.map((row) => ({
    price: row.price,
    listPrice: row.listPrice ?? row.price,
    quantity: row.quantity,
  }))
  const goods = orderMoney(lines)
  const promoDiscount = toRoubles(
    Math.max(0, toKopecks(order.discount) - toKopecks(goods.priceDiscount)),
  )
  const money = orderMoney(lines, {
    promoDiscount,
    pointsSpent: order.pointsSpent,
    delivery: order.deliveryPrice,
  })
  return {
    amount: money.amount,
    totalAmount: order.total,
    productsAmount: money.goodsAmount,
    discount: toRoubles(toKopecks(money.priceDiscount) + toKopecks(money.promoDiscount)),
    priceDiscount: money.priceDiscount,
    promoDiscount: money.promoDiscount,
    promoCode: order.promoCode,
    courierPrice: money.delivery,
    pointsSpent: order.pointsSpent,
    pointsEarned: order.pointsEarned,
    productsCount: rows.length,
  }
}
