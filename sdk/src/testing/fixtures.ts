// Realistic answers of the contract for tests: a region, products with Russian names and
// prices in roubles, a profile, a pharmacy, a pre-order and an order — each typed with the
// generated result types, so a contract change that breaks them fails to compile.

import { emptyCart } from '../core'
import type {
  BigSaleQuery,
  CartQuery,
  CategoriesQuery,
  DetectRegionQuery,
  GetProfileQuery,
  LoyaltiesQuery,
  OrderQuery,
  PreOrderQuery,
  ProductPageQuery,
  ProductsQuery,
  RelatedPromosQuery,
  SearchAutocompleteQuery,
  SuggestRegionQuery,
  TripwireBannerQuery,
  WidgetsQuery,
} from '../generated/graphql'

/** A category of the tree as the Categories query answers it (two levels below it). */
export type CategoryFixture = CategoriesQuery['categories'][number]

/** A region as RegionQuery and DetectRegionQuery answer it. */
export type RegionFixture = DetectRegionQuery['detectRegion']
/** A product as lists (products, widgets, search) carry it. */
export type ProductFixture = ProductsQuery['products']['items'][number]
/** The product page. */
export type ProductPageFixture = NonNullable<ProductPageQuery['productPage']>
/** The profile. */
export type ProfileFixture = NonNullable<GetProfileQuery['profile']>
/** The cart (groups and total). */
export type CartFixture = CartQuery['cart']
/** A cart line. */
export type CartLineFixture = CartFixture['groups'][number]['items'][number]
/** The pre-order of the checkout. */
export type PreOrderFixture = PreOrderQuery['preOrder']
/** An order. */
export type OrderFixture = NonNullable<OrderQuery['order']>
/** A pharmacy as the checkout and orders carry it. */
export type PharmacyFixture = NonNullable<OrderFixture['pharmacy']>

const moscow: RegionFixture = {
  id: 'moscowregion',
  timeZone: 'Europe/Moscow',
  name: 'Московская область',
  num: 77,
  lat: 55.753206,
  long: 37.622509,
  cityId: null,
  names: { i: 'Москва и область', r: 'Москвы и области', p: 'Москве и области' },
  cityNames: { i: 'Москва', r: 'Москвы', p: 'Москве' },
}

const petersburg: RegionFixture = {
  id: 'spb',
  timeZone: 'Europe/Moscow',
  name: 'Санкт-Петербург',
  num: 78,
  lat: 59.938951,
  long: 30.315635,
  cityId: null,
  names: { i: 'Санкт-Петербург', r: 'Санкт-Петербурга', p: 'Санкт-Петербурге' },
  cityNames: { i: 'Санкт-Петербург', r: 'Санкт-Петербурга', p: 'Санкт-Петербурге' },
}

const kazan: RegionFixture = {
  id: 'kazan',
  timeZone: 'Europe/Moscow',
  name: 'Республика Татарстан',
  num: 16,
  lat: 55.796127,
  long: 49.106405,
  cityId: 'kazan-city',
  names: { i: 'Татарстан', r: 'Татарстана', p: 'Татарстане' },
  cityNames: { i: 'Казань', r: 'Казани', p: 'Казани' },
}

const regionSuggestions: SuggestRegionQuery['suggestRegion'] = [moscow, petersburg, kazan].map(
  (region) => ({
    id: region.id,
    code: region.id,
    name: region.name,
    type: region.cityId ? '2' : '1',
    lat: region.lat,
    long: region.long,
    num: region.num,
  }),
)

const baseProduct: ProductFixture = {
  id: '10345',
  lastPrice: 289,
  alias: 'nurofen-ekspress-tabletki-200-mg-12-sht',
  sku: '10345',
  name: 'Нурофен Экспресс капсулы 200 мг, 12 шт.',
  url: '/product/nurofen-ekspress-tabletki-200-mg-12-sht/10345',
  image: 'https://img.apteka.test/upload/200_200_nurofen.jpg',
  producer: 'Рекитт Бенкизер',
  producerCountry: 'Великобритания',
  rating: 4.8,
  reviewsCount: 126,
  availableForOrder: true,
  availableForBooking: true,
  hasOnlyBookingPrices: false,
  canPayOnPickup: true,
  maxQuantity: 10,
  expirationDate: '2027-08-01',
  deliveryDate: 'сегодня',
  pickupDate: 'сегодня с 14:00',
  discount: 10,
  isFavorite: false,
  price: 259,
  priceOld: 289,
  seoBasketText: null,
  seoPriceText: null,
  priceTypeID: 1,
  warning: null,
  bitrixID: 10345,
  isAdv: false,
  reviewsDisabled: false,
  isBundle: false,
  hasPricePrefix: false,
  requiresPrescription: false,
  brand: { alias: 'nurofen', name: 'Нурофен' },
  category: {
    id: 'c-pain',
    name: 'Обезболивающие',
    alias: 'obezbolivayushchie',
    url: '/catalog/obezbolivayushchie',
  },
  mnns: [{ alias: 'ibuprofen', title: 'Ибупрофен', href: '/mnn/ibuprofen' }],
  badges: [
    {
      description: 'Скидка действует до конца месяца',
      title: '-10%',
      type: 'discount',
      dateEnd: '2026-01-31',
      src: null,
      color: '#E30613',
    },
  ],
  counters: null,
  bundleItemsSimple: [],
}

const product = (overrides: Partial<ProductFixture>): ProductFixture => ({
  ...baseProduct,
  ...overrides,
})

const products: readonly ProductFixture[] = [
  baseProduct,
  product({
    id: '20871',
    sku: '20871',
    bitrixID: 20871,
    alias: 'ingavirin-kapsuly-90-mg-10-sht',
    url: '/product/ingavirin-kapsuly-90-mg-10-sht/20871',
    image: 'https://img.apteka.test/upload/200_200_ingavirin.jpg',
    name: 'Ингавирин капсулы 90 мг, 10 шт.',
    producer: 'Валента Фарм',
    producerCountry: 'Россия',
    lastPrice: 612,
    price: 612,
    priceOld: null,
    discount: null,
    badges: [],
    brand: { alias: 'ingavirin', name: 'Ингавирин' },
    category: {
      id: 'c-cold',
      name: 'Простуда и грипп',
      alias: 'prostuda',
      url: '/catalog/prostuda',
    },
    mnns: [
      {
        alias: 'imidazolil',
        title: 'Имидазолилэтанамид пентандиовой кислоты',
        href: '/mnn/imidazolil',
      },
    ],
    rating: 4.6,
    reviewsCount: 58,
  }),
  product({
    id: '31120',
    sku: '31120',
    bitrixID: 31120,
    alias: 'amoksiklav-tabletki-875-125-mg-14-sht',
    url: '/product/amoksiklav-tabletki-875-125-mg-14-sht/31120',
    image: 'https://img.apteka.test/upload/200_200_amoksiklav.jpg',
    name: 'Амоксиклав таблетки 875 мг + 125 мг, 14 шт.',
    producer: 'Сандоз',
    producerCountry: 'Словения',
    lastPrice: 498,
    price: 498,
    priceOld: null,
    discount: null,
    badges: [],
    requiresPrescription: true,
    availableForOrder: false,
    hasOnlyBookingPrices: true,
    brand: { alias: 'amoksiklav', name: 'Амоксиклав' },
    category: {
      id: 'c-antibiotics',
      name: 'Антибиотики',
      alias: 'antibiotiki',
      url: '/catalog/antibiotiki',
    },
    mnns: [
      {
        alias: 'amoxicillin',
        title: 'Амоксициллин + Клавулановая кислота',
        href: '/mnn/amoxicillin',
      },
    ],
    rating: 4.7,
    reviewsCount: 211,
  }),
  product({
    id: '40412',
    sku: '40412',
    bitrixID: 40412,
    alias: 'akvalor-soft-sprej-dlya-nosa-125-ml',
    url: '/product/akvalor-soft-sprej-dlya-nosa-125-ml/40412',
    image: 'https://img.apteka.test/upload/200_200_akvalor.jpg',
    name: 'Аквалор Софт спрей для носа, 125 мл',
    producer: 'Ядран',
    producerCountry: 'Хорватия',
    lastPrice: 545,
    price: 436,
    priceOld: 545,
    discount: 20,
    priceTypeID: 4,
    expirationDate: '2026-03-01',
    brand: { alias: 'akvalor', name: 'Аквалор' },
    category: {
      id: 'c-nose',
      name: 'Средства для носа',
      alias: 'dlya-nosa',
      url: '/catalog/dlya-nosa',
    },
    mnns: [{ alias: 'sea-water', title: 'Морская вода', href: '/mnn/sea-water' }],
    rating: 4.9,
    reviewsCount: 340,
  }),
]

const productPage: ProductPageFixture = {
  product: {
    ...baseProduct,
    images: [baseProduct.image, 'https://img.apteka.test/upload/600_600_nurofen-2.jpg'],
    form: 'капсулы',
    dosage: '200 мг',
    description: 'Обезболивающее и жаропонижающее средство быстрого действия.',
    certs: [
      {
        id: 'cert-1',
        title: 'Декларация о соответствии',
        url: 'https://img.apteka.test/certs/nurofen.pdf',
        dateEnd: '2028-12-31',
      },
    ],
    prices: [
      {
        price: 259,
        priceOld: 289,
        priceTypeID: 1,
        priceType: 'BASE',
        discount: 10,
        maxQuantity: 10,
        dateExpired: null,
        dateExpiredOpened: null,
        expirationDate: '2027-08-01',
        isExpirating: false,
        availableForBooking: true,
        availableForOrder: true,
        expirationType: null,
        hasPrefix: false,
      },
    ],
    properties: [
      { name: 'Действующее вещество', value: 'Ибупрофен', isMain: true },
      { name: 'Форма выпуска', value: 'Капсулы', isMain: true },
      { name: 'Отпуск', value: 'Без рецепта', isMain: false },
    ],
    group: {
      code: 'nurofen',
      name: 'Нурофен',
      forms: [
        {
          name: 'Капсулы',
          items: [
            {
              productId: baseProduct.id,
              alias: baseProduct.alias,
              url: baseProduct.url,
              dosage: '200 мг',
              quantity: '12 шт.',
              price: 259,
              available: true,
            },
          ],
        },
      ],
    },
  },
  metaInformation: {
    title: 'Нурофен Экспресс капсулы 200 мг, 12 шт. — купить в аптеке',
    description: 'Нурофен Экспресс: цена от 259 ₽, инструкция, отзывы, наличие в аптеках.',
    h1: 'Нурофен Экспресс капсулы 200 мг, 12 шт.',
    microdata: null,
    canonical: baseProduct.url,
    breadcrumbs: [
      { title: 'Главная', link: '/' },
      { title: 'Обезболивающие', link: '/catalog/obezbolivayushchie' },
    ],
    metadata: [],
  },
}

const notifications = { email: true, sms: true, push: false }

const profile: ProfileFixture = {
  id: 'u-1001',
  birthday: '1990-04-12',
  email: 'anna.ivanova@example.ru',
  gender: 'female',
  name: 'Анна',
  patronymic: 'Сергеевна',
  phone: '+79161234567',
  surname: 'Иванова',
  isPromoCodeAvailable: true,
  isEmployee: false,
  isEmployeeModeEnable: false,
  isOperator: false,
  hasApplication: false,
  loyaltyProgram: 'apteka-club',
  emailVerified: true,
  referralCode: 'ANNA1001',
  favoriteProducts: { items: [], total: 0 },
  notifications: {
    adsAgreement: notifications,
    personalOffers: notifications,
    orders: { email: true, sms: true, push: true },
  },
}

const pharmacy: PharmacyFixture = {
  id: 'ph-12',
  name: 'Аптека на Тверской',
  address: 'г. Москва, ул. Тверская, дом 12',
  lat: 55.763,
  long: 37.606,
  addressComment: 'Вход со двора',
  categories: ['24h'],
  isFavorite: false,
  isApteka: true,
  isFromLastOrder: false,
  isDoublePoints: false,
  paymentTypes: ['pharmacy', 'online'],
  logotype: null,
  regionId: 'moscowregion',
  timeZone: 'Europe/Moscow',
  phoneDetails: { phone: '+74951234567', comment: null },
  metro: [{ name: 'Тверская', color: '#4FB04F' }],
  term: { pickupDays: 0, bookingDays: 0 },
  mapsComments: [],
  workingHours: [{ name: 'Пн-Вс', open: '08:00', close: '22:00' }],
  humanWorkingHours: [{ days: 'Пн-Вс', time: '08:00–22:00' }],
}

/** The day the fixture pharmacy is ready, as the shop's clock names it (a ShopDay). */
const readyDay = {
  date: '2026-11-24',
  kind: 'TODAY',
  text: 'Сегодня, 24 ноября',
  timeZone: 'Europe/Moscow',
} as const

// The empty cart's total (the core's own), with the mock shop's minimum sum and its button text.
const emptyTotal: CartFixture['total'] = {
  ...emptyCart('moscowregion').total,
  minSum: 500,
  button: { available: false, message: 'Корзина пуста' },
}

const preOrder: PreOrderFixture = {
  step: 'CHECKOUT',
  receiveType: 'pickup',
  deliveryGroups: [],
  groups: [],
  total: emptyTotal,
  loyalty: null,
  options: { delivery: null, pickup: { payment: 'pharmacy' } },
  availableOptions: {
    payments: [
      { type: 'pharmacy', selected: true, label: 'В аптеке', email: null, merchantId: null },
      { type: 'online', selected: false, label: 'Онлайн', email: null, merchantId: null },
    ],
    deliveryDates: [],
    addresses: [],
  },
  deliveryParams: null,
  seller: null,
  pharmacy,
  receiveTypes: [
    { type: 'pickup', isChecked: true, amount: 0, available: true },
    { type: 'courier', isChecked: false, amount: 0, available: true },
  ],
  deliveries: [],
}

const order: OrderFixture = {
  id: 'o-5001',
  number: 'А-5001',
  type: 'pickup',
  receiveType: 'pickup',
  canBeCancel: true,
  status: 'NEW',
  statusLabel: 'Новый',
  createDate: '2026-01-15T12:00:00+03:00',
  receiveDate: null,
  partnerID: null,
  firstOrder: false,
  soapID: null,
  paymentParams: null,
  paymentStatus: { status: 'NOT_REQUIRED', label: 'Оплата в аптеке' },
  deliveryParams: null,
  pharmacy,
  items: [],
  total: {
    amount: 0,
    totalAmount: 0,
    productsAmount: 0,
    discount: 0,
    priceDiscount: 0,
    promoDiscount: 0,
    promoCode: null,
    courierPrice: 0,
    pointsSpent: 0,
    pointsEarned: 0,
    productsCount: 0,
  },
  statuses: [
    {
      status: 'NEW',
      label: 'Новый',
      date: '2026-01-15T12:00:00+03:00',
      isDone: true,
      isCurrent: true,
    },
    { status: 'READY', label: 'Готов к выдаче', date: null, isDone: false, isCurrent: false },
  ],
  options: { payment: 'pharmacy', comment: null, address: null },
  affiliate: null,
}

const loyalties: NonNullable<LoyaltiesQuery['loyalties']> = {
  type: 'apteka-club',
  points: 340,
  summaryBalance: 340,
  cards: [
    {
      type: 'virtual',
      status: 'active',
      number: '7000 0000 1001',
      loyalty: 'apteka-club',
      isMain: true,
    },
  ],
  balances: [
    {
      type: 'points',
      icon: null,
      title: 'Бонусные баллы',
      points: 340,
      pointsEvents: [{ type: 'accrual', date: '2026-01-10', points: 40 }],
      tooltip: { active: true, text: '1 балл = 1 рубль', link: null },
    },
  ],
}

const widgets: WidgetsQuery['widgets'] = {
  items: [
    {
      alias: 'popular',
      title: 'Популярные товары',
      items: products.slice(0, 3) as ProductFixture[],
    },
    { alias: 'viewed', title: 'Вы смотрели', items: [baseProduct] },
  ],
}

const relatedPromos: RelatedPromosQuery['relatedPromos'] = [
  {
    alias: 'zima-bez-prostudy',
    name: 'Зима без простуды',
    url: '/promotions/zima-bez-prostudy',
    image: 'https://img.apteka.test/promo/zima.jpg',
    advertiser: { name: 'ООО «Аптека»', erid: '2SDnjdL7xYz' },
  },
]

const bigSale: NonNullable<BigSaleQuery['bigSale']> = {
  url: '/promotions/bolshaya-rasprodazha',
  sale: {
    name: 'Большая распродажа',
    image: 'https://img.apteka.test/promo/sale.png',
    background: '#FFE600',
  },
}

const tripwireBanner: NonNullable<TripwireBannerQuery['bannerTripwire']> = {
  text: 'Скидка 300 ₽ на первый заказ в приложении',
  backgroundColor: '#1B5E20',
  textColor: '#FFFFFF',
  url: '/app',
}

const searchAutocomplete = (query: string): SearchAutocompleteQuery['searchAutocomplete'] => {
  const found = products.filter((item) =>
    item.name.toLowerCase().includes(query.trim().toLowerCase()),
  )
  return {
    redirectUrl: null,
    sts: found.length > 0 ? [{ st: query.trim().toLowerCase(), amount: found.length }] : [],
    taps: [],
    products: found as ProductFixture[],
    contents: [],
  }
}

/** The catalogue's tree: medicines, with the products' category (painkillers) under it. */
const categories: CategoryFixture[] = [
  {
    id: 'c-medicines',
    name: 'Лекарства',
    alias: 'lekarstva',
    url: '/catalog/lekarstva',
    path: 'lekarstva',
    level: 1,
    img: null,
    background: null,
    parentId: null,
    children: [
      {
        id: 'c-pain',
        name: 'Обезболивающие',
        alias: 'obezbolivayushchie',
        url: '/catalog/obezbolivayushchie',
        path: 'lekarstva/obezbolivayushchie',
        level: 2,
        img: null,
        background: null,
        parentId: 'c-medicines',
        children: [],
      },
    ],
  },
]

/** The fixtures; every value is a fresh-enough constant, copy before you change one. */
export const fixtures = {
  /** The default region (Moscow and its oblast). */
  region: moscow,
  /** Three regions, including the default one. */
  regions: [moscow, petersburg, kazan] as const,
  /** suggestRegion's answer for an empty query. */
  regionSuggestions,
  /** Nurofen Express, in stock with a 10 % discount. */
  product: baseProduct,
  /** Four products: in stock, without discount, prescription booking-only, expiring price. */
  products,
  productPage,
  profile,
  pharmacy,
  /** When the fixture pharmacy gives out an order (pickup points' readyDay). */
  readyDay,
  /** The category tree (Categories). */
  categories,
  /** An empty cart. */
  cart: { groups: [], total: emptyTotal } as CartFixture,
  preOrder,
  order,
  loyalties,
  widgets,
  relatedPromos,
  bigSale,
  tripwireBanner,
  /** searchAutocomplete's answer: the products whose names contain the query. */
  searchAutocomplete,
} as const
