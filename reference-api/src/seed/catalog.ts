// The deterministic catalogue generator: from a seed and a size it builds every table of a
// Russian online pharmacy as plain rows, without touching a database (seedDatabase inserts them).
import type { bigSales, categories, diseaseMnns, diseases, mnns, regions } from '../db/schema'
import { buildCustomers, type CustomerTables, type SellerRow, sellerData } from './customers'
import { type CategoryNode, categoryTree } from './data/categories'
import { diseaseData } from './data/diseases'
import { mnnData } from './data/drugs'
import { pharmGroups } from './data/pharmGroups'
import { pharmacyRegionCounts, regionData } from './data/regions'
import { regionTimeZone } from './data/timeZones'
import { selectDrafts } from './drafts'
import { buildEditorial, type EditorialTables } from './editorial'
import { buildMarketing, type MarketingTables } from './marketing'
import {
  buildDeliveryZones,
  buildPharmacies,
  type DeliveryZoneRow,
  type PharmacyRow,
} from './pharmacies'
import type { RegionPricing } from './pricingTypes'
import { buildProducts, bundleCountFor, type ProductTables } from './products'
import { createRandom } from './random'
import { transliterate } from './transliterate'

export type RegionRow = typeof regions.$inferInsert
export type CategoryRow = typeof categories.$inferInsert
export type MnnRow = typeof mnns.$inferInsert
export type DiseaseRow = typeof diseases.$inferInsert
export type DiseaseMnnRow = typeof diseaseMnns.$inferInsert
export type BigSaleRow = typeof bigSales.$inferInsert

export type { ProductPricing, RegionPricing } from './pricingTypes'

export interface GenerateCatalogOptions {
  /** Number of products. Default: 3000. */
  catalogSize?: number
  /** PRNG seed: the same seed gives the same catalogue. Default: 20250601. */
  seed?: number
  /** The day dates are relative to ('YYYY-MM-DD'). Default: '2025-06-01'. */
  today?: string
}

export const defaultCatalogSize = 3000
export const defaultSeed = 20250601
export const defaultToday = '2025-06-01'

/** Every table of the catalogue as plain rows, plus the price policy of each product. */
export interface Catalog extends ProductTables, MarketingTables, EditorialTables, CustomerTables {
  seed: number
  catalogSize: number
  today: string
  regions: RegionRow[]
  regionPricing: RegionPricing[]
  categories: CategoryRow[]
  mnns: MnnRow[]
  diseases: DiseaseRow[]
  diseaseMnns: DiseaseMnnRow[]
  sellers: SellerRow[]
  pharmacies: PharmacyRow[]
  deliveryZones: DeliveryZoneRow[]
}

/** Latin names of substances that occur only inside combinations. */
const componentLatin: Record<string, string> = {
  кофеин: 'Caffeine',
  фенилэфрин: 'Phenylephrine',
  фенирамин: 'Pheniramine',
  'клавулановая кислота': 'Clavulanic acid',
  'магния гидроксид': 'Magnesium hydroxide',
  амилметакрезол: 'Amylmetacresol',
  'дихлорбензиловый спирт': 'Dichlorobenzyl alcohol',
  алгелдрат: 'Algeldrate',
  глюкозамин: 'Glucosamine',
  диосмин: 'Diosmin',
  гесперидин: 'Hesperidin',
  метилурацил: 'Methyluracil',
  'магния лактат': 'Magnesium lactate',
  пиридоксин: 'Pyridoxine',
  тиамин: 'Thiamine',
  цианокобаламин: 'Cyanocobalamin',
  'кальция карбонат': 'Calcium carbonate',
}

function buildRegions(): { rows: RegionRow[]; pricing: RegionPricing[] } {
  const random = createRandom(7)
  const sorted = [...regionData].sort((a, b) => {
    if (a.id === 'moscowregion') return -1
    if (b.id === 'moscowregion') return 1
    if (a.id === 'spb') return -1
    if (b.id === 'spb') return 1
    return a.name.localeCompare(b.name, 'ru')
  })
  const rows = sorted.map(
    (r, position): RegionRow => ({
      id: r.id,
      num: r.num,
      name: r.name,
      nameI: r.names[0],
      nameR: r.names[1],
      nameP: r.names[2],
      cityNameI: r.cityNames[0],
      cityNameR: r.cityNames[1],
      cityNameP: r.cityNames[2],
      lat: r.lat,
      long: r.long,
      isDefault: r.id === 'moscowregion',
      federalSubjects: r.federalSubjects,
      position,
      timeZone: regionTimeZone(r.id),
    }),
  )
  // Far-off and northern regions pay for logistics; elsewhere prices wander a little.
  const pricing = sorted.map((r): RegionPricing => {
    const remote = r.long > 130 || r.lat > 63
    const east = r.long > 90
    const factor =
      r.id === 'moscowregion' || r.id === 'spb'
        ? 1
        : remote
          ? random.pick([1.2, 1.25, 1.3])
          : east
            ? random.pick([1.1, 1.12, 1.15])
            : random.pick([1, 1, 1, 0.97, 0.98, 1.02, 1.05])
    return {
      id: r.id,
      num: r.num,
      factor,
      isDefault: r.id === 'moscowregion',
      hasPharmacies: pharmacyRegionCounts[r.id] !== undefined,
    }
  })
  return { rows, pricing }
}

function buildCategories(): CategoryRow[] {
  const rows: CategoryRow[] = []
  const walk = (nodes: CategoryNode[], parent: CategoryRow | null, background: string | null) => {
    nodes.forEach((node, position) => {
      const alias = transliterate(node.name)
      const row: CategoryRow = {
        id: rows.length + 1,
        parentId: parent?.id ?? null,
        name: node.name,
        alias,
        url: `/catalog/${alias}/`,
        path: parent === null ? alias : `${parent.path}/${alias}`,
        level: (parent?.level ?? 0) + 1,
        img: `/images/categories/${alias}.svg`,
        background: node.background ?? background,
        position,
        description: null,
      }
      rows.push(row)
      walk(node.children ?? [], row, row.background ?? null)
    })
  }
  walk(categoryTree, null, null)
  const names = new Set(rows.map((r) => r.name))
  const aliases = new Set(rows.map((r) => r.alias))
  if (names.size !== rows.length || aliases.size !== rows.length) {
    throw new Error('category names and aliases must be unique')
  }
  return rows
}

function buildMnns(): MnnRow[] {
  const rows: MnnRow[] = mnnData.map((m, i) => ({
    id: i + 1,
    alias: transliterate(m.title),
    title: m.title,
    titleLatin: m.latin,
    atcCode: m.atc,
    pharmGroup: pharmGroups[m.group].title,
  }))
  const known = new Set(rows.map((r) => r.title))
  for (const m of mnnData) {
    for (const component of m.components ?? []) {
      if (known.has(component)) continue
      known.add(component)
      rows.push({
        id: rows.length + 1,
        alias: transliterate(component),
        title: component,
        titleLatin: componentLatin[component] ?? component,
        atcCode: null,
        pharmGroup: null,
      })
    }
  }
  return rows
}

/**
 * Builds the whole catalogue in memory. Prices and pharmacy stock are not materialised here (a
 * large catalogue has millions of rows): iterate `productPriceRows(catalog)` and
 * `pharmacyStockRows(catalog)` for them.
 *
 * @example
 * const catalog = generateCatalog({ catalogSize: 300, seed: 1 })
 */
export function generateCatalog(options: GenerateCatalogOptions = {}): Catalog {
  const catalogSize = options.catalogSize ?? defaultCatalogSize
  const seed = options.seed ?? defaultSeed
  const today = options.today ?? defaultToday
  if (!Number.isInteger(catalogSize) || catalogSize < 1) {
    throw new Error(`catalogSize must be a positive integer, got ${catalogSize}`)
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new Error(`today must be YYYY-MM-DD, got '${today}'`)
  const random = createRandom(seed)

  const { rows: regionRows, pricing: regionPricing } = buildRegions()
  const categoryRows = buildCategories()
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]))
  const categoryByName = new Map(categoryRows.map((c) => [c.name, c]))
  const categoryOf = (name: string) => {
    const category = categoryByName.get(name)
    if (category === undefined) throw new Error(`unknown category '${name}'`)
    return category
  }
  const categoryTreeIds = (name: string): number[] => {
    const root = categoryOf(name)
    const ids = [root.id]
    for (const c of categoryRows) {
      if (c.path.startsWith(`${root.path}/`)) ids.push(c.id)
    }
    return ids
  }

  const mnnRows = buildMnns()
  const mnnByTitle = new Map(mnnRows.map((m) => [m.title, m.id]))
  const diseaseRows: DiseaseRow[] = diseaseData.map((d, i) => ({
    id: i + 1,
    code: transliterate(d.name),
    name: d.name,
    icd10: d.icd10,
    description: d.description,
  }))
  const diseaseByIcd = new Map(diseaseRows.map((d) => [d.icd10, d.id]))
  const diseaseMnnRows: DiseaseMnnRow[] = []
  mnnData.forEach((m, i) => {
    for (const code of new Set(m.icd)) {
      const diseaseId = diseaseByIcd.get(code)
      if (diseaseId === undefined) throw new Error(`${m.title}: unknown ICD-10 code ${code}`)
      diseaseMnnRows.push({ diseaseId, mnnId: i + 1 })
    }
  })

  const bundleCount = bundleCountFor(catalogSize)
  const drafts = random
    .fork('order')
    .shuffle(selectDrafts(random.fork('drafts'), catalogSize - bundleCount))
  const productTables = buildProducts(
    {
      random: random.fork('products'),
      today,
      categoryIdOf: (name) => categoryOf(name).id,
      categoryNameOf: (id) => categoryById.get(id)?.name ?? '',
      parentCategoryNameOf: (id) => {
        const parentId = categoryById.get(id)?.parentId
        return parentId === null || parentId === undefined
          ? null
          : (categoryById.get(parentId)?.name ?? null)
      },
      mnnIdOf: (title) => {
        const id = mnnByTitle.get(title)
        if (id === undefined) throw new Error(`unknown MNN '${title}'`)
        return id
      },
      sellerIds: sellerData.map((s) => s.id),
    },
    drafts,
    bundleCount,
  )

  const pharmacyRows = buildPharmacies(random.fork('pharmacies'), regionData)
  const zoneRows = buildDeliveryZones(random.fork('zones'), regionData)
  const marketing = buildMarketing({
    random: random.fork('marketing'),
    today,
    products: productTables,
    categoryTreeIds,
    categoryAliasOf: (id) => categoryById.get(id)?.alias ?? '',
    mnnTitles: new Map(mnnRows.map((m) => [m.id, m.title])),
  })
  const editorial = buildEditorial(random.fork('editorial'), today, categoryTreeIds)
  const customers = buildCustomers(random.fork('customers'), {
    today,
    products: productTables.products,
    pricing: productTables.pricing,
    pharmacies: pharmacyRows,
  })

  return {
    seed,
    catalogSize,
    today,
    regions: regionRows,
    regionPricing,
    categories: categoryRows,
    mnns: mnnRows,
    diseases: diseaseRows,
    diseaseMnns: diseaseMnnRows,
    sellers: sellerData,
    ...productTables,
    pharmacies: pharmacyRows,
    deliveryZones: zoneRows,
    ...marketing,
    ...editorial,
    ...customers,
  }
}
