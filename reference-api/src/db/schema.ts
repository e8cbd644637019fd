// The reference-api's PostgreSQL schema (Drizzle pg-core): the seeded catalogue and the runtime
// state the GraphQL resolvers write. drizzle-kit reads this file to generate ../../drizzle/.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** A PostgreSQL `tsvector`; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
})

/** Money in roubles with kopecks, read back as a JS number. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' })

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A calendar day as 'YYYY-MM-DD'. */
const day = (name: string) => date(name, { mode: 'string' })

// ---------------------------------------------------------------------------------------------
// JSON shapes kept in jsonb columns

/** One line of a pharmacy's opening hours: `name` is the weekday label 'Пн'…'Вс'. */
export interface WorkingHoursDay {
  name: string
  /** 'HH:MM' */
  open: string
  /** 'HH:MM'; '24:00' closes at midnight. */
  close: string
}

/** A polygon ring of [lat, long] points, first point repeated last. */
export type PolygonRing = Array<[number, number]>

export interface LinkItem {
  title: string
  link: string
}

export interface QuestionItem {
  question: string
  answer: string
}

/** Per-channel consent flags of a user's notification settings. */
export interface NotificationChannels {
  email: boolean
  sms: boolean
  push: boolean
}

export interface UserNotifications {
  adsAgreement: NotificationChannels
  personalOffers: NotificationChannels
  orders: NotificationChannels
}

/** What the shopper picked at checkout, kept on a pre-order until the order is saved. */
export interface PreOrderOptionsData {
  delivery?: {
    date?: string | null
    interval?: string | null
    payment?: string | null
    address?: string | null
    addressId?: number | null
    lat?: number | null
    long?: number | null
    entrance?: string | null
    floor?: string | null
    office?: string | null
    addressComment?: string | null
  }
  pickup?: { payment?: string | null }
  loyalty?: { points?: number; promoCode?: string | null }
  comment?: string | null
  receiver?: { name: string; phone: string; email?: string | null } | null
  /** Lines unticked for this checkout only, as 'productId:priceTypeId'. */
  unchecked?: string[]
  /** Fingerprint of the priced lines the shopper last saw (E_110 when saveOrder finds another). */
  cartHash?: string | null
  /** The lines ('productId:priceTypeId') the order would contain when the shopper last saw it. */
  shownLines?: string[]
}

/** Courier delivery details of an order; a pickup or booking order keeps only the receiver. */
export interface OrderDeliveryData {
  address?: string
  lat?: number | null
  long?: number | null
  entrance?: string | null
  floor?: string | null
  office?: string | null
  /** The shopper's comment to the order. */
  comment?: string | null
  /** The comment to the address (how to find the door). */
  addressComment?: string | null
  /** 'YYYY-MM-DD' of the delivery day. */
  date?: string
  /** '09:00–13:00' */
  interval?: string
  /** 'Завтра, 09:00–13:00' as the shopper chose it. */
  dateText?: string
  receiver: { name: string; phone: string; email?: string | null }
}

export interface PrescriptionProduct {
  productId: number | null
  name: string
  quantity: number
}

// ---------------------------------------------------------------------------------------------
// Geography

/** A sales region: one row per federal subject, except that Moscow and Московская область share
 * the default row 'moscowregion' (SPEC §3, §9), which lists both in `federalSubjects`. */
export const regions = pgTable(
  'regions',
  {
    id: text('id').primaryKey(),
    /** The region's code as in car plates and the region cookie (77 for the default). */
    num: integer('num').notNull(),
    name: text('name').notNull(),
    nameI: text('name_i').notNull(),
    nameR: text('name_r').notNull(),
    nameP: text('name_p').notNull(),
    cityNameI: text('city_name_i').notNull(),
    cityNameR: text('city_name_r').notNull(),
    cityNameP: text('city_name_p').notNull(),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Official names of the federal subjects this region covers. */
    federalSubjects: text('federal_subjects').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_num_idx').on(t.num)],
)

// ---------------------------------------------------------------------------------------------
// Catalogue reference data

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    /** Public link, '/catalog/{alias}/'. */
    url: text('url').notNull(),
    /** Aliases from the root down to this category, joined by '/'. */
    path: text('path').notNull(),
    /** 1 for a root category. */
    level: smallint('level').notNull(),
    img: text('img'),
    background: text('background'),
    position: integer('position').notNull().default(0),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('categories_alias_idx').on(t.alias),
    index('categories_parent_idx').on(t.parentId),
  ],
)

/** Filter tags inside a category (e.g. 'Таблетки', 'Для детей'). */
export const categoryTags = pgTable(
  'category_tags',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    /** A POSIX regular expression on `products.form` (`form ~ tag.form`), or null. */
    form: text('form'),
    /** The tag selects products for children when true. */
    forChildren: boolean('for_children'),
  },
  (t) => [uniqueIndex('category_tags_category_alias_idx').on(t.categoryId, t.alias)],
)

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** First letter of the name, upper case; Latin letters belong to /brands/eng/[letter]. */
    letter: text('letter').notNull(),
    /** Brand colour as '#rrggbb', used by the pack shots. */
    color: text('color').notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('brands_alias_idx').on(t.alias),
    index('brands_letter_idx').on(t.letter),
    index('brands_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
)

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
  },
  (t) => [uniqueIndex('manufacturers_code_idx').on(t.code)],
)

/** International non-proprietary names (МНН). Products sharing `products.mnn_id` are analogues. */
export const mnns = pgTable(
  'mnns',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull(),
    title: text('title').notNull(),
    titleLatin: text('title_latin').notNull(),
    atcCode: text('atc_code'),
    pharmGroup: text('pharm_group'),
  },
  (t) => [
    uniqueIndex('mnns_alias_idx').on(t.alias),
    index('mnns_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
)

export const diseases = pgTable(
  'diseases',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    icd10: text('icd10').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('diseases_code_idx').on(t.code), index('diseases_icd10_idx').on(t.icd10)],
)

export const diseaseMnns = pgTable(
  'disease_mnns',
  {
    diseaseId: integer('disease_id')
      .notNull()
      .references(() => diseases.id),
    mnnId: integer('mnn_id')
      .notNull()
      .references(() => mnns.id),
  },
  (t) => [
    primaryKey({ columns: [t.diseaseId, t.mnnId] }),
    index('disease_mnns_mnn_idx').on(t.mnnId),
  ],
)

/** A product group: one trade name of one manufacturer across its forms (Group in SPEC §3). */
export const productGroups = pgTable(
  'product_groups',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    mnnId: integer('mnn_id').references(() => mnns.id),
    brandId: integer('brand_id').references(() => brands.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    categoryId: integer('category_id').references(() => categories.id),
  },
  (t) => [index('product_groups_mnn_idx').on(t.mnnId)],
)

/** Sellers of marketplace goods (price types 8–13). */
export const sellers = pgTable('sellers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** ОГРН */
  number: text('number').notNull(),
})

// ---------------------------------------------------------------------------------------------
// Products

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull(),
    sku: text('sku').notNull(),
    bitrixId: integer('bitrix_id').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    /** 'drug' | 'supplement' | 'cosmetics' | 'medical' | 'medtech' | 'baby' | 'optics' */
    kind: text('kind').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    /** The analogue-defining MNN (a combination has its own MNN row). Null for non-drugs. */
    mnnId: integer('mnn_id').references(() => mnns.id),
    groupCode: text('group_code').references(() => productGroups.code),
    form: text('form').notNull(),
    dosage: text('dosage'),
    packQuantity: integer('pack_quantity').notNull(),
    /** 'шт.' | 'мл' | 'г' | 'доз' */
    packUnit: text('pack_unit').notNull(),
    /** Average review rating 0–5, 0 when there are no reviews. */
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    isBundle: boolean('is_bundle').notNull().default(false),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    reviewsDisabled: boolean('reviews_disabled').notNull().default(false),
    forChildren: boolean('for_children').notNull().default(false),
    warning: text('warning'),
    description: text('description').notNull(),
    /** Site path of the pack shot, '/images/products/{alias}.svg'. */
    image: text('image').notNull(),
    seoBasketText: text('seo_basket_text'),
    seoPriceText: text('seo_price_text'),
    /** Higher sells better: the default sort and the 'popular' widget. */
    popularity: integer('popularity').notNull().default(0),
    /** The day the product appeared in the catalogue ('Новинка' when recent). */
    createdOn: day('created_on').notNull(),
    /** Words the full-text index adds to the name: brand, MNN, manufacturer, category, form. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', coalesce(name, '')), 'A') || setweight(to_tsvector('russian', coalesce(search_text, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('products_alias_idx').on(t.alias),
    uniqueIndex('products_sku_idx').on(t.sku),
    uniqueIndex('products_bitrix_id_idx').on(t.bitrixId),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_manufacturer_idx').on(t.manufacturerId),
    index('products_mnn_idx').on(t.mnnId),
    index('products_group_idx').on(t.groupCode),
    index('products_popularity_idx').on(t.popularity),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_search_idx').using('gin', t.searchVector),
  ],
)

/** Active substances of a product: one row for a mono drug, one per component for a combination. */
export const productMnns = pgTable(
  'product_mnns',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    mnnId: integer('mnn_id')
      .notNull()
      .references(() => mnns.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.mnnId] }),
    index('product_mnns_mnn_idx').on(t.mnnId),
  ],
)

/** Items of a bundle product (`products.is_bundle`). */
export const productBundleItems = pgTable(
  'product_bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => products.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
)

/** The instruction of a drug, with the field names of ProductInstruction (SPEC §3). */
export const productInstructions = pgTable('product_instructions', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  shortDesc: text('short_desc'),
  /** Indications; spelled as the contract spells it. */
  indictation: text('indictation'),
  contraIndication: text('contra_indication'),
  specialInstruction: text('special_instruction'),
  pharmAction: text('pharm_action'),
  dosage: text('dosage'),
  interaction: text('interaction'),
  overDosage: text('over_dosage'),
  sideEffect: text('side_effect'),
  formulation: text('formulation'),
  storingCondition: text('storing_condition'),
  /** 'Отпускается без рецепта' or 'Отпускается по рецепту'. */
  prescription: text('prescription'),
  atcCode: text('atc_code'),
  startRegDate: day('start_reg_date'),
  endRegDate: day('end_reg_date'),
  reRegDate: day('re_reg_date'),
  numberReg: text('number_reg'),
  gtin: text('gtin'),
  registeredAs: text('registered_as'),
  urlToRegistry: text('url_to_registry'),
  forChildren: text('for_children'),
  fullTradeName: text('full_trade_name'),
  /** ICD-10 codes; their descriptions are in `diseases`. */
  icd10: text('icd10').array().notNull().default(sql`'{}'::text[]`),
})

export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** 'registration' | 'declaration' | 'state-registration' */
    type: text('type').notNull(),
    title: text('title').notNull(),
    number: text('number').notNull(),
    issuedBy: text('issued_by').notNull(),
    issuedAt: day('issued_at').notNull(),
    validUntil: day('valid_until'),
    url: text('url').notNull(),
  },
  (t) => [index('certificates_product_idx').on(t.productId)],
)

export const productBadges = pgTable(
  'product_badges',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** 'hit' | 'discount' | 'new' | 'pharmacy-only' | 'double-points' | 'recommended' */
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    src: text('src'),
    dateEnd: day('date_end'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_badges_product_idx').on(t.productId)],
)

/** A product's price variants in a region. A product absent from a region has no rows there. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** SPEC §4: 1 Base, 4 and 14 Expiring, 8–13 marketplace goods. */
    priceTypeId: smallint('price_type_id').notNull(),
    price: money('price').notNull(),
    priceOld: money('price_old'),
    maxQuantity: integer('max_quantity').notNull(),
    /** Best-before day of an expiring variant. */
    expirationDate: day('expiration_date'),
    isExpirating: boolean('is_expirating').notNull().default(false),
    availableForOrder: boolean('available_for_order').notNull().default(true),
    availableForBooking: boolean('available_for_booking').notNull().default(true),
    /** The price is shown as 'от …'. */
    hasPrefix: boolean('has_prefix').notNull().default(false),
    /** Days until the variant reaches the shopper (marketplace goods are slower). */
    deliveryDays: smallint('delivery_days').notNull().default(1),
    sellerId: integer('seller_id').references(() => sellers.id),
  },
  (t) => [
    primaryKey({ columns: [t.regionId, t.productId, t.priceTypeId] }),
    index('product_prices_product_idx').on(t.productId),
  ],
)

// ---------------------------------------------------------------------------------------------
// Pharmacies and delivery

export const pharmacies = pgTable(
  'pharmacies',
  {
    id: integer('id').primaryKey(),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    addressComment: text('address_comment'),
    phone: text('phone').notNull(),
    phoneComment: text('phone_comment'),
    metro: text('metro'),
    workingHours: jsonb('working_hours').$type<WorkingHoursDay[]>().notNull(),
    isRoundTheClock: boolean('is_round_the_clock').notNull().default(false),
    /** Payment types accepted at pickup: 'cash', 'card', 'online', 'yandex_bnpl'. */
    paymentTypes: text('payment_types').array().notNull(),
    /** Days to bring ordered goods to this pharmacy. */
    pickupDays: smallint('pickup_days').notNull(),
    /** Days until booked goods (from its own stock) are ready. */
    bookingDays: smallint('booking_days').notNull(),
    isDoublePoints: boolean('is_double_points').notNull().default(false),
    logotype: text('logotype'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('pharmacies_region_idx').on(t.regionId),
    index('pharmacies_lat_long_idx').on(t.lat, t.long),
  ],
)

/** Goods on a pharmacy's shelves now (available for booking and same-day pickup). */
export const pharmacyStock = pgTable(
  'pharmacy_stock',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pharmacyId, t.productId] }),
    index('pharmacy_stock_product_idx').on(t.productId),
    // Saving an order takes units off the shelf with a conditional decrement; this is the last
    // guard that no interleaving can sell a unit the shelf does not have.
    check('pharmacy_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
)

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: integer('id').primaryKey(),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** 'courier' | 'express' */
    type: text('type').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    coordinates: jsonb('coordinates').$type<PolygonRing>().notNull(),
    courierPrice: money('courier_price').notNull(),
    freeFrom: money('free_from'),
    minSum: money('min_sum').notNull(),
    deliveryDays: smallint('delivery_days').notNull().default(1),
  },
  (t) => [index('delivery_zones_region_idx').on(t.regionId)],
)

// ---------------------------------------------------------------------------------------------
// Marketing

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** '/promo/{alias}' or an outside link for promotions without a promo page. */
    url: text('url').notNull(),
    image: text('image').notNull(),
    advertiserName: text('advertiser_name'),
    advertiserErid: text('advertiser_erid'),
    dateStart: day('date_start').notNull(),
    dateEnd: day('date_end').notNull(),
    /** Null: every region. */
    regionIds: text('region_ids').array(),
    description: text('description').notNull(),
    /** Shown in RelatedPromosQuery. */
    isRelated: boolean('is_related').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('promotions_alias_idx').on(t.alias)],
)

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
)

export const bigSales = pgTable('big_sales', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  background: text('background').notNull(),
  url: text('url').notNull(),
  regionIds: text('region_ids').array(),
  dateStart: day('date_start').notNull(),
  dateEnd: day('date_end').notNull(),
})

export const tripwireBanners = pgTable('tripwire_banners', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  backgroundColor: text('background_color').notNull(),
  textColor: text('text_color').notNull(),
  url: text('url').notNull(),
  regionIds: text('region_ids').array(),
  dateStart: day('date_start').notNull(),
  dateEnd: day('date_end').notNull(),
})

/** Banners and sponsored products; `trackUrl` / `impsUrl` point at the reference-api itself. */
export const advertisements = pgTable(
  'advertisements',
  {
    id: integer('id').primaryKey(),
    /** 'main' | 'catalog' | 'search' | 'product' */
    type: text('type').notNull(),
    name: text('name').notNull(),
    banner: text('banner'),
    url: text('url').notNull(),
    advertiserName: text('advertiser_name').notNull(),
    advertiserErid: text('advertiser_erid').notNull(),
    /** A sponsored product, for 'search' and 'catalog' placements. */
    productId: integer('product_id').references(() => products.id),
    categoryId: integer('category_id').references(() => categories.id),
    /** Search words that trigger a 'search' placement. */
    query: text('query'),
    position: integer('position').notNull().default(0),
    regionIds: text('region_ids').array(),
    trackUrl: text('track_url').notNull(),
    impsUrl: text('imps_url').notNull(),
    trackCount: bigint('track_count', { mode: 'number' }).notNull().default(0),
    impsCount: bigint('imps_count', { mode: 'number' }).notNull().default(0),
    dateStart: day('date_start').notNull(),
    dateEnd: day('date_end').notNull(),
  },
  (t) => [
    index('advertisements_type_idx').on(t.type),
    index('advertisements_product_idx').on(t.productId),
  ],
)

/** Recommendation lists by alias ('popular', 'new', 'discounts', 'with-this-buy', …). */
export const widgets = pgTable(
  'widgets',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('widgets_alias_idx').on(t.alias)],
)

export const widgetItems = pgTable(
  'widget_items',
  {
    widgetId: integer('widget_id')
      .notNull()
      .references(() => widgets.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.widgetId, t.productId] })],
)

/** Popular search phrases for autocomplete (sts) with how many products they find. */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: integer('id').primaryKey(),
    term: text('term').notNull(),
    weight: integer('weight').notNull(),
  },
  (t) => [
    uniqueIndex('search_terms_term_idx').on(t.term),
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
)

// ---------------------------------------------------------------------------------------------
// Content

export const teamPersons = pgTable(
  'team_persons',
  {
    id: integer('id').primaryKey(),
    /** 'doctor' | 'author' | 'staff' | 'pharmacist' */
    type: text('type').notNull(),
    code: text('code').notNull(),
    fullName: text('full_name').notNull(),
    /** Given name and patronymic, as a doctor is addressed. */
    name: text('name').notNull(),
    photo: text('photo').notNull(),
    specialization: text('specialization'),
    position: text('position'),
    description: text('description'),
    institutionName: text('institution_name'),
    experienceYears: integer('experience_years'),
    socialLinks: jsonb('social_links').$type<LinkItem[]>().notNull().default([]),
    links: jsonb('links').$type<LinkItem[]>().notNull().default([]),
    scientificArticles: jsonb('scientific_articles').$type<LinkItem[]>().notNull().default([]),
    certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
    questions: jsonb('questions').$type<QuestionItem[]>().notNull().default([]),
    /** Categories this person advises on (category(alias) with its doctors). */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('team_persons_code_idx').on(t.code),
    index('team_persons_type_idx').on(t.type),
  ],
)

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => teamPersons.id),
    reviewerId: integer('reviewer_id').references(() => teamPersons.id),
    title: text('title').notNull(),
    alias: text('alias').notNull(),
    image: text('image').notNull(),
    annotation: text('annotation').notNull(),
    body: text('body').notNull(),
    views: integer('views').notNull().default(0),
    /** Minutes. */
    readTime: integer('read_time').notNull(),
    date: day('date').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('articles_alias_idx').on(t.alias),
    index('articles_author_idx').on(t.authorId),
  ],
)

/** Laboratory tests (/analizy). */
export const analyses = pgTable(
  'analyses',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    description: text('description').notNull(),
    /** How to prepare. */
    prep: text('prep').notNull(),
    biomaterial: text('biomaterial').notNull(),
    durationDays: smallint('duration_days').notNull(),
    group: text('group').notNull(),
  },
  (t) => [uniqueIndex('analyses_alias_idx').on(t.alias)],
)

// ---------------------------------------------------------------------------------------------
// Users and sessions

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** '+7XXXXXXXXXX' */
    phone: text('phone').notNull(),
    name: text('name'),
    surname: text('surname'),
    patronymic: text('patronymic'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    birthday: day('birthday'),
    /** 'male' | 'female' */
    gender: text('gender'),
    isEmployee: boolean('is_employee').notNull().default(false),
    employeeModeEnabled: boolean('employee_mode_enabled').notNull().default(false),
    isOperator: boolean('is_operator').notNull().default(false),
    hasApplication: boolean('has_application').notNull().default(false),
    notifications: jsonb('notifications').$type<UserNotifications>().notNull(),
    loyaltyProgram: text('loyalty_program'),
    referralCode: text('referral_code'),
    /** The customer whose referral code this one registered with (registerClient referrerCode). */
    referredBy: integer('referred_by').references((): AnyPgColumn => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_idx').on(t.phone), uniqueIndex('users_email_idx').on(t.email)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.sentAt)],
)

/**
 * Counters of the sign-in limits (src/auth/limits.ts), one row per kind and phone or client
 * address ('sms-codes:phone:+79990000001'). Kept in the database, not in process memory, so every
 * server instance on one PostgreSQL counts against the same limits; a request holds its rows
 * (FOR UPDATE) while it checks and counts, so concurrent requests cannot slip past a limit.
 */
export const authLimits = pgTable('auth_limits', {
  bucket: text('bucket').primaryKey(),
  /** Start of the current counting window. */
  windowStart: timestamptz('window_start').notNull(),
  /** Hits within the window. */
  hits: integer('hits').notNull().default(0),
  /** Set after too many wrong codes: everything of this bucket's phone or address is refused until then. */
  lockedUntil: timestamptz('locked_until'),
})

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Tokens rotated from one login share a family; reuse of a used token revokes the family. */
    family: text('family').notNull(),
    /** 'user' | 'operator' */
    kind: text('kind').notNull().default('user'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.family),
  ],
)

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    formattedAddress: text('formatted_address').notNull(),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
    entrance: text('entrance'),
    office: text('office'),
    floor: text('floor'),
    comment: text('comment'),
    isSelected: boolean('is_selected').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('delivery_addresses_user_idx').on(t.userId)],
)

// ---------------------------------------------------------------------------------------------
// Cart, checkout, orders

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id),
    /** The anonymous shopper's cookie `guest_id` for the legacy cart of a guest; null otherwise. */
    guestId: text('guest_id'),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('carts_user_idx').on(t.userId), uniqueIndex('carts_guest_idx').on(t.guestId)],
)

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceTypeId: smallint('price_type_id').notNull(),
    quantity: integer('quantity').notNull(),
    isChecked: boolean('is_checked').notNull().default(true),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId, t.priceTypeId] }),
    index('cart_items_product_idx').on(t.productId),
  ],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_product_idx').on(t.productId),
  ],
)

/** Checkout in progress: one per cart. */
export const preOrders = pgTable(
  'pre_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** Checkout step: 1 cart, 2 pickup, 3 delivery, 4 checkout, 5 save. */
    step: smallint('step').notNull().default(1),
    /** 'pickup' | 'booking' | 'courier' */
    receiveType: text('receive_type'),
    pharmacyId: integer('pharmacy_id').references(() => pharmacies.id),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
    options: jsonb('options').$type<PreOrderOptionsData>().notNull().default({}),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pre_orders_cart_idx').on(t.cartId),
    index('pre_orders_user_idx').on(t.userId),
  ],
)

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  /** 'percent' | 'fixed' */
  discountKind: text('discount_kind').notNull(),
  discountValue: money('discount_value').notNull(),
  minSum: money('min_sum').notNull().default(0),
  active: boolean('active').notNull().default(true),
  description: text('description').notNull(),
  dateStart: day('date_start'),
  dateEnd: day('date_end'),
  /** Only for a customer's first order. */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
})

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number shown to the shopper, e.g. '2506-000123'. */
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** 'pharmacy' | 'marketplace' */
    type: text('type').notNull(),
    /** 'pickup' | 'booking' | 'courier' */
    receiveType: text('receive_type').notNull(),
    /** Lower case of GraphQL OrderStatus: 'new' | 'awaiting_payment' | 'paid' | 'assembling' |
     * 'assembled' | 'ready' | 'sent' | 'completed' | 'cancelled' (src/order/lifecycle.ts). */
    status: text('status').notNull(),
    /** 'online' | 'card' | 'cash' | 'pharmacy' | 'yandex_bnpl' */
    paymentType: text('payment_type').notNull(),
    /** Lower case of GraphQL PaymentStatusCode: 'not_required' | 'pending' | 'paid' | 'declined' | 'refunded' */
    paymentStatus: text('payment_status').notNull(),
    pharmacyId: integer('pharmacy_id').references(() => pharmacies.id),
    delivery: jsonb('delivery').$type<OrderDeliveryData>(),
    productsAmount: money('products_amount').notNull(),
    discount: money('discount').notNull().default(0),
    deliveryPrice: money('delivery_price').notNull().default(0),
    total: money('total').notNull(),
    pointsSpent: integer('points_spent').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    promoCode: text('promo_code').references(() => promoCodes.code),
    firstOrder: boolean('first_order').notNull().default(false),
    partnerId: text('partner_id'),
    idempotencyKey: text('idempotency_key'),
    /** The guest cookie of an order placed without signing in: that guest may read it. */
    guestId: text('guest_id'),
    /** Secret of the test payment page link (`/pay/{id}?token=…`) of an online-paid order. */
    paymentToken: text('payment_token'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    receiveDate: day('receive_date'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_guest_idx').on(t.guestId),
    index('orders_pharmacy_idx').on(t.pharmacyId),
    // The expiry sweep looks orders up by status and age.
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's name when the order was saved. */
    name: text('name').notNull(),
    priceTypeId: smallint('price_type_id').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    listPrice: money('list_price'),
    amount: money('amount').notNull(),
    isExpirating: boolean('is_expirating').notNull().default(false),
    /**
     * Units of the line taken off the order pharmacy's shelf when the order was saved (booking,
     * and pickup of goods the pharmacy has); given back when the order is cancelled or expires.
     */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
)

// ---------------------------------------------------------------------------------------------
// Loyalty

export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'main' carries the shop's own loyalty key; others are partner cards. */
    type: text('type').notNull(),
    cardNumber: text('card_number').notNull(),
    /** 'active' | 'blocked' | 'issuing' */
    status: text('status').notNull(),
    points: integer('points').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_accounts_card_idx').on(t.cardNumber),
    index('loyalty_accounts_user_idx').on(t.userId),
    // One main card per customer, however many requests issue it at once.
    uniqueIndex('loyalty_accounts_main_idx').on(t.userId).where(sql`${t.type} = 'main'`),
    check('loyalty_accounts_points_check', sql`${t.points} >= 0`),
  ],
)

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id').references(() => loyaltyAccounts.id),
    /** 'accrual' | 'spend' | 'expire' | 'welcome' | 'refund' */
    type: text('type').notNull(),
    /** 'pickup' | 'booking' | 'courier' when tied to an order. */
    orderType: text('order_type'),
    /** Signed: accruals positive, spending negative. */
    points: integer('points').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    balanceName: text('balance_name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    availableFrom: timestamptz('available_from'),
    expiration: timestamptz('expiration'),
  },
  (t) => [index('loyalty_transactions_user_idx').on(t.userId, t.createdAt)],
)

// ---------------------------------------------------------------------------------------------
// Shopper content and requests

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: integer('user_id').references(() => users.id),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt)],
)

export const drugNotifications = pgTable(
  'drug_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** 'availability' | 'price' */
    type: text('type').notNull().default('availability'),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [index('drug_notifications_product_idx').on(t.productId, t.regionId)],
)

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    number: text('number').notNull(),
    dosage: text('dosage'),
    products: jsonb('products').$type<PrescriptionProduct[]>().notNull().default([]),
    url: text('url'),
    /** Whose prescription it is (the addPrescription argument). */
    owner: text('owner'),
    hash: text('hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_user_idx').on(t.userId),
    uniqueIndex('prescriptions_hash_idx').on(t.hash),
  ],
)

export const callbackRequests = pgTable('callback_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  phone: text('phone').notNull(),
  name: text('name'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const promotedEmails = pgTable(
  'promoted_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promoted_emails_email_idx').on(t.email)],
)

// ---------------------------------------------------------------------------------------------
// Bookkeeping

/** One row once a seed has completed; `ensureSeeded` looks here. */
export const seedRuns = pgTable('seed_runs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  seed: integer('seed').notNull(),
  catalogSize: integer('catalog_size').notNull(),
  /** The day the dates of the seed (promotions, expiry) are relative to. */
  today: day('today').notNull(),
  productCount: integer('product_count').notNull(),
  priceRowCount: integer('price_row_count').notNull(),
  durationMs: integer('duration_ms').notNull(),
  completedAt: timestamptz('completed_at').notNull().defaultNow(),
})
