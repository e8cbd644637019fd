// Geography: sales regions.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { boolean, doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'

/** A sales region: one row per federal subject, except that Moscow and Московская область share
 * the default row 'moscowregion' (SPEC §3, §9), which lists both in `federalSubjects`. */
export const regions = pgTable(
  'regions',
  {
    id: text('id').primaryKey(),
    /** The region's code as in car plates and the region cookie (77 for the default). */
    num: integer('num').notNull(),
    name: text('name').notNull(),
    nameI: text('name_i').notNull(),
    nameR: text('name_r').notNull(),
    nameP: text('name_p').notNull(),
    cityNameI: text('city_name_i').notNull(),
    cityNameR: text('city_name_r').notNull(),
    cityNameP: text('city_name_p').notNull(),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Official names of the federal subjects this region covers. */
    federalSubjects: text('federal_subjects').array().notNull(),
    position: integer('position').notNull().default(0),
    /** The IANA time zone the region's days are counted in ('Asia/Novosibirsk'). */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  },
  (t) => [uniqueIndex('regions_num_idx').on(t.num)],
)
