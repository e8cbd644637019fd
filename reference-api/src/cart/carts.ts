// Whose cart a request means, and changing it safely.
//
// Legacy flow: a signed-in customer's cart is their most recently updated cart row; a guest's is
// the row whose guest_id is the `guest_id` cookie. Mini flow (ex_cart_id): the cart is addressed by
// its uuid from local storage; it is readable by anyone holding the id unless it belongs to a
// customer, then only by that customer. A signed-in customer's mini cart without an id is their
// own cart, and an anonymous mini cart used while signed in is attached to the customer.
//
// Every change runs in one transaction that takes an advisory lock on the owner (so two first
// requests cannot create two carts) and an UPDATE of the cart row (its row lock), so concurrent
// updates of one cart apply one after another: quantities are set, never added twice.
import { ERROR_CODES, isPriceTypeId } from '@apteka/sdk/rules'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { cachedAggregate } from '../catalog/aggregateCache'
import type { Database, DatabaseOrTransaction, Transaction } from '../db'
import { cartItems, carts, productPrices, products } from '../db'
import { apiError } from '../errors'
import type { CartItemInput } from '../generated/resolvers'
import { lineKey, loadCartLines } from './cartLines'
import { type CartView, cartView, regionZone } from './cartView'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type CartRow = Row<typeof carts>

export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; guestId: string }

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
  const [cart] =
    owner.kind === 'user'
      ? await db
          .select()
          .from(carts)
          .where(eq(carts.userId, owner.userId))
          .orderBy(desc(carts.updatedAt))
          .limit(1)
      : await db
          .select()
          .from(carts)
          .where(and(eq(carts.guestId, owner.guestId), isNull(carts.userId)))
          .limit(1)
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

/**
 * Locks the cart row and points it at the region of the request: the UPDATE itself takes the row
 * lock, until the transaction ends, that a concurrent change of the cart waits for.
 */
async function holdCart(tx: Transaction, cart: CartRow, regionId: string, now: Date) {
  await tx.update(carts).set({ regionId, updatedAt: now }).where(eq(carts.id, cart.id))
  return { ...cart, regionId, updatedAt: now }
}

/**
 * Sets the given lines: quantity 0 (or less) removes a line, others are capped by the variant's
 * maxQuantity in the region; lines not mentioned stay. E_20 for an unknown product or price type,
 * E_34 when the region does not sell the product at that price type (or has none left).
 */
export async function setCartLines(
  tx: DatabaseOrTransaction,
  cartId: string,
  regionId: string,
  items: readonly CartItemInput[],
  now: Date,
) {
  const wanted = new Map<
    string,
    { productId: number; priceTypeId: number; quantity: number; isChecked: boolean }
  >()
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
  if (wanted.size === 0) return
  const lines = [...wanted.values()]
  const ids = [...new Set(lines.map((line) => line.productId))]
  // The products and their prices in the region, in one statement.
  const rows = await tx
    .select({ id: products.id, price: productPrices })
    .from(products)
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.regionId, regionId)),
    )
    .where(inArray(products.id, ids))
  const known = new Set(rows.map((row) => row.id))
  const priceOf = new Map(
    rows.flatMap(({ price }) => (price ? [[lineKey(price), price] as const] : [])),
  )
  for (const line of lines) {
    if (line.quantity <= 0) {
      await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.productId, line.productId),
            eq(cartItems.priceTypeId, line.priceTypeId),
          ),
        )
      continue
    }
    if (!known.has(line.productId)) throw apiError(ERROR_CODES.PRODUCT_NOT_FOUND)
    const price = priceOf.get(lineKey(line))
    if (
      !price ||
      price.maxQuantity <= 0 ||
      (!price.availableForOrder && !price.availableForBooking)
    ) {
      throw apiError(ERROR_CODES.OUT_OF_STOCK)
    }
    const quantity = Math.min(line.quantity, price.maxQuantity)
    await tx
      .insert(cartItems)
      .values({ cartId, ...line, quantity, addedAt: now })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.priceTypeId],
        set: { quantity, isChecked: line.isChecked },
      })
  }
}

export async function viewOfCart(
  db: DatabaseOrTransaction,
  cartId: string,
  regionId: string,
): Promise<CartView> {
  const [lines, zone] = [await loadCartLines(db, cartId, regionId), await regionZone(db, regionId)]
  return cartView(lines, regionId, zone)
}

/**
 * The region's delivery zone (the cart's courier price), kept like the catalogue aggregates: the
 * zones change only with a seed, and a cart write need not read them inside its transaction.
 */
export const keptRegionZone = (db: Database, now: Date, regionId: string) =>
  cachedAggregate({ db, now }, `region-zone\u0001${regionId}`, () => regionZone(db, regionId))

/** The legacy cart of the owner, created on first change. Answers the whole cart after the change. */
export async function changeOwnedCart(
  db: Database,
  owner: CartOwner,
  regionId: string,
  now: Date,
  change: (tx: Transaction, cart: CartRow) => Promise<void>,
): Promise<{ cart: CartRow; view: CartView }> {
  const zone = await keptRegionZone(db, now, regionId)
  return db.transaction(async (tx) => {
    await lockKey(tx, ownerKey(owner))
    const found = (await findOwnedCart(tx, owner)) ?? (await createCart(tx, owner, regionId, now))
    const cart = await holdCart(tx, found, regionId, now)
    await change(tx, cart)
    return { cart, view: cartView(await loadCartLines(tx, cart.id, regionId), regionId, zone) }
  })
}

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
  change: (tx: Transaction, cart: CartRow) => Promise<void>,
): Promise<{ cart: CartRow; view: CartView }> {
  return db.transaction(async (tx) => {
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
    const held = await holdCart(tx, cart, regionId, now)
    await change(tx, held)
    return { cart: held, view: await viewOfCart(tx, held.id, regionId) }
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
