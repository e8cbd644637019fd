// The profile's SQL: the customer's row and its changes, favourites, call-back requests, drug
// notifications, and what decides whether a promo code may still be entered.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, count, desc, eq, ne } from 'drizzle-orm'
import { numericId } from '../cart/carts'
import type { DatabaseOrTransaction } from '../db'
import {
  callbackRequests,
  drugNotifications,
  favorites,
  orders,
  products,
  promoCodes,
  users,
} from '../db'
import { apiError } from '../errors'
import type { ProfileModel } from '../models'

/** The id of the product named, or E_20 when there is none. */
export async function existingProductId(db: DatabaseOrTransaction, id: string): Promise<number> {
  const productId = numericId(id)
  const [product] =
    productId !== null
      ? await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
      : []
  if (!product) throw apiError(ERROR_CODES.PRODUCT_NOT_FOUND)
  return product.id
}

/** A page of the customer's favourite products, last added first, in the region asked for. */
export async function favouritesPage(
  db: DatabaseOrTransaction,
  userId: number,
  regionId: string,
  page: { pageSize: number; offset: number },
) {
  const rows = await db
    .select({ product: products })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db
    .select({ value: count() })
    .from(favorites)
    .where(eq(favorites.userId, userId))
  return { items: rows.map((row) => ({ ...row.product, regionId })), total: total?.value ?? 0 }
}

/** The ids of the customer's favourite products, last added first. */
export async function favouriteProductIds(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
  return rows.map((row) => row.productId)
}

/** Adds a favourite (again is a no-op) or takes it away. */
export async function setFavourite(
  db: DatabaseOrTransaction,
  favourite: { userId: number; productId: number; now: Date },
  wanted: boolean,
): Promise<void> {
  const { userId, productId } = favourite
  if (wanted) {
    await db
      .insert(favorites)
      .values({ userId, productId, createdAt: favourite.now })
      .onConflictDoNothing()
  } else {
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
  }
}

/** Whether another customer already has this e-mail. */
export async function emailTaken(
  db: DatabaseOrTransaction,
  email: string,
  userId: number,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
  return taken !== undefined
}

export async function updateProfile(
  db: DatabaseOrTransaction,
  userId: number,
  changes: Partial<ProfileModel>,
): Promise<ProfileModel> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning()
  return updated as ProfileModel
}

export async function saveCallbackRequest(
  db: DatabaseOrTransaction,
  request: typeof callbackRequests.$inferInsert,
): Promise<void> {
  await db.insert(callbackRequests).values(request)
}

export async function saveDrugNotification(
  db: DatabaseOrTransaction,
  notification: typeof drugNotifications.$inferInsert,
): Promise<void> {
  await db.insert(drugNotifications).values(notification)
}

/** A promo code can be entered while an active code exists the customer may still use. */
export async function promoCodeAvailable(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<boolean> {
  const active = await db.select().from(promoCodes).where(eq(promoCodes.active, true))
  if (active.some((promo) => !promo.firstOrderOnly)) return true
  if (!active.length) return false
  const [placed] = await db.select({ value: count() }).from(orders).where(eq(orders.userId, userId))
  return (placed?.value ?? 0) === 0
}
