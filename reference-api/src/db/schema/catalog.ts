// Catalogue reference data: categories, brands, manufacturers, МНН, diseases, groups, sellers.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

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
