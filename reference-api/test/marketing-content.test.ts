// Marketing and content against the real server: widgets, promotions, banners, the home page,
// pack-shot images, team persons, articles and the information pages.
import {
  AdvertisementDocument,
  AnalysesDocument,
  AnalysisDocument,
  ArticleDocument,
  ArticlesDocument,
  BigSaleQueryDocument,
  ContentPageDocument,
  HomePageDocument,
  PersonalPromotionsDocument,
  ProductPageDocument,
  ProductsDocument,
  PromotionDocument,
  PromotionsDocument,
  ReferralProgramDocument,
  RelatedPromosQueryDocument,
  TeamPersonDocument,
  TeamPersonsDocument,
  TripwireBannerQueryDocument,
  WidgetsDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, signIn, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

describe.each(backends)('marketing and content (%s)', (backend) => {
  let api: TestApi
  const moscow = 'moscowregion'

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'marketing_content', { catalogSize: 300 })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('widgets show only products sold in the region and skip unknown aliases', async () => {
    const products = (
      await api.gql(ProductsDocument, { search: { regionID: moscow, pageCount: 1 } })
    ).data!.products.items
    for (const region of [moscow, 'chukotka']) {
      const result = await api.gql(WidgetsDocument, {
        input: {
          regionID: region,
          items: ['popular', 'no-such-widget', 'with-this-buy', 'discounts'],
          productID: products[0]!.id,
        },
      })
      expect(result.errors).toEqual([])
      const widgets = result.data!.widgets.items
      expect(widgets.map((widget) => widget.alias)).toEqual(
        expect.arrayContaining(['popular', 'with-this-buy']),
      )
      expect(widgets.map((widget) => widget.alias)).not.toContain('no-such-widget')
      for (const widget of widgets) {
        expect(widget.items.length).toBeGreaterThan(0)
        for (const item of widget.items)
          expect(item.price, `${region} ${widget.alias}`).not.toBeNull()
      }
      const popular = widgets.find((widget) => widget.alias === 'popular')!
      // The region's assortment decides: every item is in that region's product list too.
      const ids = popular.items.map((item) => item.id)
      const there = (
        await api.gql(ProductsDocument, { search: { regionID: region, ids, pageCount: 100 } })
      ).data!.products
      expect(there.total).toBe(ids.length)
    }
  })

  it('serves pack shots as SVG under every size prefix, and 404 for unknown ones', async () => {
    const product = (
      await api.gql(ProductsDocument, { search: { regionID: moscow, pageCount: 1 } })
    ).data!.products.items[0]!
    const file = product.image.split('/').at(-1)!
    const folder = product.image.slice(0, -file.length)
    for (const prefix of ['', '200_200_', '60_60_', '1024_768_']) {
      const response = await fetch(`${api.url}${folder}${prefix}${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      expect(response.headers.get('cache-control')).toContain('max-age=')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg|^<\?xml/)
    }
    expect((await fetch(`${api.url}/images/products/200_200_no-such-product.svg`)).status).toBe(404)
    // The other pictures the catalogue refers to are drawn as well.
    const home = (await api.gql(HomePageDocument, { regionID: moscow })).data!.homePage
    const others = [home.categories[0]!.img!, home.promotions[0]!.image]
    for (const path of others) {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
    }
    expect((await fetch(`${api.url}/images/products/13_13_${file}`)).status).toBe(404)
  })

  it('lists active promotions of the region, each with its regional products', async () => {
    const list = (await api.gql(PromotionsDocument, { regionID: moscow })).data!.promotions
    expect(list.total).toBeGreaterThan(0)
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
    for (const promotion of list.items) {
      expect(promotion.dateStart <= today && promotion.dateEnd >= today).toBe(true)
    }
    const alias = list.items[0]!.alias
    const promotion = (await api.gql(PromotionDocument, { alias, regionID: moscow })).data!
      .promotion!
    expect(promotion.metaInformation.h1).toBe(promotion.name)
    for (const item of promotion.products.items) expect(item.price).not.toBeNull()
    expect(
      (await api.gql(PromotionDocument, { alias: 'no-such', regionID: moscow })).data!.promotion,
    ).toBeNull()
    const related = await api.gql(RelatedPromosQueryDocument, { regionID: moscow })
    expect(related.errors).toEqual([])
  })

  it('personal promotions and the referral programme need a customer', async () => {
    const guest = await api.gql(PersonalPromotionsDocument, { regionID: moscow })
    expect(guest.errors[0]?.extensions?.code).toBe('E_12')
    expect((await api.gql(ReferralProgramDocument, {})).errors[0]?.extensions?.code).toBe('E_12')
    const headers = await signIn(api, '+79990003344')
    const personal = await api.gql(PersonalPromotionsDocument, { regionID: moscow }, headers)
    expect(personal.errors).toEqual([])
    expect(personal.data!.personalPromotions.items.every((promotion) => promotion.isPersonal)).toBe(
      true,
    )
    const referral = (await api.gql(ReferralProgramDocument, {}, headers)).data!.referralProgram!
    expect(referral.link).toBe(`/ref?REF_CODE=${referral.code}`)
    const again = (await api.gql(ReferralProgramDocument, {}, headers)).data!.referralProgram!
    expect(again.code).toBe(referral.code)
  })

  it('the home page has the top categories with their counts', async () => {
    const home = (await api.gql(HomePageDocument, { regionID: moscow })).data!.homePage
    expect(home.categories.length).toBeGreaterThan(0)
    for (const category of home.categories.slice(0, 3)) {
      const total = (
        await api.gql(ProductsDocument, {
          search: { regionID: moscow, categoryAlias: category.alias },
        })
      ).data!.products.total
      expect(category.productsCount).toBe(total)
    }
    expect(home.metaInformation.title).toContain('Москве и области')
  })

  it('team persons by type, one by id or code, with an author’s posts', async () => {
    const doctors = (await api.gql(TeamPersonsDocument, { type: 'Doctor' })).data!.teamPersons
    expect(doctors.total).toBeGreaterThan(0)
    expect(doctors.items.every((person) => person.type === 'Doctor')).toBe(true)
    const doctor = doctors.items[0]!
    const byCode = (await api.gql(TeamPersonDocument, { type: 'Doctor', id: doctor.code })).data!
      .teamPerson!
    expect(byCode.id).toBe(doctor.id)
    const byId = (await api.gql(TeamPersonDocument, { type: 'Doctor', id: doctor.id })).data!
      .teamPerson!
    expect(byId.code).toBe(doctor.code)
    expect(
      (await api.gql(TeamPersonDocument, { type: 'Author', id: doctor.id })).data!.teamPerson,
    ).toBeNull()

    const articles = (await api.gql(ArticlesDocument, {})).data!.articles
    expect(articles.total).toBeGreaterThan(0)
    const alias = articles.items[0]!.url.split('/').filter(Boolean).at(-1)!
    const article = (await api.gql(ArticleDocument, { alias })).data!.article!
    expect(article.title).toBe(articles.items[0]!.title)
    expect(article.metaInformation.title).toBe(article.title)
    const author = (
      await api.gql(TeamPersonDocument, { type: article.author!.type, id: article.author!.id })
    ).data!.teamPerson!
    expect(author.posts.items.map((post) => post.id)).toContain(article.id)
  })

  it('serves the information pages and null for unknown paths', async () => {
    const delivery = (await api.gql(ContentPageDocument, { path: '/dostavka' })).data!.contentPage!
    expect(delivery.title).toBe('Доставка и самовывоз')
    expect(delivery.metaInformation.canonical).toBe('/dostavka')
    const about = (await api.gql(ContentPageDocument, { path: 'about/' })).data!.contentPage!
    expect(about.body).toContain('8 (800) 500-92-62')
    expect(
      (await api.gql(ContentPageDocument, { path: '/no-such-page' })).data!.contentPage,
    ).toBeNull()
  })

  it('banners of today: the big sale, the tripwire banner and advertisements with counters', async () => {
    const sale = (await api.gql(BigSaleQueryDocument, { regionID: moscow })).data!.bigSale!
    expect(sale.sale.image).toMatch(/\.svg$/)
    const tripwire = (await api.gql(TripwireBannerQueryDocument, { regionID: moscow })).data!
      .bannerTripwire!
    expect(tripwire.backgroundColor).toMatch(/^#/)
    const home = (await api.gql(AdvertisementDocument, { regionID: moscow, type: 'home' })).data!
      .advertisement
    expect(home.length).toBeGreaterThan(0)
    for (const ad of home) {
      expect(ad.counters!.track).toBe(`/ads/track/${ad.id}`)
      expect(ad.counters!.imps).toBe(`/ads/imps/${ad.id}`)
      expect(ad.advertiser!.erid).toBeTruthy()
    }
    // A sponsored product of the catalogue placement carries its counters in every list.
    const catalog = (await api.gql(AdvertisementDocument, { regionID: moscow, type: 'catalog' }))
      .data!.advertisement
    expect(catalog.length).toBeGreaterThan(0)
    const alias = catalog[0]!.banner.url.replace(/^\/product\//, '').replace(/\.html$/, '')
    const sponsored = (await api.gql(ProductPageDocument, { alias, regionID: moscow })).data!
      .productPage!.product
    expect(sponsored.isAdv).toBe(true)
    expect(sponsored.counters?.advertisement?.track).toBe(catalog[0]!.counters!.track)
    const plain = (
      await api.gql(ProductsDocument, { search: { regionID: moscow, pageCount: 50 } })
    ).data!.products.items.find((item) => !item.isAdv)!
    expect(plain.counters).toBeNull()
  })

  it('analyses by category and one analysis', async () => {
    const all = (await api.gql(AnalysesDocument, { regionID: moscow, paginator: { limit: 100 } }))
      .data!.analyses
    expect(all.total).toBeGreaterThan(0)
    const first = all.items[0]!
    const same = (await api.gql(AnalysesDocument, { regionID: moscow, category: first.category }))
      .data!.analyses
    expect(same.items.every((analysis) => analysis.category === first.category)).toBe(true)
    const one = (await api.gql(AnalysisDocument, { alias: first.alias, regionID: moscow })).data!
      .analysis!
    expect(one.url).toBe(`/analizy/${first.alias}`)
    expect(one.price).toBeGreaterThan(0)
  })
})
