// Turns product drafts into catalogue rows: products with their brands, manufacturers, groups,
// active substances, instructions, certificates, badges, reviews and price policy.
import type {
  brands,
  certificates,
  manufacturers,
  productBadges,
  productBundleItems,
  productGroups,
  productMnns,
  products,
  reviews,
} from '../db/schema'
import { badgeKinds, femaleNames, maleNames, reviewTexts, surnames } from './data/content'
import { manufacturerData } from './data/manufacturers'
import { pharmGroups } from './data/pharmGroups'
import { addDays, momentOf } from './dates'
import type { ProductDraft } from './drafts'
import { buildInstruction, type ProductInstructionRow } from './instructions'
import { decidePricing } from './prices'
import type { ProductPricing } from './pricingTypes'
import type { Random } from './random'
import { hash32 } from './random'
import { transliterate } from './transliterate'

export type ProductRow = typeof products.$inferInsert
export type BrandRow = typeof brands.$inferInsert
export type ManufacturerRow = typeof manufacturers.$inferInsert
export type ProductGroupRow = typeof productGroups.$inferInsert
export type ProductMnnRow = typeof productMnns.$inferInsert
export type ProductBundleItemRow = typeof productBundleItems.$inferInsert
export type CertificateRow = typeof certificates.$inferInsert
export type ProductBadgeRow = typeof productBadges.$inferInsert
export type ReviewRow = typeof reviews.$inferInsert

const brandPalette = [
  '#d6001c',
  '#0057b8',
  '#00843d',
  '#f28c00',
  '#6a1b9a',
  '#00897b',
  '#c2185b',
  '#1565c0',
  '#ef6c00',
  '#2e7d32',
  '#ad1457',
  '#283593',
  '#00838f',
  '#6d4c41',
  '#5e35b1',
  '#e53935',
  '#3949ab',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
]

const brandColors: Record<string, string> = {
  Нурофен: '#e4002b',
  Панадол: '#d71920',
  Омрон: '#0067b1',
  Omron: '#0067b1',
  Эвалар: '#00853f',
  'La Roche-Posay': '#0a5aa4',
  Vichy: '#0b4a8b',
}

const warnings = {
  drug: 'Имеются противопоказания. Необходимо проконсультироваться со специалистом.',
  supplement: 'БАД. Не является лекарственным средством.',
  medtech: 'Имеются противопоказания. Перед применением ознакомьтесь с инструкцией.',
} as const

function describe(draft: ProductDraft): string {
  if (draft.mnn !== null && draft.trade !== null) {
    const group = pharmGroups[draft.mnn.group].title
    return `${draft.trade.name} (МНН: ${draft.mnn.title}) — ${group.charAt(0).toLowerCase()}${group.slice(1)}. Применяется: ${draft.mnn.indications}.`
  }
  switch (draft.kind) {
    case 'supplement':
      return `${draft.shortName} — биологически активная добавка к пище, источник витаминов и микроэлементов. Не является лекарственным средством.`
    case 'cosmetics':
      return `${draft.shortName}. Средство для ежедневного ухода, протестировано дерматологами.`
    case 'medical':
      return `${draft.shortName}. Медицинское изделие для домашней аптечки.`
    case 'medtech':
      return `${draft.shortName}. Медицинская техника для домашнего использования с гарантией производителя.`
    case 'baby':
      return `${draft.shortName}. Товар для мам и малышей.`
    default:
      return `${draft.shortName}. Товар для коррекции зрения и ухода за линзами.`
  }
}

export interface ProductTables {
  brands: BrandRow[]
  manufacturers: ManufacturerRow[]
  productGroups: ProductGroupRow[]
  products: ProductRow[]
  productMnns: ProductMnnRow[]
  productBundleItems: ProductBundleItemRow[]
  productInstructions: ProductInstructionRow[]
  certificates: CertificateRow[]
  productBadges: ProductBadgeRow[]
  reviews: ReviewRow[]
  pricing: ProductPricing[]
}

export interface ProductContext {
  random: Random
  today: string
  categoryIdOf(name: string): number
  categoryNameOf(id: number): string
  parentCategoryNameOf(id: number): string | null
  mnnIdOf(title: string): number
  sellerIds: number[]
}

/** How many bundle products a catalogue of this size ends with. */
export function bundleCountFor(catalogSize: number): number {
  return catalogSize >= 200 ? Math.max(2, Math.round(catalogSize * 0.004)) : 0
}

/** Builds the products of `drafts`, then `bundleCount` bundles made of them. */
export function buildProducts(
  context: ProductContext,
  drafts: ProductDraft[],
  bundleCount: number,
): ProductTables {
  const { random, today } = context
  const makerIds = new Map(manufacturerData.map((m, i) => [m.code, i + 1]))
  const brandIds = new Map<string, number>()
  const brandAliases = new Set<string>()
  const brandRows: BrandRow[] = []
  const brandIdOf = (name: string): number => {
    const known = brandIds.get(name)
    if (known !== undefined) return known
    const id = brandRows.length + 1
    let alias = transliterate(name) || `brand-${id}`
    while (brandAliases.has(alias)) alias = `${alias}-${id}`
    brandAliases.add(alias)
    brandIds.set(name, id)
    brandRows.push({
      id,
      alias,
      name,
      letter: name.charAt(0).toUpperCase(),
      color:
        brandColors[name] ?? brandPalette[hash32('brand', name) % brandPalette.length] ?? '#0057b8',
      description: null,
    })
    return id
  }

  const aliases = new Set<string>()
  const uniqueAlias = (name: string, makerCode: string, id: number) => {
    let alias = transliterate(name)
    if (aliases.has(alias)) alias = `${alias}-${makerCode}`
    if (aliases.has(alias)) alias = `${alias}-${id}`
    aliases.add(alias)
    return alias
  }

  const tables: ProductTables = {
    brands: brandRows,
    manufacturers: [],
    productGroups: [],
    products: [],
    productMnns: [],
    productBundleItems: [],
    productInstructions: [],
    certificates: [],
    productBadges: [],
    reviews: [],
    pricing: [],
  }
  const groups = new Map<string, ProductGroupRow>()
  const usedMakers = new Set<string>()

  drafts.forEach((draft, index) => {
    const id = index + 1
    const r = random.fork(`product:${id}`)
    const makerId = makerIds.get(draft.makerCode)
    if (makerId === undefined) throw new Error(`unknown manufacturer '${draft.makerCode}'`)
    usedMakers.add(draft.makerCode)
    const categoryId = context.categoryIdOf(draft.categoryName)
    const brandId = brandIdOf(draft.brandName)
    const mnnId = draft.mnn === null ? null : context.mnnIdOf(draft.mnn.title)
    if (!groups.has(draft.groupCode)) {
      groups.set(draft.groupCode, {
        code: draft.groupCode,
        name: draft.groupName,
        mnnId,
        brandId,
        manufacturerId: makerId,
        categoryId,
      })
    }
    const alias = uniqueAlias(draft.name, draft.makerCode, id)
    const popularity = Math.round((10_000 / (1 + draft.rank / 15)) * r.float(0.6, 1.4))
    const createdOn = r.chance(0.04)
      ? addDays(today, -r.int(0, 29))
      : addDays(today, -r.int(30, 1800))
    const reviewsDisabled = draft.requiresPrescription || r.chance(0.02)
    const maker = manufacturerData[makerId - 1]
    const parentCategory = context.parentCategoryNameOf(categoryId)
    const searchText = [
      draft.brandName,
      draft.mnn?.title,
      draft.mnn?.latin,
      ...(draft.mnn?.components ?? []),
      maker?.name,
      draft.groupName,
      context.categoryNameOf(categoryId),
      parentCategory,
      draft.form,
      draft.forChildren ? 'для детей детский' : null,
    ]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(' ')

    tables.products.push({
      id,
      alias,
      sku: String(1_000_000 + id * 7),
      bitrixId: 200_000 + id * 3,
      name: draft.name,
      shortName: draft.shortName,
      kind: draft.kind,
      categoryId,
      brandId,
      manufacturerId: makerId,
      mnnId,
      groupCode: draft.groupCode,
      form: draft.form,
      dosage: draft.dosage,
      packQuantity: draft.packQuantity,
      packUnit: draft.packUnit,
      rating: 0,
      reviewsCount: 0,
      isBundle: false,
      requiresPrescription: draft.requiresPrescription,
      reviewsDisabled,
      forChildren: draft.forChildren,
      warning: draft.kind in warnings ? warnings[draft.kind as keyof typeof warnings] : null,
      description: describe(draft),
      image: `/images/products/${alias}.svg`,
      seoBasketText: 'Добавьте в корзину и заберите в аптеке рядом с домом',
      seoPriceText: `Цена на ${draft.shortName} в интернет-аптеке`,
      popularity,
      createdOn,
      searchText,
    })

    if (draft.mnn !== null) {
      const components = draft.mnn.components ?? [draft.mnn.title]
      components.forEach((title, position) => {
        tables.productMnns.push({ productId: id, mnnId: context.mnnIdOf(title), position })
      })
    }

    if (draft.mnn !== null && draft.trade !== null) {
      const instruction = buildInstruction(r, {
        productId: id,
        mnn: draft.mnn,
        trade: draft.trade,
        form: draft.form,
        dosage: draft.dosage,
        today,
        russianMaker: maker?.country === 'Россия',
      })
      tables.productInstructions.push(instruction)
      tables.certificates.push({
        id: tables.certificates.length + 1,
        productId: id,
        type: 'registration',
        title: 'Регистрационное удостоверение лекарственного препарата',
        number: instruction.numberReg ?? '',
        issuedBy: 'Министерство здравоохранения Российской Федерации',
        issuedAt: instruction.startRegDate ?? today,
        validUntil: instruction.endRegDate ?? null,
        url: `/images/certificates/${tables.certificates.length + 1}.svg`,
      })
    } else {
      tables.certificates.push(
        goodsCertificate(r, tables.certificates.length + 1, id, draft, today),
      )
    }

    tables.pricing.push(
      decidePricing(r, {
        productId: id,
        kind: draft.kind,
        basePrice: draft.basePrice,
        requiresPrescription: draft.requiresPrescription,
        sellerIds: context.sellerIds,
      }),
    )

    if (!reviewsDisabled) addReviews(r, tables, id, popularity, today)
  })

  // Bundles are made of goods already in the catalogue, so they come last.
  addBundles(random.fork('bundles'), tables, bundleCount, uniqueAlias)
  addBadges(random.fork('badges'), tables, today)

  tables.productGroups = [...groups.values()]
  tables.manufacturers = manufacturerData
    .map((m, i) => ({ id: i + 1, code: m.code, name: m.name, country: m.country }))
    .filter((m) => usedMakers.has(m.code))
  return tables
}

function goodsCertificate(
  random: Random,
  certificateId: number,
  productId: number,
  draft: ProductDraft,
  today: string,
): CertificateRow {
  const issuedAt = addDays(today, -random.int(200, 2500))
  const yy = issuedAt.slice(2, 4)
  const digits = (n: number) => String(random.int(0, 10 ** n - 1)).padStart(n, '0')
  const url = `/images/certificates/${certificateId}.svg`
  if (draft.kind === 'supplement') {
    return {
      id: certificateId,
      productId,
      type: 'state-registration',
      title: 'Свидетельство о государственной регистрации',
      number: `RU.77.99.11.003.R.00${digits(4)}.${issuedAt.slice(5, 7)}.${yy}`,
      issuedBy: 'Роспотребнадзор',
      issuedAt,
      validUntil: null,
      url,
    }
  }
  if (draft.kind === 'medical' || draft.kind === 'medtech') {
    return {
      id: certificateId,
      productId,
      type: 'registration',
      title: 'Регистрационное удостоверение на медицинское изделие',
      number: `РЗН 20${yy}/${digits(5)}`,
      issuedBy: 'Росздравнадзор',
      issuedAt,
      validUntil: null,
      url,
    }
  }
  return {
    id: certificateId,
    productId,
    type: 'declaration',
    title: 'Декларация о соответствии ЕАЭС',
    number: `ЕАЭС N RU Д-${random.pick(['RU', 'FR', 'DE', 'IT', 'PL'])}.РА01.В.${digits(5)}/${yy}`,
    issuedBy: 'Федеральная служба по аккредитации',
    issuedAt,
    validUntil: addDays(issuedAt, 365 * 5),
    url,
  }
}

const ratings = [5, 4, 3, 2, 1]
const ratingWeights = [55, 25, 10, 5, 5]

function addReviews(
  random: Random,
  tables: ProductTables,
  productId: number,
  popularity: number,
  today: string,
) {
  const count = Math.floor(random.next() ** 2 * (popularity > 3000 ? 16 : 6))
  if (count === 0) return
  let sum = 0
  for (let i = 0; i < count; i++) {
    const rating = random.weighted(ratings, ratingWeights)
    sum += rating
    const bucket = rating >= 4 ? 'good' : rating === 3 ? 'fine' : 'bad'
    const female = random.chance(0.65)
    const first = random.pick(female ? femaleNames : maleNames)
    tables.reviews.push({
      productId,
      userId: null,
      authorName: `${first} ${random.pick(surnames).charAt(0)}.`,
      rating,
      message: random.pick(reviewTexts[bucket]),
      isPublished: true,
      createdAt: momentOf(today, -random.int(1, 720), random.int(8 * 60, 23 * 60)),
    })
  }
  const product = tables.products[productId - 1]
  if (product !== undefined) {
    product.rating = Math.round((sum / count) * 10) / 10
    product.reviewsCount = count
  }
}

function addBundles(
  random: Random,
  tables: ProductTables,
  count: number,
  uniqueAlias: (name: string, makerCode: string, id: number) => string,
) {
  if (count === 0) return
  const byBrand = new Map<number, ProductRow[]>()
  for (const product of tables.products) {
    if (product.kind === 'drug' || product.kind === 'optics') continue
    const list = byBrand.get(product.brandId) ?? []
    list.push(product)
    byBrand.set(product.brandId, list)
  }
  const candidates = [...byBrand.values()].filter((list) => list.length >= 2)
  for (let n = 0; n < count && candidates.length > 0; n++) {
    const [first, second] = random.sample(random.pick(candidates), 2)
    if (first === undefined || second === undefined) continue
    const id = tables.products.length + 1
    const brand = tables.brands[first.brandId - 1]?.name ?? ''
    const name = `Набор ${brand}: ${first.shortName} + ${second.shortName}`
    const alias = uniqueAlias(name, 'nabor', id)
    tables.products.push({
      ...first,
      id,
      alias,
      sku: String(1_000_000 + id * 7),
      bitrixId: 200_000 + id * 3,
      name,
      shortName: `Набор ${brand}`,
      isBundle: true,
      image: `/images/products/${alias}.svg`,
      popularity: Math.round((first.popularity ?? 0) / 2),
      rating: 0,
      reviewsCount: 0,
      description: `Выгодный набор: ${first.name} и ${second.name}.`,
      seoPriceText: `Цена на набор ${brand} в интернет-аптеке`,
    })
    tables.productBundleItems.push(
      { bundleId: id, productId: first.id, quantity: 1 },
      { bundleId: id, productId: second.id, quantity: 1 },
    )
    const firstPricing = tables.pricing[first.id - 1]
    const secondPricing = tables.pricing[second.id - 1]
    tables.pricing.push({
      productId: id,
      basePrice: ((firstPricing?.basePrice ?? 0) + (secondPricing?.basePrice ?? 0)) * 0.9,
      discount: 0,
      expiringType: 0,
      marketplaceType: 0,
      sellerId: null,
      bookingOnly: false,
      maxQuantity: 5,
      hasPrefix: false,
      missingRate: 0.1,
      exclusive: false,
    })
    tables.certificates.push({
      ...(tables.certificates.find((c) => c.productId === first.id) as CertificateRow),
      id: tables.certificates.length + 1,
      productId: id,
      url: `/images/certificates/${tables.certificates.length + 1}.svg`,
    })
  }
}

function addBadges(random: Random, tables: ProductTables, today: string) {
  const byPopularity = [...tables.products].sort(
    (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0),
  )
  const hits = new Set(
    byPopularity.slice(0, Math.max(1, Math.round(tables.products.length * 0.05))).map((p) => p.id),
  )
  const monthAgo = addDays(today, -30)
  for (const product of tables.products) {
    const pricing = tables.pricing[product.id - 1]
    const kinds: Array<keyof typeof badgeKinds> = []
    if (hits.has(product.id)) kinds.push('hit')
    if ((pricing?.discount ?? 0) > 0) kinds.push('discount')
    if (product.createdOn >= monthAgo) kinds.push('new')
    if (pricing?.bookingOnly) kinds.push('pharmacyOnly')
    if (random.chance(0.03)) kinds.push('doublePoints')
    if (random.chance(0.03)) kinds.push('recommended')
    kinds.forEach((kind, position) => {
      const badge = badgeKinds[kind]
      tables.productBadges.push({
        id: tables.productBadges.length + 1,
        productId: product.id,
        type:
          kind === 'pharmacyOnly'
            ? 'pharmacy-only'
            : kind === 'doublePoints'
              ? 'double-points'
              : kind,
        title: badge.title,
        description: badge.description,
        color: badge.color,
        src: null,
        dateEnd:
          kind === 'discount' || kind === 'doublePoints' ? addDays(today, random.int(5, 45)) : null,
        position,
      })
    })
  }
}
