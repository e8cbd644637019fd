// Bookkeeping of the seed.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { integer, pgTable } from 'drizzle-orm/pg-core'
import { day, timestamptz } from './columns'

/** One row once a seed has completed; `ensureSeeded` looks here. */
export const seedRuns = pgTable('seed_runs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  seed: integer('seed').notNull(),
  catalogSize: integer('catalog_size').notNull(),
  /** The day the dates of the seed (promotions, expiry) are relative to. */
  today: day('today').notNull(),
  productCount: integer('product_count').notNull(),
  priceRowCount: integer('price_row_count').notNull(),
  durationMs: integer('duration_ms').notNull(),
  completedAt: timestamptz('completed_at').notNull().defaultNow(),
})
