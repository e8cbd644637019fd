// The shop's small, unchanging reference data (regions, the category tree, the product forms and
// manufacturer countries) read once per database and kept in memory: catalogue pages, product
// pages, regions and the clock all read it, and none of it changes while the server runs (the
// seed writes it before start). Its own domain below them, so none of them imports another.
import { asc } from 'drizzle-orm'
import type { ApiContext } from '../context'
import type { Database } from '../db'
import * as t from '../db'
import { sharedDatabase } from '../db/tracedDatabase'
import type { RegionModel } from '../models'
import { transliterate } from '../seed/transliterate'

export type CategoryRow = typeof t.categories.$inferSelect

/** A value of a list filter whose id is a slug of its title ('таблетки' → 'tabletki'). */
export interface SluggedValue {
  slug: string
  title: string
}

export interface CatalogReference {
  regions: RegionModel[]
  defaultRegion: RegionModel
  categories: CategoryRow[]
  categoryById: Map<number, CategoryRow>
  categoryByAlias: Map<string, CategoryRow>
  /** Children by parent id; roots under `null`. Ordered by position. */
  childrenOf: Map<number | null, CategoryRow[]>
  /** Every product form, with its slug (the 'form' list filter). */
  forms: SluggedValue[]
  /** Every manufacturer country, with its slug (the 'country' list filter). */
  countries: SluggedValue[]
}

const cache = new WeakMap<Database, Promise<CatalogReference>>()

/** The reference data of the request's database (read on first use). */
export function catalogReference(ctx: Pick<ApiContext, 'db'>): Promise<CatalogReference> {
  const shared = sharedDatabase(ctx.db)
  let pending = cache.get(shared)
  if (!pending) {
    pending = load(ctx.db)
    cache.set(shared, pending)
    // A failed read (database not ready) is retried by the next request.
    pending.catch(() => cache.delete(shared))
  }
  return pending
}

async function load(db: Database): Promise<CatalogReference> {
  const regions = await db
    .select()
    .from(t.regions)
    .orderBy(asc(t.regions.position), asc(t.regions.num))
  const categories = await db
    .select()
    .from(t.categories)
    .orderBy(asc(t.categories.level), asc(t.categories.position), asc(t.categories.id))
  const forms = await db
    .selectDistinct({ value: t.products.form })
    .from(t.products)
    .orderBy(asc(t.products.form))
  const countries = await db
    .selectDistinct({ value: t.manufacturers.country })
    .from(t.manufacturers)
    .orderBy(asc(t.manufacturers.country))
  const childrenOf = new Map<number | null, CategoryRow[]>()
  for (const category of categories) {
    const list = childrenOf.get(category.parentId) ?? []
    list.push(category)
    childrenOf.set(category.parentId, list)
  }
  const defaultRegion = regions.find((region) => region.isDefault) ?? regions[0]
  if (!defaultRegion) throw new Error('the regions table is empty: seed the database first')
  const slugged = (rows: { value: string }[]) =>
    rows.map(({ value }) => ({ slug: transliterate(value), title: value }))
  return {
    regions,
    defaultRegion,
    categories,
    categoryById: new Map(categories.map((category) => [category.id, category])),
    categoryByAlias: new Map(categories.map((category) => [category.alias, category])),
    childrenOf,
    forms: slugged(forms),
    countries: slugged(countries),
  }
}

// ---------------------------------------------------------------------------------------------
// Regions

/** A GeoObject of type '2' (a region's capital) has the id 'c{num}': 'c16' is Казань. */
export const cityIdOfRegion = (region: RegionModel) => `c${region.num}`

/** The region by its slug id ('moscowregion'), its number ('77') or its capital's city id ('c77'). */
export function findRegion(reference: CatalogReference, id: string): RegionModel | null {
  const wanted = id.trim()
  const byId = reference.regions.find((region) => region.id === wanted)
  if (byId) return byId
  const num = /^c?(\d+)$/.exec(wanted)?.[1]
  if (num === undefined) return null
  return reference.regions.find((region) => region.num === Number(num)) ?? null
}

// ---------------------------------------------------------------------------------------------
// Categories

/** The category and every category below it. */
export function categorySubtree(reference: CatalogReference, root: CategoryRow): CategoryRow[] {
  const found: CategoryRow[] = []
  const walk = (category: CategoryRow) => {
    found.push(category)
    for (const child of reference.childrenOf.get(category.id) ?? []) walk(child)
  }
  walk(root)
  return found
}

/** From the root down to the category itself. */
export function categoryAncestry(
  reference: CatalogReference,
  category: CategoryRow,
): CategoryRow[] {
  const path: CategoryRow[] = []
  let current: CategoryRow | undefined = category
  while (current) {
    path.unshift(current)
    current = current.parentId === null ? undefined : reference.categoryById.get(current.parentId)
  }
  return path
}

/** Lower case with 'ё' as 'е', for the comparisons shoppers expect. */
export const searchable = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е')
