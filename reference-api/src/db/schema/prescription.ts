// Prescriptions uploaded by shoppers.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamptz } from './columns'
import type { PrescriptionProduct } from './jsonShapes'
import { regions } from './region'

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    number: text('number').notNull(),
    dosage: text('dosage'),
    products: jsonb('products').$type<PrescriptionProduct[]>().notNull().default([]),
    url: text('url'),
    /** Whose prescription it is (the addPrescription argument). */
    owner: text('owner'),
    hash: text('hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_user_idx').on(t.userId),
    uniqueIndex('prescriptions_hash_idx').on(t.hash),
  ],
)
