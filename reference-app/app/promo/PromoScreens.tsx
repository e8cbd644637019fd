// The promotions screens: /promo and /promo/filters/{filters} (the region's promotions), and
// one promotion (/promo/{alias}, or an event's product list /event/{alias}/) with its products
// page by page (?PAGEN_1), related promotions and the catalogue advertisements, whose
// impression and click counters fire as SPEC §7 says (useBanners: a plain GET when 60 % of
// the banner is seen; a click on the primary or middle button).
import { useBanners, usePromotion, usePromotions, useRegion } from '@apteka/hooks'
import { useListingLocation } from '../routing/listingLocation'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import { Pagination } from '../ui/Pagination/Pagination'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import styles from './Promo.module.css'
import { PromoCard } from './PromoCard'
import { advertisingMark, promoDate, PROMO_TEXT as TEXT } from './promoText'

const DEFAULT_REGION_P = 'Москве и области'

export function PromoListScreen({
  filters,
  labels,
}: {
  filters: readonly string[]
  /** The filters as the heading names them (the category's, the brand's name). */
  labels: readonly string[]
}) {
  const { region } = useRegion()
  const regionP = region?.names.p ?? DEFAULT_REGION_P
  const { promotions, isLoading } = usePromotions({ filters: filters.join('/') || null })
  const title = filters.length ? `${TEXT.filtered}: ${labels.join(', ')}` : TEXT.titleIn(regionP)
  return (
    <div className="container page">
      <PageMeta title={title} description={TEXT.description(regionP)} canonical="/promo" />
      <Breadcrumbs
        items={[
          { title: TEXT.home, link: '/' },
          { title: TEXT.title, link: '/promo' },
        ]}
      />
      <h1 className="page__title">{title}</h1>
      {!isLoading && promotions.length === 0 ? (
        <EmptyState text={TEXT.empty} />
      ) : (
        <ul className={styles.grid} aria-label={TEXT.title}>
          {promotions.map((promotion) => (
            <li key={promotion.alias}>
              <PromoCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function PromoScreen({ alias, kind }: { alias: string; kind: 'promo' | 'event' }) {
  const location = useListingLocation()
  const { promotion } = usePromotion({ alias, page: location.page })
  const products = promotion?.products.items ?? []
  const actions = useProductActions(products)
  const banners = useBanners({ relatedPromos: true, advertisement: 'catalog' })
  if (!promotion) return null
  const meta = promotion.metaInformation
  const related = banners.relatedPromos.filter((promo) => promo.alias !== promotion.alias)
  const own = kind === 'event' ? `/event/${promotion.alias}/` : `/promo/${promotion.alias}`
  return (
    <div className="container page">
      <PageMeta
        title={meta.title}
        description={meta.description}
        canonical={own}
        metadata={meta.metadata}
        microdata={meta.microdata}
      />
      <Breadcrumbs
        items={[
          { title: TEXT.home, link: '/' },
          { title: TEXT.title, link: '/promo' },
          { title: promotion.name, link: own },
        ]}
      />
      <h1 className="page__title">{meta.h1 || promotion.name}</h1>
      <div className={styles.hero}>
        <img src={promotion.image} alt="" className={styles.image} width={600} height={300} />
        <div>
          <p>{promotion.description}</p>
          <p className={styles.muted}>
            {TEXT.period(promoDate(promotion.dateStart), promoDate(promotion.dateEnd))}
          </p>
          {promotion.isPersonal ? <p className={styles.muted}>{TEXT.personal}</p> : null}
          {promotion.advertiser ? (
            <p className={styles.mark}>{advertisingMark(promotion.advertiser)}</p>
          ) : null}
        </div>
      </div>

      <section className="section" aria-labelledby="promo-products">
        <h2 id="promo-products" className="section__title">
          {TEXT.products}
        </h2>
        {products.length > 0 ? (
          <>
            <ProductGrid products={products} {...actions} />
            <Pagination
              page={promotion.products.pageInfo.page}
              pageCount={promotion.products.pageInfo.pageCount}
              pathname={location.pathname}
              search={location.search}
            />
          </>
        ) : (
          <p className={styles.muted}>{TEXT.productsEmpty}</p>
        )}
      </section>

      {banners.advertisements.length > 0 ? (
        <section className="section" aria-label={TEXT.advertising}>
          <ul className={styles.ads}>
            {banners.advertisements.map((ad) => (
              <li key={ad.id} className={styles.ad}>
                <a
                  href={ad.banner.url}
                  ref={banners.impressionRef(ad)}
                  onClick={(event) => banners.onAdClick(event, ad)}
                  onAuxClick={(event) => banners.onAdClick(event, ad)}
                  data-ad-id={ad.id}
                >
                  <img src={ad.banner.image} alt={ad.banner.alt} width={600} height={200} />
                </a>
                {ad.advertiser ? (
                  <span className={styles.mark}>{advertisingMark(ad.advertiser)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {related.length > 0 ? (
        <section className="section" aria-labelledby="promo-related">
          <h2 id="promo-related" className="section__title">
            {TEXT.related}
          </h2>
          <ul className={styles.grid}>
            {related.map((promo) => (
              <li key={promo.alias}>
                <PromoCard promotion={promo} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
