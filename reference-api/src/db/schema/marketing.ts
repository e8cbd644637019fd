// Marketing: promotions, banners, sponsored places, widgets, search terms, promoted e-mails.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { categories } from './catalog'
import { day, timestamptz } from './columns'
import { products } from './product'

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

export const promotedEmails = pgTable(
  'promoted_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the address followed its confirmation link; null: pending, not subscribed. */
    confirmedAt: timestamptz('confirmed_at'),
    /** SHA-256 (hex) of the pending confirmation token; null once confirmed. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamptz('token_expires_at'),
  },
  (t) => [
    uniqueIndex('promoted_emails_email_idx').on(t.email),
    uniqueIndex('promoted_emails_token_idx').on(t.tokenHash),
  ],
)
