// Demo accounts (a customer, an employee, an operator) with the customer's loyalty history,
// past orders and favourites; promo codes; marketplace sellers.

import { orderMoney } from '@apteka/sdk/rules'
import type {
  favorites,
  loyaltyAccounts,
  loyaltyTransactions,
  orderItems,
  orderStatusHistory,
  orders,
  promoCodes,
  sellers,
  UserNotifications,
  users,
} from '../db/schema'
import { newOrderNumber } from '../order/orderNumbers'
import { addDays, momentOf } from './dates'
import type { PharmacyRow } from './pharmacies'
import { shelfPrice } from './prices'
import type { ProductPricing } from './pricingTypes'
import type { ProductRow } from './products'
import type { Random } from './random'

export type UserRow = typeof users.$inferInsert
export type SellerRow = typeof sellers.$inferInsert
export type PromoCodeRow = typeof promoCodes.$inferInsert

export interface CustomerTables {
  users: UserRow[]
  loyaltyAccounts: (typeof loyaltyAccounts.$inferInsert)[]
  loyaltyTransactions: (typeof loyaltyTransactions.$inferInsert)[]
  orders: (typeof orders.$inferInsert)[]
  orderItems: (typeof orderItems.$inferInsert)[]
  orderStatusHistory: (typeof orderStatusHistory.$inferInsert)[]
  favorites: (typeof favorites.$inferInsert)[]
  promoCodes: PromoCodeRow[]
}

/** The demo accounts: log in with these phones (the SMS code goes to the server log). */
export const demoPhones = {
  customer: '+79990000001',
  employee: '+79990000002',
  operator: '+79990000003',
} as const

const channels = (email: boolean, sms: boolean, push: boolean) => ({ email, sms, push })

export const defaultNotifications: UserNotifications = {
  adsAgreement: channels(false, false, false),
  personalOffers: channels(true, false, true),
  orders: channels(true, true, true),
}

export const sellerData: SellerRow[] = [
  {
    id: 1,
    name: 'ООО «Фармамаркет»',
    address: 'г. Москва, ул. Электрозаводская, д. 27, стр. 8',
    number: '1187746512345',
  },
  {
    id: 2,
    name: 'ООО «Витамакс»',
    address: 'г. Санкт-Петербург, Выборгская наб., д. 61',
    number: '1197847098765',
  },
  {
    id: 3,
    name: 'ИП Соколова Елена Андреевна',
    address: 'г. Казань, ул. Петербургская, д. 52',
    number: '321169000123456',
  },
  {
    id: 4,
    name: 'ООО «Бьюти Лаб»',
    address: 'г. Москва, Варшавское ш., д. 118, корп. 1',
    number: '1207700234567',
  },
  {
    id: 5,
    name: 'ООО «Мир медтехники»',
    address: 'г. Екатеринбург, ул. Малышева, д. 51',
    number: '1156658034567',
  },
  {
    id: 6,
    name: 'ООО «Здоровый малыш»',
    address: 'г. Новосибирск, Красный пр-т, д. 86',
    number: '1175476045678',
  },
]

function uuid(random: Random): string {
  const hex = (n: number) => {
    let out = ''
    for (let i = 0; i < n; i++) out += random.int(0, 15).toString(16)
    return out
  }
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`
}

export function buildCustomers(
  random: Random,
  input: {
    today: string
    products: ProductRow[]
    pricing: ProductPricing[]
    pharmacies: PharmacyRow[]
  },
): CustomerTables {
  const { today } = input
  const tables: CustomerTables = {
    users: [
      {
        id: 1,
        phone: demoPhones.customer,
        name: 'Анна',
        surname: 'Иванова',
        patronymic: 'Сергеевна',
        email: 'anna.ivanova@example.com',
        emailVerified: true,
        birthday: '1990-05-14',
        gender: 'female',
        notifications: defaultNotifications,
        loyaltyProgram: 'main',
        referralCode: 'ANNA2025',
        hasApplication: true,
        createdAt: momentOf(today, -400, 10 * 60),
      },
      {
        id: 2,
        phone: demoPhones.employee,
        name: 'Сергей',
        surname: 'Петров',
        patronymic: 'Николаевич',
        email: 'sergey.petrov@example.com',
        emailVerified: true,
        gender: 'male',
        isEmployee: true,
        employeeModeEnabled: true,
        notifications: defaultNotifications,
        loyaltyProgram: 'main',
        createdAt: momentOf(today, -700, 9 * 60),
      },
      {
        id: 3,
        phone: demoPhones.operator,
        name: 'Ольга',
        surname: 'Смирнова',
        email: 'olga.smirnova@example.com',
        emailVerified: true,
        gender: 'female',
        isOperator: true,
        notifications: defaultNotifications,
        createdAt: momentOf(today, -500, 9 * 60),
      },
    ],
    loyaltyAccounts: [],
    loyaltyTransactions: [],
    orders: [],
    orderItems: [],
    orderStatusHistory: [],
    favorites: [],
    promoCodes: [
      {
        code: 'ZDOROVYE10',
        discountKind: 'percent',
        discountValue: 10,
        minSum: 1000,
        active: true,
        description: 'Скидка 10% на заказ от 1 000 ₽',
        dateStart: addDays(today, -30),
        dateEnd: addDays(today, 90),
      },
      {
        code: 'PERVYJ300',
        discountKind: 'fixed',
        discountValue: 300,
        minSum: 2000,
        active: true,
        description: '300 ₽ на первый заказ от 2 000 ₽',
        firstOrderOnly: true,
        dateStart: addDays(today, -60),
        dateEnd: addDays(today, 120),
      },
      {
        code: 'VITAMINY15',
        discountKind: 'percent',
        discountValue: 15,
        minSum: 1500,
        active: true,
        description: 'Скидка 15% на заказ от 1 500 ₽',
        dateStart: addDays(today, -10),
        dateEnd: addDays(today, 30),
      },
      {
        code: 'LETO2024',
        discountKind: 'percent',
        discountValue: 20,
        minSum: 0,
        active: false,
        description: 'Летняя акция завершена',
        dateStart: addDays(today, -400),
        dateEnd: addDays(today, -300),
      },
    ],
  }

  const pricingById = new Map(input.pricing.map((p) => [p.productId, p]))
  const priceOf = (product: ProductRow) => {
    const pricing = pricingById.get(product.id)
    return pricing === undefined ? 100 : shelfPrice(pricing.basePrice * (1 - pricing.discount))
  }
  const otc = input.products.filter((p) => !p.requiresPrescription && !p.isBundle).slice(0, 40)
  const moscowPharmacy = input.pharmacies.find(
    (p) => p.regionId === 'moscowregion' && p.isActive !== false,
  )

  tables.loyaltyAccounts.push(
    {
      id: 1,
      userId: 1,
      type: 'main',
      cardNumber: '2770000000017',
      status: 'active',
      points: 0,
      createdAt: momentOf(today, -400, 10 * 60),
    },
    {
      id: 2,
      userId: 2,
      type: 'main',
      cardNumber: '2770000000024',
      status: 'active',
      points: 0,
      createdAt: momentOf(today, -700, 9 * 60),
    },
  )
  const transaction = (
    row: Omit<typeof loyaltyTransactions.$inferInsert, 'id' | 'userId' | 'accountId'>,
  ) => {
    tables.loyaltyTransactions.push({
      id: tables.loyaltyTransactions.length + 1,
      userId: 1,
      accountId: 1,
      ...row,
    })
  }
  transaction({
    type: 'welcome',
    orderType: null,
    points: 500,
    orderId: null,
    balanceName: 'Приветственные баллы',
    createdAt: momentOf(today, -90, 12 * 60),
    availableFrom: momentOf(today, -90, 12 * 60),
    expiration: momentOf(today, 90),
  })

  const plans = [
    { daysAgo: 45, receiveType: 'pickup', items: 3, pointsSpent: 0 },
    { daysAgo: 12, receiveType: 'courier', items: 4, pointsSpent: 200 },
  ] as const
  plans.forEach((plan, n) => {
    const id = uuid(random)
    const picked = random.sample(otc, plan.items)
    const created = momentOf(today, -plan.daysAgo, 11 * 60 + n * 37)
    const lines: { price: number; quantity: number }[] = []
    for (const product of picked) {
      const quantity = random.int(1, 2)
      const price = priceOf(product)
      lines.push({ price, quantity })
      tables.orderItems.push({
        id: tables.orderItems.length + 1,
        orderId: id,
        productId: product.id,
        name: product.name,
        priceTypeId: 1,
        quantity,
        price,
        listPrice: price,
        amount: price * quantity,
        isExpirating: false,
      })
    }
    const courier = plan.receiveType === 'courier'
    const productsAmount = orderMoney(lines).goodsAmount
    const deliveryPrice = courier && productsAmount < 2500 ? 299 : 0
    // Priced like a real checkout, by the sdk's money model: delivery earns no points.
    const money = orderMoney(lines, { pointsSpent: plan.pointsSpent, delivery: deliveryPrice })
    const total = money.total
    const pointsEarned = money.pointsToEarn
    tables.orders.push({
      id,
      // The shop's own form (order/orderNumbers.ts), random from the seed's generator: the
      // demo orders are found by /order-get like any other.
      number: newOrderNumber(created, (size) =>
        Uint8Array.from({ length: size }, () => random.int(0, 255)),
      ),
      userId: 1,
      regionId: 'moscowregion',
      type: 'pharmacy',
      receiveType: plan.receiveType,
      status: 'completed',
      paymentType: courier ? 'online' : 'pharmacy',
      paymentStatus: 'paid',
      pharmacyId: courier ? null : (moscowPharmacy?.id ?? null),
      delivery: courier
        ? {
            address: 'г. Москва, ул. Профсоюзная, д. 43, корп. 2',
            entrance: '3',
            floor: '7',
            office: '112',
            comment: 'Позвоните за 30 минут',
            date: addDays(today, -plan.daysAgo + 1),
            interval: '10:00–14:00',
            receiver: { name: 'Анна Иванова', phone: demoPhones.customer },
          }
        : null,
      productsAmount,
      discount: 0,
      deliveryPrice,
      total,
      pointsSpent: plan.pointsSpent,
      pointsEarned,
      firstOrder: n === 0,
      createdAt: created,
      receiveDate: addDays(today, -plan.daysAgo + 1),
    })
    const statuses = courier
      ? ['new', 'confirmed', 'assembling', 'assembled', 'sent', 'completed']
      : ['new', 'confirmed', 'assembling', 'assembled', 'ready', 'completed']
    statuses.forEach((status, i) => {
      tables.orderStatusHistory.push({
        id: tables.orderStatusHistory.length + 1,
        orderId: id,
        status,
        comment: null,
        createdAt: new Date(created.getTime() + i * 3 * 3_600_000),
      })
    })
    if (plan.pointsSpent > 0) {
      transaction({
        type: 'spend',
        orderType: plan.receiveType,
        points: -plan.pointsSpent,
        orderId: id,
        balanceName: 'Основной счёт',
        createdAt: created,
        availableFrom: null,
        expiration: null,
      })
    }
    transaction({
      type: 'accrual',
      orderType: plan.receiveType,
      points: pointsEarned,
      orderId: id,
      balanceName: 'Основной счёт',
      createdAt: new Date(created.getTime() + 86_400_000),
      availableFrom: momentOf(today, -plan.daysAgo + 14),
      expiration: momentOf(today, -plan.daysAgo + 365),
    })
  })
  const main = tables.loyaltyAccounts[0]
  if (main !== undefined)
    main.points = tables.loyaltyTransactions.reduce((sum, t) => sum + t.points, 0)

  for (const product of random.sample(otc, 4)) {
    tables.favorites.push({
      userId: 1,
      productId: product.id,
      createdAt: momentOf(today, -random.int(1, 60)),
    })
  }
  return tables
}
