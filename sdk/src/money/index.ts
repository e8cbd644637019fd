// Public surface of money/: the one money model of carts and orders (terms, total, points to earn).
export type {
  DiscountKind,
  MoneyAdjustments,
  MoneyLine,
  OrderMoney,
  PromoRule,
} from './orderMoney'
export {
  orderMoney,
  promoDiscountFor,
  ROUBLES_PER_POINT,
  toKopecks,
  toRoubles,
} from './orderMoney'
