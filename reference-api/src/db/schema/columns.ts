// Column helpers shared by the tables of every domain (money, days, timestamps, tsvector).
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { customType, date, numeric, timestamp } from 'drizzle-orm/pg-core'

/** A PostgreSQL `tsvector`; drizzle has no built-in column for it. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
})

/** Money in roubles with kopecks, read back as a JS number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' })

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A calendar day as 'YYYY-MM-DD'. */
export const day = (name: string) => date(name, { mode: 'string' })
