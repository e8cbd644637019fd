// A list's product cards in one statement, prepared once per database: each product's row with
// its prices in the region, badges, MNNs, bundle items and the sponsored placements running
// today. The answers are put into the request's loaders, so every field of a card (search box,
// catalogue page, product page) is a plain read: a page of cards used to cost five statements.

import { eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { answerDate } from '../clock/answerDays'
import { SHOP_TIME_ZONE } from '../clock/shopClock'
import type { ApiContext } from '../context'
import type { Database } from '../db'
import * as t from '../db'
import { onRequestClient, sharedDatabase } from '../db/tracedDatabase'
import type { ProductRow } from '../models'
import { perRequest, type Row } from '../requestLoaders'
import { catalogueChangeCount } from './catalogueChanges'
import { productDetailLoaders } from './detailLoaders'
import { type PriceRow, priceKey } from './loaders'
import { type PlacementRow, placementsOf } from './placements'
import { variantOrderSql } from './pricing'
import { primeGroupForms, type ShownVariant } from './productDetails'
import { productRowColumns } from './productRowColumns'
import { type ReferenceNames, referenceNames } from './referenceNames'

/** Puts the placement of a product that runs in the region (or none) into the `sponsored` loader. */
export function primePlacement(
  ctx: Pick<ApiContext, 'db' | 'loaders' | 'now'>,
  regionId: string,
  productId: number,
  placements: readonly PlacementRow[] | null,
) {
  const placement =
    (placements ?? []).find((ad) => ad.regionIds === null || ad.regionIds.includes(regionId)) ??
    null
  productDetailLoaders(ctx as ApiContext).sponsored.prime(`${regionId}|${productId}`, placement)
  return placement
}

/** What a card's badges and counters show, as its statement read them. */
export interface CardExtras {
  badges: Row<typeof t.productBadges>[]
  placement: PlacementRow | null
}

/**
 * The cards read in this request by `priceKey`, beside the loaders they primed: a DataLoader
 * answers even a primed key with a promise, and a page of cards awaited two per card.
 */
const cardsOfRequest = perRequest<CardContext, Map<string, CardExtras>>(() => new Map())

/** The badges and placement of a card this request read (undefined: not read as a card). */
export const readCard = (ctx: CardContext, regionId: string, productId: number) =>
  cardsOfRequest(ctx).get(priceKey(regionId, productId))

/**
 * SQL: a JSON object of a row of `table` aliased `alias`, keyed by the drizzle names of its
 * columns (as drizzle's own select names them). Built from the table, so a new column is in it.
 */
function rowObject(table: Table, alias: string, only?: readonly string[]) {
  return `json_build_object(${rowPairs(table, alias, only).join(', ')})`
}

/** The `'key', alias."column"` pairs of {@link rowObject}. */
const rowPairs = (table: Table, alias: string, only?: readonly string[]) =>
  Object.entries(getTableColumns(table))
    .filter(([key]) => !only || only.includes(key))
    .map(([key, column]) => `'${key}', ${alias}."${column.name}"`)

/**
 * A part of the listed cards: each product's `object`s as one JSON array, aggregated in one pass
 * over `from` (its `key` column names the product) rather than a subquery per product and part.
 * The subquery's columns are named after the part: drizzle writes them unqualified.
 */
function cardPart(
  db: Database,
  name: string,
  part: { key: PgColumn; object: string; orderBy: string; from: SQL; where?: SQL },
) {
  const ids = sql`${part.key} = ANY(${sql.placeholder('ids')}::int[])`
  return db
    .select({
      productId: sql<number>`${part.key}`.as(`${name}_product`),
      rows: sql`json_agg(${sql.raw(part.object)} ORDER BY ${sql.raw(part.orderBy)})`.as(
        `${name}_rows`,
      ),
    })
    .from(part.from)
    .where(part.where ? sql`${part.where} AND ${ids}` : ids)
    .groupBy(part.key)
    .as(name)
}

/**
 * The cards' statement: the product rows (plain columns, decoded as drizzle decodes them) and each
 * card's parts as JSON arrays of objects in the shapes the page's statement gives them, each part
 * grouped once for all the listed products. Drizzle's relational query built the same parts as
 * arrays of arrays, in a subquery per product and part, and mapped every value back through its
 * column in JavaScript.
 */
function prepareCards(db: Database) {
  const today = sql.placeholder('today')
  const prices = cardPart(db, 'card_prices', {
    key: t.productPrices.productId,
    object: rowObject(t.productPrices, '"product_prices"'),
    orderBy: '"product_prices"."price_type_id"',
    from: sql`${t.productPrices}`,
    where: sql`${t.productPrices.regionId} = ${sql.placeholder('regionId')}`,
  })
  const badges = cardPart(db, 'card_badges', {
    key: t.productBadges.productId,
    object: rowObject(t.productBadges, '"product_badges"'),
    orderBy: '"product_badges"."id"',
    from: sql`${t.productBadges}`,
  })
  const mnns = cardPart(db, 'card_mnns', {
    key: t.productMnns.productId,
    object: rowObject(t.productMnns, '"product_mnns"', ['position', 'mnnId']),
    orderBy: '"product_mnns"."position", "product_mnns"."mnn_id"',
    from: sql`${t.productMnns}`,
  })
  const bundles = cardPart(db, 'card_bundles', {
    key: t.productBundleItems.bundleId,
    object: `json_build_object('productId', "product_bundle_items"."product_id",
      'quantity', "product_bundle_items"."quantity",
      'product', json_build_object('shortName', bp.short_name))`,
    orderBy: '"product_bundle_items"."product_id"',
    from: sql`${t.productBundleItems}
      JOIN products bp ON bp.id = ${t.productBundleItems.productId}`,
  })
  // Placements running on the shop's day, in the order the `sponsored` loader reads them.
  const placements = cardPart(db, 'card_placements', {
    key: t.advertisements.productId,
    object: `json_build_object('productId', "advertisements"."product_id",
      'regionIds', "advertisements"."region_ids", 'trackUrl', "advertisements"."track_url",
      'impsUrl', "advertisements"."imps_url", 'position', "advertisements"."position",
      'name', "advertisements"."name")`,
    orderBy: '"advertisements"."position", "advertisements"."id"',
    from: sql`${t.advertisements}`,
    where: sql`${t.advertisements.dateStart} <= ${today}
      AND ${t.advertisements.dateEnd} >= ${today}`,
  })
  const rowsOf = <T>(part: { rows: unknown }) => sql<T[]>`coalesce(${part.rows}, '[]'::json)`
  return db
    .select({
      ...productRowColumns,
      prices: rowsOf<PriceRow>(prices),
      badges: rowsOf<Row<typeof t.productBadges>>(badges),
      productMnns: rowsOf<{ position: number; mnnId: number }>(mnns),
      bundleItems: rowsOf<{ productId: number; quantity: number; product: { shortName: string } }>(
        bundles,
      ),
      placements: sql<PlacementRow[] | null>`${placements.rows}`,
    })
    .from(t.products)
    .leftJoin(prices, eq(prices.productId, t.products.id))
    .leftJoin(badges, eq(badges.productId, t.products.id))
    .leftJoin(mnns, eq(mnns.productId, t.products.id))
    .leftJoin(bundles, eq(bundles.productId, t.products.id))
    .leftJoin(placements, eq(placements.productId, t.products.id))
    .where(sql`${t.products.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('product_cards')
}

/**
 * SQL: a JSON array of the rows of `from` (aliased in it) as `object`s, '[]' when none; in the
 * table's own order without `orderBy`.
 */
const jsonRows = (object: string | SQL, from: SQL, orderBy?: string) =>
  sql`coalesce((SELECT json_agg(${typeof object === 'string' ? sql.raw(object) : object}${sql.raw(
    orderBy ? ` ORDER BY ${orderBy}` : '',
  )}) FROM ${from}), '[]'::json)`

/**
 * The product page's statement: the card of the product of an alias (row, prices in the region,
 * badges, MNNs, bundle items, placements running today), with its certificates, instruction and
 * group, the group's products (the columns groupForms reads) and their current variants. Every
 * part is JSON built in SQL in the shapes the loaders hold, and the row is a plain select:
 * drizzle's relational query built the same as nested arrays and mapped each value back in
 * JavaScript. One product: each part is a subquery over its own rows, by index.
 */
function preparePage(db: Database) {
  const regionId = sql.placeholder('regionId')
  const today = sql.placeholder('today')
  // Named with its table: drizzle writes a single table's columns unqualified, and a bare "id"
  // in a part's subquery would be the part's own.
  const id = sql.raw('"products"."id"')
  // Each product of the group with only its current variant in the region, chosen in SQL as
  // currentVariant chooses it (pricing.ts): what a form's item shows of its prices. A member is a
  // JSON array (GroupMemberTuple), not an object: the average page's group has ~60 products, and
  // the group was most of the statement's cost in PostgreSQL; building a json_build_object of
  // eight keys and a nested object per member took a fifth of it (a backend's CPU for 300
  // distinct pages at 50,000 products, 1.97 → 1.57 ms a page); membersOf names the values.
  // The members' price rows are joined and the first of each product kept (DISTINCT ON), not
  // looked up and sorted by a LATERAL subquery per member: the group is still ~2/3 of the
  // statement's backend CPU, and the lateral form cost some 6 % more of it.
  const groupProducts = jsonRows(
    `json_build_array(m.id, m.alias, m.form, m.dosage, m.pack_quantity, m.pack_unit, m.image,
      m.price_type_id, m.price, m.available_for_order, m.available_for_booking)`,
    sql`(SELECT DISTINCT ON (p.id) p.id, p.alias, p.form, p.dosage, p.pack_quantity, p.pack_unit,
        p.image, pp.price_type_id, pp.price::float8 AS price, pp.available_for_order,
        pp.available_for_booking
      FROM products p
      LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.region_id = ${regionId}::text
      WHERE p.group_code = g.code
      ORDER BY p.id, ${sql.raw(variantOrderSql)}) m`,
    'm.form, m.dosage, m.pack_quantity, m.id',
  )
  return db
    .select({
      ...productRowColumns,
      prices: sql<PriceRow[]>`${jsonRows(
        rowObject(t.productPrices, 'pp'),
        sql`product_prices pp WHERE pp.product_id = ${id} AND pp.region_id = ${regionId}`,
        'pp.price_type_id',
      )}`,
      badges: sql<Row<typeof t.productBadges>[]>`${jsonRows(
        rowObject(t.productBadges, 'b'),
        sql`product_badges b WHERE b.product_id = ${id}`,
        'b.id',
      )}`,
      productMnns: sql<{ position: number; mnnId: number }[]>`${jsonRows(
        rowObject(t.productMnns, 'm', ['position', 'mnnId']),
        sql`product_mnns m WHERE m.product_id = ${id}`,
        'm.position, m.mnn_id',
      )}`,
      // In the order the table gives them, as the page always read them (a seeded bundle's items
      // in the order its name lists them); the item's name by a subquery of its own, so the scan
      // of the bundle's items stays the one it was.
      bundleItems: sql<
        { productId: number; quantity: number; product: { shortName: string } }[]
      >`${jsonRows(
        `json_build_object('productId', bi.product_id, 'quantity', bi.quantity, 'product',
          json_build_object('shortName', (SELECT bp.short_name FROM products bp WHERE bp.id = bi.product_id)))`,
        sql`product_bundle_items bi WHERE bi.bundle_id = ${id}`,
      )}`,
      ...placementsOf(today)({ id }),
      certificates: sql<Row<typeof t.certificates>[]>`${jsonRows(
        rowObject(t.certificates, 'c'),
        sql`certificates c WHERE c.product_id = ${id}`,
        'c.id',
      )}`,
      instruction: sql<Row<typeof t.productInstructions> | null>`(
        SELECT ${sql.raw(rowObject(t.productInstructions, 'i'))}
        FROM product_instructions i WHERE i.product_id = ${id})`,
      group: sql<(Row<typeof t.productGroups> & { products: GroupMemberTuple[] }) | null>`(
        SELECT json_build_object(${sql.raw(rowPairs(t.productGroups, 'g').join(', '))},
          'products', ${groupProducts})
        FROM product_groups g WHERE g.code = "products"."group_code")`,
    })
    .from(t.products)
    .where(sql`${t.products.alias} = ${sql.placeholder('alias')}`)
    .limit(1)
    .prepare('product_page')
}

/**
 * A product of the page's group as its statement reads it: id, alias, form, dosage, pack quantity
 * and unit, image, then its current variant's price type (null: no variant in the region), price
 * and availability for order and for booking.
 */
type GroupMemberTuple = [
  id: number,
  alias: string,
  form: string,
  dosage: string | null,
  packQuantity: number,
  packUnit: string,
  image: string,
  priceTypeId: number | null,
  price: number | null,
  availableForOrder: boolean | null,
  availableForBooking: boolean | null,
]

/** The group's products as groupForms reads them and, beside them, their current variants. */
function membersOf(tuples: readonly GroupMemberTuple[]) {
  const products: Parameters<typeof primeGroupForms>[3] = []
  const current: (ShownVariant | null)[] = []
  for (const tuple of tuples) {
    const [id, alias, form, dosage, packQuantity, packUnit, image, priceTypeId] = tuple
    products.push({ id, alias, form, dosage, packQuantity, packUnit, image })
    current.push(
      priceTypeId === null
        ? null
        : {
            price: tuple[8] as number,
            availableForOrder: tuple[9] as boolean,
            availableForBooking: tuple[10] as boolean,
          },
    )
  }
  return { products, current }
}

type PreparedCards = ReturnType<typeof prepareCards>
type PreparedPage = ReturnType<typeof preparePage>
const prepared = new WeakMap<Database, { cards: PreparedCards; page: PreparedPage }>()

/** Prepared once per process's database; a traced request runs them through its own client. */
function statementsOf(db: Database) {
  const shared = sharedDatabase(db)
  let statements = prepared.get(shared)
  if (!statements) {
    statements = { cards: prepareCards(shared), page: preparePage(shared) }
    prepared.set(shared, statements)
  }
  return onRequestClient(db, statements)
}

type CardContext = Pick<ApiContext, 'db' | 'loaders' | 'now' | 'answer'>
type Card = Awaited<ReturnType<PreparedCards['execute']>>[number]

/** Puts a card's parts into the request's loaders; returns the product row. */
function primeCard(
  ctx: CardContext,
  card: Card,
  regionId: string,
  names: ReferenceNames,
): ProductRow {
  const { prices, badges, productMnns, bundleItems, placements, ...product } = card
  ctx.loaders.product.prime(product.id, product)
  ctx.loaders.prices.prime(priceKey(regionId, product.id), prices)
  ctx.loaders.badges.prime(product.id, badges)
  ctx.loaders.mnnsOfProduct.prime(
    product.id,
    [...productMnns]
      .sort((a, b) => a.position - b.position)
      .flatMap(({ mnnId }) => {
        const mnn = names.mnns.get(mnnId)
        return mnn ? [{ id: mnn.id, alias: mnn.alias, title: mnn.title }] : []
      }),
  )
  ctx.loaders.bundleItems.prime(
    product.id,
    bundleItems.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      shortName: item.product.shortName,
    })),
  )
  cardsOfRequest(ctx).set(priceKey(regionId, product.id), {
    badges,
    placement: primePlacement(ctx, regionId, product.id, placements),
  })
  return product
}

/**
 * Cards kept per database at most (the least recently used go first): a keystroke of the search
 * box shows the same popular products as the one before it, and each card read again cost a
 * statement whose JSON the process then parsed again.
 */
const KEPT_CARDS = 20_000
/** How long a card is kept at most: five minutes, as the catalogue aggregates are (catalog/aggregateCache.ts). */
const KEPT_CARD_MS = 5 * 60 * 1000

interface KeptCards {
  /** The catalogueChangeCount these cards were read at: any other, and they all go. */
  changes: number
  cards: Map<string, { at: number; card: Card }>
}

const keptCards = new WeakMap<Database, KeptCards>()

/**
 * The cards kept for a database, emptied when the catalogue changed since (catalogueChanges.ts:
 * a review here, anything told by another process on PostgreSQL).
 */
function keptCardsOf(db: Database): KeptCards {
  const shared = sharedDatabase(db)
  let kept = keptCards.get(shared)
  if (!kept || kept.changes !== catalogueChangeCount()) {
    kept = { changes: catalogueChangeCount(), cards: new Map() }
    keptCards.set(shared, kept)
  }
  return kept
}

/** A kept card is shared by the requests that read it: frozen whole, so none can change it. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const part of Object.values(value)) frozen(part)
  }
  return value
}

/**
 * Reads the cards of `ids` in the region and primes the request's loaders with them (product,
 * prices, badges, MNNs, bundle items, sponsored); returns the product rows. The cards read before
 * on the shop's day are kept (KEPT_CARDS, KEPT_CARD_MS) until the catalogue changes; the others
 * are read in one statement.
 */
export async function loadProductCards(
  ctx: CardContext,
  ids: readonly number[],
  regionId: string,
): Promise<Map<number, ProductRow>> {
  const today = answerDate(ctx, SHOP_TIME_ZONE)
  const now = ctx.now.getTime()
  const kept = keptCardsOf(ctx.db)
  const keyOf = (id: number) => `${regionId}\u0001${today}\u0001${id}`
  const cards: Card[] = []
  const missing: number[] = []
  for (const id of new Set(ids)) {
    const key = keyOf(id)
    const hit = kept.cards.get(key)
    if (hit && now - hit.at < KEPT_CARD_MS && now >= hit.at) {
      // Used again: to the young end of the map, the last to be evicted.
      kept.cards.delete(key)
      kept.cards.set(key, hit)
      cards.push(hit.card)
    } else missing.push(id)
  }
  const [rows, names] = await Promise.all([
    missing.length
      ? statementsOf(ctx.db).cards.execute({ ids: missing, regionId, today })
      : ([] as Card[]),
    referenceNames(ctx.db),
  ])
  // Kept only when the catalogue did not change while the statement ran (it may show the rows
  // from before the change).
  const keeps = kept.changes === catalogueChangeCount()
  for (const card of rows) {
    cards.push(card)
    if (!keeps) continue
    kept.cards.set(keyOf(card.id), { at: now, card: frozen(card) })
    if (kept.cards.size > KEPT_CARDS) {
      const oldest = kept.cards.keys().next().value
      if (oldest !== undefined) kept.cards.delete(oldest)
    }
  }
  const found = new Map<number, ProductRow>()
  for (const card of cards) {
    const product = primeCard(ctx, card, regionId, names)
    found.set(product.id, product)
  }
  return found
}

/**
 * Reads the product page of an alias in the region in one statement: primes the card's loaders,
 * the certificates, the instruction, the group and its forms; returns the product row (null: no
 * such product).
 */
export async function loadProductPage(
  ctx: ApiContext,
  alias: string,
  regionId: string,
): Promise<ProductRow | null> {
  const today = answerDate(ctx, SHOP_TIME_ZONE)
  const [[page], names] = await Promise.all([
    statementsOf(ctx.db).page.execute({ alias, regionId, today }),
    referenceNames(ctx.db),
  ])
  if (!page) return null
  const { certificates, instruction, group, ...card } = page
  const product = primeCard(ctx, card, regionId, names)
  ctx.loaders.certificates.prime(product.id, certificates)
  const catalog = productDetailLoaders(ctx)
  catalog.instruction.prime(product.id, instruction ?? null)
  if (group && product.groupCode !== null) {
    const { products, ...groupRow } = group
    catalog.group.prime(groupRow.code, groupRow)
    const members = membersOf(products)
    primeGroupForms(ctx, groupRow.code, regionId, members.products, members.current)
  }
  return product
}
