// A product's reviews: the published page of them with their count and average, and a
// customer's new review (one per customer and product) that updates the product's rating.
import { and, avg, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../db'
import * as t from '../db'
import { noteCatalogueChange } from './catalogueChanges'

export type ReviewRow = typeof t.reviews.$inferSelect

/** The name a review is signed with: 'Анна К.', or 'Покупатель' without a name. */
export async function reviewAuthorName(db: Database, userId: number): Promise<string> {
  const [user] = await db
    .select({ name: t.users.name, surname: t.users.surname })
    .from(t.users)
    .where(eq(t.users.id, userId))
  return user?.name ? `${user.name}${user.surname ? ` ${user.surname[0]}.` : ''}` : 'Покупатель'
}

/**
 * Adds the customer's review and sets the product's rating and count from its published
 * reviews, in one transaction; null when the customer has already reviewed the product (the
 * unique index decides, so two reviews sent at once cannot both land).
 */
export async function addReview(
  db: Database,
  review: {
    productId: number
    userId: number
    authorName: string
    rating: number
    message: string
  },
): Promise<ReviewRow | null> {
  // The product row changes: its kept cards go before the write and again once it committed (a
  // card read in between is not kept). The other processes are told by the response cache.
  noteCatalogueChange()
  try {
    return await writeReview(db, review)
  } finally {
    noteCatalogueChange()
  }
}

function writeReview(
  db: Database,
  review: Parameters<typeof addReview>[1],
): Promise<ReviewRow | null> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(t.reviews)
      .values(review)
      .onConflictDoNothing({ target: [t.reviews.productId, t.reviews.userId] })
      .returning()
    if (!inserted) return null
    const [stats] = await tx
      .select({ average: avg(t.reviews.rating), total: count() })
      .from(t.reviews)
      .where(and(eq(t.reviews.productId, review.productId), eq(t.reviews.isPublished, true)))
    await tx
      .update(t.products)
      .set({
        rating: Math.round(Number(stats?.average ?? 0) * 10) / 10,
        reviewsCount: Number(stats?.total ?? 0),
      })
      .where(eq(t.products.id, review.productId))
    return inserted
  })
}

/** A page of the product's published reviews, newest first, with their count and average. */
export async function publishedReviews(
  db: Database,
  productId: number,
  page: number,
  pageSize: number,
) {
  const published = and(eq(t.reviews.productId, productId), eq(t.reviews.isPublished, true))
  const rows = await db
    .select()
    .from(t.reviews)
    .where(published)
    .orderBy(desc(t.reviews.createdAt), desc(t.reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [stats] = await db
    .select({ total: count(), average: avg(t.reviews.rating) })
    .from(t.reviews)
    .where(published)
  return {
    rows,
    total: Number(stats?.total ?? 0),
    averageRating: Math.round(Number(stats?.average ?? 0) * 10) / 10,
  }
}
