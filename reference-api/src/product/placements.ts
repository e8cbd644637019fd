// The sponsored placements a product card carries, as a column of the statement that reads the
// cards (product cards, product page, cart lines). Kept apart from productCards.ts so the cart's
// statements use it without importing the product detail loaders (detailLoaders.ts).

import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import * as t from '../db'

/** What a sponsored card reads of a placement (detailLoaders.ts `sponsored`). */
export interface PlacementRow {
  productId: number
  regionIds: string[] | null
  trackUrl: string
  impsUrl: string
  position: number
  name: string
}

// Placements running on the shop's day `today` (a placeholder in the prepared statements, a
// value elsewhere), in the order the `sponsored` loader reads them. The product's id is its column,
// or SQL naming it with its table where drizzle would write the column bare (a one-table select).
export const placementsOf =
  (today: Placeholder | string) => (product: { id: typeof t.products.id | SQL }) => ({
    placements: sql<PlacementRow[] | null>`(
    SELECT json_agg(json_build_object('productId', a.product_id, 'regionIds', a.region_ids,
      'trackUrl', a.track_url, 'impsUrl', a.imps_url, 'position', a.position, 'name', a.name)
      ORDER BY a.position, a.id)
    FROM ${t.advertisements} a
    WHERE a.product_id = ${product.id}
      AND a.date_start <= ${today} AND a.date_end >= ${today}
  )`.as('placements'),
  })
