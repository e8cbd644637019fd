// Step 3 of a product list: the SQL of its conditions. The WHERE of a ProductQuery over
// products `p` (scopes, list / range / toggle filters, the text match, the regional assortment)
// and the FROM that joins the current price `cur` when a condition or the order reads it.
import { currentPriceLateral } from '../product/pricing'
import { LIST_FILTER_IDS, type ProductQuery } from './productQuery'
import type { SqlParameters } from './sqlParameters'
import { textMatchSql } from './textMatch'

/** SQL: product `p` has a price in the region (the regional assortment). */
const inRegionSql = (region: string) =>
  `EXISTS (SELECT 1 FROM product_prices rp WHERE rp.region_id = ${region} AND rp.product_id = p.id)`

export interface BuiltConditions {
  /** SQL conditions on `p` (and `cur` when `needsCurrentPrice`), to be joined with AND. */
  where: string[]
  /** Whether the conditions read the current price `cur` (then the LATERAL must be joined). */
  needsCurrentPrice: boolean
  /** The placeholder of the region. */
  region: string
}

/** Builds the WHERE of a product query (its text match prepared by {@link prepareQuery}). */
export function buildConditions(
  query: ProductQuery,
  params: SqlParameters,
  options: { withCurrentPrice?: boolean } = {},
): BuiltConditions {
  const region = params.add(query.regionId)
  const where: string[] = []
  // With the current price joined anyway (a price sort), it already keeps to the region.
  let needsCurrentPrice = options.withCurrentPrice ?? false
  if (query.text) {
    if (!query.textMatch) throw new Error('prepareQuery() must resolve the text match first')
    where.push(textMatchSql(query.text, query.textMatch, params))
  }
  if (query.categoryIds) where.push(`p.category_id = ANY(${params.add(query.categoryIds)}::int[])`)
  if (query.brandAlias)
    where.push(
      `p.brand_id IN (SELECT id FROM brands WHERE alias = ${params.add(query.brandAlias)})`,
    )
  if (query.producerCode)
    where.push(
      `p.manufacturer_id IN (SELECT id FROM manufacturers WHERE code = ${params.add(query.producerCode)})`,
    )
  if (query.mnnAlias)
    where.push(`p.mnn_id IN (SELECT id FROM mnns WHERE alias = ${params.add(query.mnnAlias)})`)
  if (query.mnnId !== undefined && query.mnnId !== null)
    where.push(`p.mnn_id = ${params.add(query.mnnId)}`)
  if (query.groupCode) where.push(`p.group_code = ${params.add(query.groupCode)}`)
  if (query.notGroupCode)
    where.push(`p.group_code IS DISTINCT FROM ${params.add(query.notGroupCode)}`)
  if (query.diseaseCode)
    where.push(`p.id IN (SELECT pm.product_id FROM product_mnns pm
      JOIN disease_mnns dm ON dm.mnn_id = pm.mnn_id JOIN diseases d ON d.id = dm.disease_id
      WHERE d.code = ${params.add(query.diseaseCode)})`)
  if (query.eventAlias)
    where.push(`p.id IN (SELECT pp.product_id FROM promotion_products pp
      JOIN promotions pr ON pr.id = pp.promotion_id WHERE pr.alias = ${params.add(query.eventAlias)})`)
  if (query.pharmacyId !== undefined && query.pharmacyId !== null)
    where.push(
      `p.id IN (SELECT product_id FROM pharmacy_stock WHERE pharmacy_id = ${params.add(query.pharmacyId)} AND quantity > 0)`,
    )
  if (query.promotionId !== undefined && query.promotionId !== null)
    where.push(
      `p.id IN (SELECT product_id FROM promotion_products WHERE promotion_id = ${params.add(query.promotionId)})`,
    )
  // A tag's form is a pattern over the form names ('^таблетк').
  if (query.tag?.form) where.push(`p.form ~ ${params.add(query.tag.form)}`)
  if (query.tag?.forChildren !== null && query.tag?.forChildren !== undefined)
    where.push(`p.for_children = ${params.add(query.tag.forChildren)}`)
  if (query.ids) where.push(`p.id = ANY(${params.add(query.ids)}::int[])`)
  if (query.excludeIds?.length) where.push(`p.id <> ALL(${params.add(query.excludeIds)}::int[])`)
  if (query.onlyExpiring)
    where.push(`EXISTS (SELECT 1 FROM product_prices ep WHERE ep.region_id = ${region}
      AND ep.product_id = p.id AND ep.price_type_id IN (4, 14)
      AND (ep.available_for_order OR ep.available_for_booking))`)
  for (const id of LIST_FILTER_IDS) {
    const values = query.lists?.[id]
    if (!values?.length) continue
    const list = `${params.add(values)}::text[]`
    if (id === 'brand')
      where.push(`p.brand_id IN (SELECT id FROM brands WHERE alias = ANY(${list}))`)
    if (id === 'producer')
      where.push(`p.manufacturer_id IN (SELECT id FROM manufacturers WHERE code = ANY(${list}))`)
    if (id === 'form') where.push(`p.form = ANY(${list})`)
    if (id === 'country')
      where.push(`p.manufacturer_id IN (SELECT id FROM manufacturers WHERE country = ANY(${list}))`)
    if (id === 'mnn') where.push(`p.mnn_id IN (SELECT id FROM mnns WHERE alias = ANY(${list}))`)
  }
  // Conditions on the current price read every product's variants; a cheap necessary condition
  // on the region's price rows first (an index-driven semi-join) leaves far fewer to read.
  const hasVariant = (condition: string) =>
    where.push(`EXISTS (SELECT 1 FROM product_prices vp WHERE vp.region_id = ${region}
      AND vp.product_id = p.id AND ${condition})`)
  const toggles = new Set(query.toggles ?? [])
  if (query.onlyDiscounts || toggles.has('discount')) hasVariant('vp.price_old > vp.price')
  if (
    (query.priceMin !== undefined && query.priceMin !== null) ||
    (query.priceMax !== undefined && query.priceMax !== null)
  )
    hasVariant(
      `vp.price BETWEEN ${params.add(query.priceMin ?? 0)} AND ${params.add(query.priceMax ?? Number.MAX_SAFE_INTEGER)}`,
    )
  if (query.priceMin !== undefined && query.priceMin !== null) {
    where.push(`cur.price >= ${params.add(query.priceMin)}`)
    needsCurrentPrice = true
  }
  if (query.priceMax !== undefined && query.priceMax !== null) {
    where.push(`cur.price <= ${params.add(query.priceMax)}`)
    needsCurrentPrice = true
  }
  if (query.onlyDiscounts || toggles.has('discount')) {
    where.push('cur.price_old > cur.price')
    needsCurrentPrice = true
  }
  // The current variant can be ordered exactly when some variant can (it is preferred).
  if (toggles.has('available')) hasVariant('vp.available_for_order')
  if (toggles.has('forChildren')) where.push('p.for_children')
  if (toggles.has('withoutPrescription')) where.push('NOT p.requires_prescription')
  if (!needsCurrentPrice) where.push(inRegionSql(region))
  return { where, needsCurrentPrice, region }
}

/** FROM … WHERE … of a product query over `p` (with `cur` joined when asked or needed). */
export function fromWhere(
  built: BuiltConditions,
  withCurrentPrice = built.needsCurrentPrice,
  extraJoin = '',
) {
  const join = withCurrentPrice ? currentPriceLateral(built.region) : ''
  const where = built.where.length ? `WHERE ${built.where.join('\n  AND ')}` : ''
  return `FROM products p ${join} ${extraJoin}\n${where}`
}
