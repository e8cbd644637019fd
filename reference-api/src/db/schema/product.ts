// Products, their prices, instructions, badges and certificates, and what shoppers leave on them (reviews, drug notifications).
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { brands, categories, manufacturers, mnns, productGroups, sellers } from './catalog'
import { day, money, timestamptz, tsvector } from './columns'
import { regions } from './region'

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
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per customer per product (issue #35): seeded reviews have no user and are exempt.
    uniqueIndex('reviews_one_per_customer').on(t.productId, t.userId),
  ],
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
