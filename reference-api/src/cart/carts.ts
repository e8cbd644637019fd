// Whose cart a request means, and changing it safely.
//
// Legacy flow: a signed-in customer's cart is their most recently updated cart row; a guest's is
// the row whose guest_id is the `guest_id` cookie. Mini flow (ex_cart_id): the cart is addressed by
// its uuid from local storage; it is readable by anyone holding the id unless it belongs to a
// customer, then only by that customer. A signed-in customer's mini cart without an id is their
// own cart, and an anonymous mini cart used while signed in is attached to the customer.
//
// Every change holds the cart row by an UPDATE (its row lock), so concurrent updates of one cart
// apply one after another: quantities are set, never added twice. updateCart of an existing cart
// is one statement (cartLineWrite.ts); other changes run in a transaction that holds the row
// first. Creating a cart takes an advisory lock on the owner first, so two first requests cannot
// create two carts.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { isPriceTypeId } from '@apteka/sdk/rules'
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { cachedAggregate } from '../catalog/aggregateCache'
import { SHOP_TIME_ZONE, zoneDate } from '../clock/shopClock'
import type { Database, DatabaseOrTransaction, Transaction } from '../db'
import { cartItems, carts, preOrders, productPrices } from '../db'
import { apiError } from '../errors'
import type { CartItemInput } from '../generated/resolvers'
import { lineKey, loadCartLines, type PricedLine } from './cartLines'
import {
  type CartOwner,
  type HeldCart,
  ownedCartId,
  type WantedLine,
  writeCartLines,
} from './cartLineWrite'
import { type CartView, cartView, regionZone } from './cartView'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type CartRow = Row<typeof carts>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)

/** Parses a GraphQL ID of a numeric row, or null. */
export const numericId = (value: string | number): number | null => {
  const text = String(value).trim()
  if (!/^\d{1,9}$/.test(text)) return null
  return Number(text)
}

export const ownerOf = (viewer: { userId: number | null }, guestId: string): CartOwner =>
  viewer.userId !== null ? { kind: 'user', userId: viewer.userId } : { kind: 'guest', guestId }

const ownerKey = (owner: CartOwner) =>
  owner.kind === 'user' ? `cart:user:${owner.userId}` : `cart:guest:${owner.guestId}`

/** A transaction-scoped advisory lock on a text key. */
export async function lockKey(tx: DatabaseOrTransaction, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

export async function findOwnedCart(
  db: DatabaseOrTransaction,
  owner: CartOwner,
): Promise<CartRow | null> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(eq(carts.id, ownedCartId(db, owner)))
  return cart ?? null
}

export async function findCartById(db: DatabaseOrTransaction, id: string): Promise<CartRow | null> {
  if (!isUuid(id)) return null
  const [cart] = await db.select().from(carts).where(eq(carts.id, id)).limit(1)
  return cart ?? null
}

async function createCart(
  tx: DatabaseOrTransaction,
  owner: CartOwner | null,
  regionId: string,
  now: Date,
) {
  const [cart] = await tx
    .insert(carts)
    .values({
      userId: owner?.kind === 'user' ? owner.userId : null,
      guestId: owner?.kind === 'guest' ? owner.guestId : null,
      regionId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!cart) throw apiError(ERROR_CODES.GENERIC)
  return cart
}

// The row as the write holds it, and whether a pre-order is open for it: read by the UPDATE that
// holds the row, so a cart without a pre-order needs no statement more (#33).
const heldColumns = {
  ...getTableColumns(carts),
  // Spelled out: drizzle drops the table of a column named in RETURNING.
  hasPreOrder: sql<boolean>`EXISTS (SELECT 1 FROM ${preOrders} po WHERE po.cart_id = "carts"."id")`,
}

/**
 * Locks the cart row and points it at the region of the request: the UPDATE itself takes the row
 * lock, until the transaction ends, that a concurrent change of the cart waits for.
 */
async function holdCart(tx: Transaction, cart: CartRow, regionId: string, now: Date) {
  const [held] = await tx
    .update(carts)
    .set({ regionId, updatedAt: now })
    .where(eq(carts.id, cart.id))
    .returning(heldColumns)
  if (!held) throw apiError(ERROR_CODES.GENERIC)
  return held
}

/**
 * The owner's legacy cart found and held by one UPDATE (as findOwnedCart picks it, then
 * holdCart); null when the owner has none. Runs under the owner's advisory lock, so no cart of
 * theirs can appear meanwhile.
 */
async function holdOwnedCart(
  tx: Transaction,
  owner: CartOwner,
  regionId: string,
  now: Date,
): Promise<HeldCart | null> {
  const [held] = await tx
    .update(carts)
    .set({ regionId, updatedAt: now })
    .where(eq(carts.id, ownedCartId(tx, owner)))
    .returning(heldColumns)
  return held ?? null
}

/**
 * The lines a write sets, one per product and price type (the last one given wins, in the place of
 * the first); quantity 0 (or less) removes a line. E_20 for an id that cannot be a product or a
 * price type.
 */
export function wantedLines(items: readonly CartItemInput[]): WantedLine[] {
  const wanted = new Map<string, WantedLine>()
  for (const item of items) {
    const productId = numericId(item.productID)
    if (productId === null || !isPriceTypeId(item.priceTypeID))
      throw apiError(ERROR_CODES.PRODUCT_NOT_FOUND)
    const line = {
      productId,
      priceTypeId: item.priceTypeID,
      quantity: Math.trunc(item.quantity),
      isChecked: item.isChecked ?? true,
    }
    wanted.set(lineKey(line), line)
  }
  return [...wanted.values()]
}

/**
 * Sets the lines in a cart the transaction holds (writeCartLines), answering its lines after the
 * change. The cart row is the transaction's, so the write cannot find it changed.
 */
export async function setHeldCartLines(
  tx: Transaction,
  cartId: string,
  regionId: string,
  lines: readonly WantedLine[],
  now: Date,
): Promise<PricedLine[]> {
  const write = await writeCartLines(tx, { kind: 'cart', cartId }, regionId, lines, now)
  if (write.kind !== 'written') throw apiError(ERROR_CODES.GENERIC)
  return write.lines
}

/** Removes every line of the cart. */
export async function clearCartLines(tx: DatabaseOrTransaction, cartId: string) {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
}

/** A cart as a read answers it: its view, and its lines with their products' cards. */
export async function viewOfCart(
  db: Database,
  cartId: string,
  regionId: string,
  now: Date,
): Promise<{ view: CartView; lines: PricedLine[] }> {
  const [lines, zone] = await Promise.all([
    loadCartLines(db, cartId, regionId, { today: zoneDate(now, SHOP_TIME_ZONE) }),
    regionZone(db, regionId),
  ])
  return { view: cartView(lines, regionId, zone), lines }
}

/**
 * The region's delivery zone (the cart's courier price), kept like the catalogue aggregates: the
 * zones change only with a seed, and a cart write need not read them inside its transaction.
 */
export const keptRegionZone = (db: Database, now: Date, regionId: string) =>
  cachedAggregate({ db, now }, `region-zone\u0001${regionId}`, () => regionZone(db, regionId))

/** What a cart write answers: the held cart, its view, and its lines with their cards. */
export interface ChangedCart {
  cart: HeldCart
  view: CartView
  lines: PricedLine[]
}

/**
 * The legacy cart of the owner, created on first change. Answers the whole cart after the change,
 * its lines read with their products' cards (the answer's fields need no statement more).
 */
export async function changeOwnedCart(
  db: Database,
  owner: CartOwner,
  regionId: string,
  now: Date,
  change: CartChange,
): Promise<ChangedCart> {
  return changeHeldCart(db, regionId, now, change, async (tx) => {
    // An existing cart is held by its row lock alone. Only an owner without one takes the
    // owner's lock, then looks again (a statement of its own sees what committed meanwhile)
    // before creating it, so two first requests cannot create two carts.
    const held = await holdOwnedCart(tx, owner, regionId, now)
    if (held) return held
    await lockKey(tx, ownerKey(owner))
    return (
      (await holdOwnedCart(tx, owner, regionId, now)) ?? {
        // A new row is the transaction's own until it commits: created is held.
        ...(await createCart(tx, owner, regionId, now)),
        hasPreOrder: false,
      }
    )
  })
}

/** A change of a cart's lines, inside the transaction that holds the cart. */
type CartChange = (tx: Transaction, cart: CartRow) => Promise<PricedLine[]>

/**
 * Runs a cart change in one transaction: `hold` finds (or creates) the cart and holds its row,
 * `change` writes its lines; answers the cart after the change.
 */
async function changeHeldCart(
  db: Database,
  regionId: string,
  now: Date,
  change: CartChange,
  hold: (tx: Transaction) => Promise<HeldCart>,
): Promise<ChangedCart> {
  const zone = await keptRegionZone(db, now, regionId)
  return db.transaction(async (tx) => {
    const cart = await hold(tx)
    const lines = await change(tx, cart)
    return { cart, view: cartView(lines, regionId, zone), lines }
  })
}

/**
 * updateCart: sets the lines in the owner's legacy cart and answers the cart after the change. An
 * existing cart is changed by one statement, outside a transaction (writeCartLines); it runs again
 * when a concurrent write changed the cart first. The first write (no cart yet), or one that keeps
 * meeting concurrent writes, goes through changeOwnedCart's transaction, which holds the row first.
 */
export async function updateOwnedCart(
  db: Database,
  owner: CartOwner,
  regionId: string,
  items: readonly CartItemInput[],
  now: Date,
): Promise<ChangedCart> {
  const lines = wantedLines(items)
  const zone = await keptRegionZone(db, now, regionId)
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const write = await writeCartLines(db, owner, regionId, lines, now)
    if (write.kind === 'no-cart') break
    if (write.kind === 'written')
      return { cart: write.cart, view: cartView(write.lines, regionId, zone), lines: write.lines }
  }
  return changeOwnedCart(db, owner, regionId, now, (tx, held) =>
    setHeldCartLines(tx, held.id, regionId, lines, now),
  )
}

/** How often a write of an existing cart runs again, after concurrent writes, before it locks. */
const OPTIMISTIC_ATTEMPTS = 3

/**
 * The mini cart to change: the one with `id` when the caller may use it, else (a signed-in
 * customer) their own cart, else a new one. An anonymous cart used while signed in is attached
 * to the customer.
 */
export async function changeMiniCart(
  db: Database,
  id: string | null | undefined,
  userId: number | null,
  regionId: string,
  now: Date,
  change: CartChange,
): Promise<ChangedCart> {
  return changeHeldCart(db, regionId, now, change, async (tx) => {
    if (userId !== null) await lockKey(tx, `cart:user:${userId}`)
    let cart = id ? await findCartById(tx, id) : null
    if (cart && cart.userId !== null && cart.userId !== userId) cart = null
    if (cart) await lockKey(tx, `cart:id:${cart.id}`)
    if (!cart && userId !== null) cart = await findOwnedCart(tx, { kind: 'user', userId })
    if (!cart)
      cart = await createCart(tx, userId !== null ? { kind: 'user', userId } : null, regionId, now)
    if (cart.userId === null && userId !== null) {
      await tx.update(carts).set({ userId, guestId: null }).where(eq(carts.id, cart.id))
      cart = { ...cart, userId, guestId: null }
    }
    return holdCart(tx, cart, regionId, now)
  })
}

/** A mini cart the caller may read, or null. */
export async function readableMiniCart(
  db: DatabaseOrTransaction,
  id: string,
  userId: number | null,
) {
  const cart = await findCartById(db, id)
  if (!cart || (cart.userId !== null && cart.userId !== userId)) return null
  return cart
}

/**
 * On sign-in: the guest's legacy cart joins the customer's cart. Quantities of the same line are
 * summed and capped by maxQuantity in the customer's cart region; the guest cart is deleted.
 * With no cart of their own, the customer simply takes the guest cart over.
 */
export async function mergeGuestCart(db: Database, guestId: string, userId: number, now: Date) {
  await db.transaction(async (tx) => {
    await lockKey(tx, `cart:user:${userId}`)
    await lockKey(tx, `cart:guest:${guestId}`)
    const guestCart = await findOwnedCart(tx, { kind: 'guest', guestId })
    if (!guestCart) return
    const guestLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guestCart.id))
    const userCart = await findOwnedCart(tx, { kind: 'user', userId })
    if (!userCart) {
      if (guestLines.length === 0) {
        await tx.delete(carts).where(eq(carts.id, guestCart.id))
        return
      }
      await tx
        .update(carts)
        .set({ userId, guestId: null, updatedAt: now })
        .where(eq(carts.id, guestCart.id))
      return
    }
    await holdCart(tx, userCart, userCart.regionId, now)
    const own = await tx.select().from(cartItems).where(eq(cartItems.cartId, userCart.id))
    const ownByKey = new Map(own.map((line) => [lineKey(line), line]))
    const ids = [...new Set(guestLines.map((line) => line.productId))]
    const prices = ids.length
      ? await tx
          .select()
          .from(productPrices)
          .where(
            and(
              eq(productPrices.regionId, userCart.regionId),
              inArray(productPrices.productId, ids),
            ),
          )
      : []
    const priceOf = new Map(prices.map((price) => [lineKey(price), price]))
    for (const line of guestLines) {
      const sum = (ownByKey.get(lineKey(line))?.quantity ?? 0) + line.quantity
      const cap = priceOf.get(lineKey(line))?.maxQuantity
      const quantity = cap !== undefined && cap > 0 ? Math.min(sum, cap) : sum
      await tx
        .insert(cartItems)
        .values({
          cartId: userCart.id,
          productId: line.productId,
          priceTypeId: line.priceTypeId,
          quantity,
          isChecked: line.isChecked,
          addedAt: line.addedAt,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.priceTypeId],
          set: { quantity },
        })
    }
    await tx.delete(carts).where(eq(carts.id, guestCart.id))
  })
}
