// A cart write in one statement (#33): the cart row held, the lines removed or upserted (capped by
// the region's maxQuantity) and the cart's lines after the change read back with their products,
// prices and cards — everything the answer and its totals need, without a re-read.
//
// A statement cannot see its own writes, so the lines after the change are the rows the upsert
// returns plus the cart's other lines as the statement found them. That is the cart after the
// write only while nobody changed the cart in between: the UPDATE that holds the cart row applies
// only to the row version the statement's snapshot saw (its xmin), so a write that waited for a
// concurrent one changes nothing and answers `changed`; the caller runs it again (a new snapshot).
import { ERROR_CODES } from '@apteka/sdk/errors'
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  isNull,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import { SHOP_TIME_ZONE, zoneDate } from '../clock/shopClock'
import type { DatabaseOrTransaction } from '../db'
import { cartItems, carts, preOrders, productPrices, products, sellers } from '../db'
import { apiError } from '../errors'
import { placementsOf } from '../product/placements'
import { productRowColumns } from '../product/productRowColumns'
import { type PricedLine, pricedLineOf, priceOfLine, regionPricesOf } from './cartLines'

/** A line the write sets: quantity 0 (or less) removes it. */
export interface WantedLine {
  productId: number
  priceTypeId: number
  quantity: number
  isChecked: boolean
}

/** What a write did: the cart held and its lines after the change, or why not. */
export type LineWrite =
  | { kind: 'written'; cart: HeldCart; lines: PricedLine[] }
  /** The target names no cart. */
  | { kind: 'no-cart' }
  /** Another write changed the cart after this statement began: nothing done, run it again. */
  | { kind: 'changed' }

/** Whose legacy cart a request means: a customer's, or a guest's (cookie `guest_id`). */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; guestId: string }

/** A cart row held by a write, and whether it has a pre-order (its total is then the plan's). */
export type HeldCart = (typeof carts)['$inferSelect'] & { hasPreOrder: boolean }

/** The cart a write changes: the owner's legacy cart (as findOwnedCart picks it), or one by id. */
export type CartTarget = CartOwner | { kind: 'cart'; cartId: string }

const cartColumns = getTableColumns(carts)
const lineColumns = getTableColumns(cartItems)

/**
 * Sets `lines` in the target cart, in the region of the request. Lines not mentioned stay; a line
 * is capped by the variant's maxQuantity in the region. E_34 when the region does not sell a
 * line's product at its price type (or has none left), E_20 for an unknown product — the first
 * such line in the request decides, and the cart stays as it was.
 */
export async function writeCartLines(
  db: DatabaseOrTransaction,
  target: CartTarget,
  regionId: string,
  lines: readonly WantedLine[],
  now: Date,
): Promise<LineWrite> {
  const rows = await lineWriteOf(db, target.kind).execute({
    target:
      target.kind === 'user'
        ? target.userId
        : target.kind === 'guest'
          ? target.guestId
          : target.cartId,
    productIds: lines.map((line) => line.productId),
    priceTypeIds: lines.map((line) => line.priceTypeId),
    quantities: lines.map((line) => line.quantity),
    checked: lines.map((line) => line.isChecked),
    regionId,
    at: now.toISOString(),
    today: zoneDate(now, SHOP_TIME_ZONE),
  })
  const [first] = rows
  if (!first?.status.cartId) return { kind: 'no-cart' }
  const refused = first.status.refused
  if (refused)
    throw apiError(refused.known ? ERROR_CODES.OUT_OF_STOCK : ERROR_CODES.PRODUCT_NOT_FOUND)
  if (!first.cart?.id) return { kind: 'changed' }
  const cart = first.cart as HeldCart
  const answered: PricedLine[] = []
  for (const row of rows) {
    if (!row.item?.productId || !row.product) continue
    answered.push(
      pricedLineOf({
        item: row.item,
        product: row.product,
        price: row.price,
        seller: row.seller,
        regionPrices: row.regionPrices ?? [],
        placements: row.placements,
      }),
    )
  }
  return { kind: 'written', cart, lines: answered }
}

// Built once per database handle and kind of target (drizzle's query building costs more than the
// statement's run), with placeholders for the values; on PostgreSQL also a named statement, parsed
// once per connection.
const lineWrites = new WeakMap<object, Map<CartTarget['kind'], LineWriteStatement>>()
type LineWriteStatement = ReturnType<typeof buildLineWrite>

function lineWriteOf(db: DatabaseOrTransaction, kind: CartTarget['kind']) {
  let byKind = lineWrites.get(db)
  if (!byKind) {
    byKind = new Map()
    lineWrites.set(db, byKind)
  }
  let statement = byKind.get(kind)
  if (!statement) {
    statement = buildLineWrite(db, kind)
    byKind.set(kind, statement)
  }
  return statement
}

/**
 * The id of the owner's legacy cart, a subquery: a customer's most recently updated cart, a
 * guest's the one of their cookie (and of no customer).
 */
export const ownedCartId = (
  db: DatabaseOrTransaction,
  owner:
    | { kind: 'user'; userId: number | Placeholder }
    | { kind: 'guest'; guestId: string | Placeholder },
) =>
  owner.kind === 'user'
    ? db
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.userId, owner.userId))
        .orderBy(desc(carts.updatedAt))
        .limit(1)
    : db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.guestId, owner.guestId), isNull(carts.userId)))
        .limit(1)

/** The subquery answering the target cart's id, its value a placeholder. */
const targetCartId = (db: DatabaseOrTransaction, kind: CartTarget['kind']): SQL => {
  const target = sql.placeholder('target')
  if (kind === 'user') return sql`${ownedCartId(db, { kind, userId: target })}`
  if (kind === 'guest') return sql`${ownedCartId(db, { kind, guestId: target })}`
  return sql`SELECT ${target}::uuid`
}

function buildLineWrite(db: DatabaseOrTransaction, kind: CartTarget['kind']) {
  const regionId = sql.placeholder('regionId')
  const at = sql.placeholder('at')
  const wanted = db.$with('wanted', { productId: lineColumns.productId }).as(sql`
    SELECT * FROM unnest(${sql.placeholder('productIds')}::int[],
      ${sql.placeholder('priceTypeIds')}::int[], ${sql.placeholder('quantities')}::int[],
      ${sql.placeholder('checked')}::bool[])
      WITH ORDINALITY AS w(product_id, price_type_id, quantity, is_checked, n)`)
  // The cart and the row version the snapshot sees.
  const seen = db.$with('seen', { id: cartColumns.id }).as(sql`
    SELECT c.id, c.xmin AS version FROM ${carts} c WHERE c.id = (${targetCartId(db, kind)})`)
  const sellable = db.$with('sellable', { productId: lineColumns.productId }).as(sql`
    SELECT w.product_id, w.price_type_id, least(w.quantity, pp.max_quantity) AS quantity,
      w.is_checked
    FROM wanted w JOIN ${productPrices} pp ON pp.product_id = w.product_id
      AND pp.price_type_id = w.price_type_id AND pp.region_id = ${regionId}
    WHERE w.quantity > 0 AND pp.max_quantity > 0
      AND (pp.available_for_order OR pp.available_for_booking)`)
  // The first line (in the request's order) the region does not sell, and whether it is a product.
  const refusal = db.$with('refusal', { productId: lineColumns.productId }).as(sql`
    SELECT w.product_id,
      EXISTS (SELECT 1 FROM ${products} p WHERE p.id = w.product_id) AS known
    FROM wanted w
    WHERE w.quantity > 0 AND NOT EXISTS (SELECT 1 FROM sellable s
      WHERE s.product_id = w.product_id AND s.price_type_id = w.price_type_id)
    ORDER BY w.n LIMIT 1`)
  const status = db
    .$with('status', {
      cartId: sql<string | null>`write_cart_id`.as('write_cart_id'),
      refused: sql<{ known: boolean } | null>`write_refused`.as('write_refused'),
    })
    .as(sql`
    SELECT (SELECT id FROM seen) AS write_cart_id,
      (SELECT json_build_object('known', known) FROM refusal) AS write_refused`)
  // The row lock that concurrent writes of the cart wait for, taken only on the version seen.
  const held = db
    .$with('held', {
      ...cartColumns,
      hasPreOrder: sql<boolean>`held_has_pre_order`.as('held_has_pre_order'),
    })
    .as(sql`
    UPDATE ${carts} c SET region_id = ${regionId}, updated_at = ${at}::timestamptz
    FROM seen
    WHERE c.id = seen.id AND c.xmin = seen.version AND NOT EXISTS (SELECT 1 FROM refusal)
    RETURNING c.*,
      EXISTS (SELECT 1 FROM ${preOrders} po WHERE po.cart_id = c.id) AS held_has_pre_order`)
  const removed = db.$with('removed', { productId: lineColumns.productId }).as(sql`
    DELETE FROM ${cartItems} ci USING held, wanted w
    WHERE ci.cart_id = held.id AND ci.product_id = w.product_id
      AND ci.price_type_id = w.price_type_id AND w.quantity <= 0
    RETURNING ci.product_id`)
  const written = db.$with('written', lineColumns).as(sql`
    INSERT INTO ${cartItems} (cart_id, product_id, price_type_id, quantity, is_checked, added_at)
    SELECT held.id, s.product_id, s.price_type_id, s.quantity, s.is_checked, ${at}::timestamptz
    FROM held, sellable s
    ON CONFLICT (cart_id, product_id, price_type_id)
      DO UPDATE SET quantity = excluded.quantity, is_checked = excluded.is_checked
    RETURNING cart_id, product_id, price_type_id, quantity, is_checked, added_at`)
  // The cart's lines after the change: those written, and the others as the snapshot has them.
  const after = db.$with('after_write', lineColumns).as(sql`
    SELECT * FROM written
    UNION ALL
    SELECT ci.cart_id, ci.product_id, ci.price_type_id, ci.quantity, ci.is_checked, ci.added_at
    FROM ${cartItems} ci JOIN held ON ci.cart_id = held.id
    WHERE NOT EXISTS (SELECT 1 FROM wanted w
      WHERE w.product_id = ci.product_id AND w.price_type_id = ci.price_type_id)`)
  return db
    .with(wanted, seen, sellable, refusal, status, held, removed, written, after)
    .select({
      status: { cartId: status.cartId, refused: status.refused },
      cart: {
        id: held.id,
        userId: held.userId,
        guestId: held.guestId,
        regionId: held.regionId,
        createdAt: held.createdAt,
        updatedAt: held.updatedAt,
        hasPreOrder: held.hasPreOrder,
      },
      item: {
        cartId: after.cartId,
        productId: after.productId,
        priceTypeId: after.priceTypeId,
        quantity: after.quantity,
        isChecked: after.isChecked,
        addedAt: after.addedAt,
      },
      product: productRowColumns,
      price: productPrices,
      seller: sellers,
      regionPrices: regionPricesOf(regionId, after.productId),
      ...placementsOf(sql.placeholder('today'))(products),
    })
    .from(status)
    .leftJoin(held, sql`true`)
    .leftJoin(after, sql`true`)
    .leftJoin(products, eq(products.id, after.productId))
    .leftJoin(productPrices, priceOfLine(after, regionId))
    .leftJoin(sellers, eq(sellers.id, productPrices.sellerId))
    .orderBy(asc(after.addedAt), asc(after.productId), asc(after.priceTypeId))
    .prepare(`cart_line_write_${kind}`)
}
