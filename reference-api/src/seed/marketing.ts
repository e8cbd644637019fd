// Promotions, the big sale, the tripwire banner, advertisements with counters, recommendation
// widgets, category filter tags and autocomplete phrases.
import type {
  advertisements,
  bigSales,
  categoryTags,
  promotionProducts,
  promotions,
  searchTerms,
  tripwireBanners,
  widgetItems,
  widgets,
} from '../db/schema'
import { popularSearches, promotionData } from './data/content'
import { addDays } from './dates'
import type { ProductTables } from './products'
import type { Random } from './random'
import { transliterate } from './transliterate'

export interface MarketingTables {
  promotions: (typeof promotions.$inferInsert)[]
  promotionProducts: (typeof promotionProducts.$inferInsert)[]
  bigSales: (typeof bigSales.$inferInsert)[]
  tripwireBanners: (typeof tripwireBanners.$inferInsert)[]
  advertisements: (typeof advertisements.$inferInsert)[]
  widgets: (typeof widgets.$inferInsert)[]
  widgetItems: (typeof widgetItems.$inferInsert)[]
  categoryTags: (typeof categoryTags.$inferInsert)[]
  searchTerms: (typeof searchTerms.$inferInsert)[]
}

export interface MarketingContext {
  random: Random
  today: string
  products: ProductTables
  /** Ids of the category with this name and of every category below it. */
  categoryTreeIds(name: string): number[]
  categoryAliasOf(id: number): string
  mnnTitles: Map<number, string>
}

/** An ad-marking token (erid) in the shape the ad register issues. */
function erid(random: Random): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let token = ''
  for (let i = 0; i < 11; i++) token += alphabet.charAt(random.int(0, alphabet.length - 1))
  return token
}

const tagSpecs: Array<{ alias: string; name: string; form?: RegExp; forChildren?: boolean }> = [
  { alias: 'tabletki', name: 'Таблетки', form: /^таблетк/ },
  { alias: 'kapsuly', name: 'Капсулы', form: /^капсул/ },
  { alias: 'siropy', name: 'Сиропы', form: /^сироп/ },
  { alias: 'suspenzii', name: 'Суспензии', form: /^суспензи/ },
  { alias: 'sprei', name: 'Спреи', form: /спрей/ },
  { alias: 'kapli', name: 'Капли', form: /^капли/ },
  { alias: 'mazi-i-geli', name: 'Мази, гели и кремы', form: /^(мазь|гель|крем)/ },
  { alias: 'svechi', name: 'Свечи', form: /суппозитори/ },
  { alias: 'poroshki', name: 'Порошки и гранулы', form: /^(порошок|гранулы)/ },
  { alias: 'detyam', name: 'Для детей', forChildren: true },
]

export function buildMarketing(context: MarketingContext): MarketingTables {
  const { random, today, products } = context
  const all = products.products
  const byCategory = new Map<number, number[]>()
  for (const p of all) {
    const list = byCategory.get(p.categoryId) ?? []
    list.push(p.id)
    byCategory.set(p.categoryId, list)
  }
  const productsUnder = (name: string) =>
    context.categoryTreeIds(name).flatMap((id) => byCategory.get(id) ?? [])

  const tables: MarketingTables = {
    promotions: [],
    promotionProducts: [],
    bigSales: [],
    tripwireBanners: [],
    advertisements: [],
    widgets: [],
    widgetItems: [],
    categoryTags: [],
    searchTerms: [],
  }

  promotionData.forEach(([name, description, categoryNames, advertiser], index) => {
    const id = index + 1
    const alias = transliterate(name)
    const finished = index >= promotionData.length - 2
    const inCategories = categoryNames.flatMap(productsUnder)
    const hasPage = inCategories.length > 0
    tables.promotions.push({
      id,
      alias,
      name,
      url: hasPage ? `/promo/${alias}` : '/discounts',
      image: `/images/promotions/${alias}.svg`,
      advertiserName: advertiser,
      advertiserErid: advertiser === null ? null : erid(random),
      dateStart: addDays(today, finished ? -random.int(60, 90) : -random.int(0, 20)),
      dateEnd: addDays(today, finished ? -random.int(1, 30) : random.int(7, 60)),
      regionIds: index % 5 === 3 ? ['moscowregion', 'spb'] : null,
      description,
      isRelated: advertiser !== null || index === 0,
      position: index,
    })
    for (const productId of random.sample(inCategories, 40)) {
      tables.promotionProducts.push({ promotionId: id, productId })
    }
  })

  tables.bigSales.push({
    id: 1,
    name: 'Большая распродажа: скидки до 50%',
    image: '/images/promotions/big-sale.svg',
    background: '#ffe8e0',
    url: '/discounts',
    regionIds: null,
    dateStart: addDays(today, -3),
    dateEnd: addDays(today, 14),
  })

  tables.tripwireBanners.push({
    id: 1,
    text: 'Бесплатная доставка от 2 500 ₽ — до конца недели',
    backgroundColor: '#0b7a4b',
    textColor: '#ffffff',
    url: '/dostavka',
    regionIds: null,
    dateStart: addDays(today, -2),
    dateEnd: addDays(today, 7),
  })

  // Banners from the advertisers of the promotions, and sponsored products.
  const advertised = tables.promotions.filter(
    (p) => p.advertiserName !== null && p.url.startsWith('/promo/'),
  )
  const popular = [...all].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
  const addAd = (ad: Omit<typeof advertisements.$inferInsert, 'id' | 'trackUrl' | 'impsUrl'>) => {
    const id = tables.advertisements.length + 1
    tables.advertisements.push({
      ...ad,
      id,
      trackUrl: `/ads/track/${id}`,
      impsUrl: `/ads/imps/${id}`,
    })
  }
  advertised.forEach((promo, i) => {
    addAd({
      type: 'main',
      name: promo.name,
      banner: `/images/banners/${promo.alias}.svg`,
      url: promo.url,
      advertiserName: promo.advertiserName ?? '',
      advertiserErid: promo.advertiserErid ?? erid(random),
      productId: null,
      categoryId: null,
      query: null,
      position: i,
      regionIds: null,
      dateStart: promo.dateStart,
      dateEnd: promo.dateEnd,
    })
  })
  const sponsored = random.sample(popular.slice(0, 200), 8)
  const queries = ['от простуды', 'витамины', 'от аллергии', 'от боли']
  sponsored.forEach((product, i) => {
    const type = i < 3 ? 'catalog' : i < 6 ? 'search' : 'product'
    addAd({
      type,
      name: product.name,
      banner: null,
      url: `/product/${product.alias}.html`,
      advertiserName: `ООО «${products.brands[product.brandId - 1]?.name ?? 'Партнёр'}»`,
      advertiserErid: erid(random),
      productId: product.id,
      categoryId: type === 'catalog' ? product.categoryId : null,
      query: type === 'search' ? (queries[i - 3] ?? null) : null,
      position: i % 3,
      regionIds: null,
      dateStart: addDays(today, -random.int(1, 10)),
      dateEnd: addDays(today, random.int(20, 60)),
    })
  })

  const discounted = products.pricing.filter((p) => p.discount > 0).map((p) => p.productId)
  const newest = [...all].sort((a, b) =>
    b.createdOn > a.createdOn ? 1 : b.createdOn < a.createdOn ? -1 : 0,
  )
  const cheapGoods = all
    .filter((p) => p.kind === 'medical' || p.kind === 'supplement')
    .map((p) => p.id)
  const widgetSpecs: Array<[alias: string, title: string, ids: number[]]> = [
    ['popular', 'Популярные товары', popular.slice(0, 24).map((p) => p.id)],
    ['new', 'Новинки', newest.slice(0, 24).map((p) => p.id)],
    ['discounts', 'Скидки недели', random.sample(discounted, 24)],
    ['with-this-buy', 'С этим товаром покупают', random.sample(cheapGoods, 24)],
    ['seasonal', 'Сезонное предложение', random.sample(productsUnder('Простуда и грипп'), 24)],
    [
      'recommended',
      'Рекомендуем',
      random.sample(
        popular.slice(0, 300).map((p) => p.id),
        24,
      ),
    ],
  ]
  widgetSpecs.forEach(([alias, title, ids], index) => {
    const id = index + 1
    tables.widgets.push({ id, alias, title, position: index })
    ids.forEach((productId, position) => {
      tables.widgetItems.push({ widgetId: id, productId, position })
    })
  })

  // Filter tags for each category whose products come in that form.
  for (const [categoryId, ids] of [...byCategory].sort((a, b) => a[0] - b[0])) {
    const categoryProducts = ids.map((id) => all[id - 1]).filter((p) => p !== undefined)
    const alias = context.categoryAliasOf(categoryId)
    for (const spec of tagSpecs) {
      const matches = categoryProducts.some((p) =>
        spec.forChildren ? p.forChildren === true : spec.form?.test(p.form) === true,
      )
      if (!matches) continue
      tables.categoryTags.push({
        id: tables.categoryTags.length + 1,
        categoryId,
        alias: spec.alias,
        name: spec.name,
        title: spec.name,
        url: `/catalog/${alias}/${spec.alias}/`,
        form: spec.form?.source ?? null,
        forChildren: spec.forChildren ?? null,
      })
    }
  }

  // Autocomplete phrases: MNNs and brands weighted by how many products they find.
  const weights = new Map<string, number>()
  for (const p of all) {
    const mnn =
      p.mnnId === null || p.mnnId === undefined ? undefined : context.mnnTitles.get(p.mnnId)
    if (mnn !== undefined) weights.set(mnn, (weights.get(mnn) ?? 0) + 1)
    const brand = products.brands[p.brandId - 1]?.name.toLowerCase()
    if (brand !== undefined) weights.set(brand, (weights.get(brand) ?? 0) + 1)
  }
  for (const phrase of popularSearches) weights.set(phrase, (weights.get(phrase) ?? 0) + 50)
  ;[...weights].forEach(([term, weight]) => {
    tables.searchTerms.push({ id: tables.searchTerms.length + 1, term, weight })
  })

  return tables
}
