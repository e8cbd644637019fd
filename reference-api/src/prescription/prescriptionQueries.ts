// The prescriptions' SQL: a customer's stored EMIAS prescriptions, the catalogue's drugs the
// stand-in lookup draws them from, and storing what it found (once per owner).
import { and, asc, desc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { prescriptions, products } from '../db'

export type PrescriptionRow = typeof prescriptions.$inferSelect
export type NewPrescription = typeof prescriptions.$inferInsert

/** The customer's prescriptions of a region, newest first. */
export function customerPrescriptions(
  db: DatabaseOrTransaction,
  userId: number,
  regionId: string,
): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.userId, userId), eq(prescriptions.regionId, regionId)))
    .orderBy(desc(prescriptions.createdAt), asc(prescriptions.id))
}

/** One of the customer's prescriptions; null when it is someone else's or does not exist. */
export async function customerPrescription(
  db: DatabaseOrTransaction,
  userId: number,
  id: number,
): Promise<PrescriptionRow | null> {
  const [row] = await db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)))
  return row ?? null
}

/** The drugs a prescription may name: prescription-only ones first, at most 200. */
export function prescribableDrugs(db: DatabaseOrTransaction) {
  return db
    .select({ id: products.id, name: products.name, rx: products.requiresPrescription })
    .from(products)
    .where(eq(products.kind, 'drug'))
    .orderBy(desc(products.requiresPrescription), asc(products.id))
    .limit(200)
}

/** Stores the prescriptions found; adding the same owner again changes nothing. */
export async function storePrescriptions(
  db: DatabaseOrTransaction,
  rows: NewPrescription[],
): Promise<void> {
  await db.insert(prescriptions).values(rows).onConflictDoNothing()
}
