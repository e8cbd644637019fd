// The home page (/ and /home): the shop's promise, promotions, the catalogue's top
// categories and product selections (widgets).
import { Link } from 'react-router'
import {
  type CategoryFieldsFragment,
  type MetaInformationFieldsFragment,
  type ProductCardFieldsFragment,
  type PromotionSummaryFragment,
  plural,
} from '../shop'
import { Icon, type IconName } from '../ui/Icon/Icon'
import { lazyPart } from '../ui/LazyPart/lazyPart'
import type { SpotRef } from '../ui/NearViewport/useNearViewport'
import { metaProps, PageMeta } from '../ui/PageMeta/PageMeta'
import type { ProductActions } from '../ui/ProductCard/productActions'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import styles from './HomePage.module.css'

/**
 * The shop's Organization JSON-LD, with the shop's identity in its code: a script element has no
 * box, so its code comes with the first scroll (lazyPart's `whenNear`); nothing in it is interactive.
 */
const ShopJsonLd = lazyPart(() => import('./ShopJsonLd'), 'ShopJsonLd', { whenNear: true })

export const HOME_TEXT = {
  heroTitle: 'Лекарства и товары для здоровья по ценам вашего региона',
  heroText: 'Закажите онлайн и заберите в ближайшей аптеке сегодня или оформите доставку на дом.',
  heroCatalog: 'Перейти в каталог',
  heroDiscounts: 'Товары со скидкой',
  benefits: 'Почему нам доверяют',
  promotions: 'Акции',
  allPromotions: 'Все акции',
  categories: 'Популярные категории',
  allCategories: 'Весь каталог',
  productsCount: (n: number) => `${n} ${plural(n, ['товар', 'товара', 'товаров'])}`,
  showAll: 'Смотреть все',
} as const

export const HOME_BENEFITS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'store',
    title: 'Самовывоз из аптек',
    text: 'Заберите заказ в удобной аптеке рядом с домом',
  },
  { icon: 'truck', title: 'Доставка курьером', text: 'Привезём заказ в удобный для вас интервал' },
  {
    icon: 'shield',
    title: 'Гарантия качества',
    text: 'Только сертифицированные товары от проверенных поставщиков',
  },
  { icon: 'percent', title: 'Бонусные баллы', text: 'Начисляем баллы за каждую покупку' },
]

export interface HomeProductSection {
  readonly id: string
  readonly title: string
  readonly products: readonly ProductCardFieldsFragment[]
  /** Where 'Смотреть все' leads. */
  readonly href?: string
}

export interface HomePageProps {
  readonly meta?: MetaInformationFieldsFragment | null
  /** Top categories with their product counts; undefined while loading. */
  readonly categories?: ReadonlyArray<CategoryFieldsFragment & { readonly productsCount: number }>
  readonly promotions?: readonly PromotionSummaryFragment[]
  /** Product selections (widgets); undefined while loading. */
  readonly productSections?: readonly HomeProductSection[]
  readonly actions: ProductActions
  /** Marks where the product shelves start (the later shelves load when it nears the screen). */
  readonly shelvesSpot?: SpotRef
}

export function HomePage({
  meta,
  categories,
  promotions,
  productSections,
  actions,
  shelvesSpot,
}: HomePageProps) {
  const { cartQuantities, ...handlers } = actions
  return (
    <div className="page">
      <PageMeta {...metaProps(meta, '')} title={meta?.title ?? null} />
      <ShopJsonLd />
      <div className="container">
        <section className={styles.hero} aria-labelledby="home-hero-title">
          <div className={styles.heroText}>
            <h1 id="home-hero-title" className={styles.heroTitle}>
              {meta?.h1 || HOME_TEXT.heroTitle}
            </h1>
            <p className={styles.heroLead}>{HOME_TEXT.heroText}</p>
            <div className={styles.heroActions}>
              <Link to="/catalog" className="btn btn--primary">
                {HOME_TEXT.heroCatalog}
              </Link>
              <Link to="/discounts" className={`btn ${styles.heroSecondary}`}>
                {HOME_TEXT.heroDiscounts}
              </Link>
            </div>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            <HeroArt />
          </div>
        </section>

        <section aria-label={HOME_TEXT.benefits}>
          <ul className={styles.benefits}>
            {HOME_BENEFITS.map((benefit) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <Icon name={benefit.icon} />
                </span>
                <span>
                  <span className={styles.benefitTitle}>{benefit.title}</span>
                  <span className={styles.benefitText}>{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        {promotions && promotions.length > 0 ? (
          <section className="section" aria-labelledby="home-promotions">
            <div className={styles.sectionHead}>
              <h2 id="home-promotions">{HOME_TEXT.promotions}</h2>
              <Link to="/promo" className={styles.more}>
                {HOME_TEXT.allPromotions}
              </Link>
            </div>
            <ul className={styles.promos}>
              {promotions.slice(0, 4).map((promo) => (
                <li key={promo.alias}>
                  <Link to={promo.url} className={styles.promo}>
                    <img
                      src={promo.image}
                      alt=""
                      className={styles.promoImage}
                      width={400}
                      height={200}
                      loading="lazy"
                    />
                    <span className={styles.promoName}>{promo.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="section" aria-labelledby="home-categories">
          <div className={styles.sectionHead}>
            <h2 id="home-categories">{HOME_TEXT.categories}</h2>
            <Link to="/catalog" className={styles.more}>
              {HOME_TEXT.allCategories}
            </Link>
          </div>
          <ul className={styles.categories}>
            {categories
              ? categories.map((category) => (
                  <li key={category.id}>
                    <Link to={category.url} className={styles.category}>
                      {category.img ? (
                        <img
                          src={category.img}
                          alt=""
                          className={styles.categoryImage}
                          width={72}
                          height={72}
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.categoryMark} aria-hidden="true">
                          {category.name.slice(0, 1)}
                        </span>
                      )}
                      <span className={styles.categoryName}>{category.name}</span>
                      <span className={styles.categoryCount}>
                        {HOME_TEXT.productsCount(category.productsCount)}
                      </span>
                    </Link>
                  </li>
                ))
              : Array.from({ length: 8 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index}>
                    <span className={`skeleton ${styles.categorySkeleton}`} />
                  </li>
                ))}
          </ul>
        </section>

        {/* Empty: in the block flow the sections' margins collapse through it. */}
        <div ref={shelvesSpot} />
        {(productSections ?? [{ id: 'loading', title: '', products: [] }]).map((section) => (
          <section key={section.id} className="section" aria-label={section.title || undefined}>
            {section.title ? (
              <div className={styles.sectionHead}>
                <h2>{section.title}</h2>
                {section.href ? (
                  <Link to={section.href} className={styles.more}>
                    {HOME_TEXT.showAll}
                  </Link>
                ) : null}
              </div>
            ) : null}
            <ProductGrid
              products={section.products}
              layout="carousel"
              loadingCount={productSections ? 0 : 5}
              cartQuantities={cartQuantities}
              {...handlers}
            />
          </section>
        ))}
      </div>
    </div>
  )
}

/** The hero's illustration: a pharmacy bag with a cross, pills and a leaf. */
function HeroArt() {
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" role="presentation">
      <circle cx="200" cy="120" r="110" fill="#d5eee1" />
      <circle cx="262" cy="56" r="26" fill="#fff" opacity="0.7" />
      <rect x="110" y="70" width="150" height="140" rx="18" fill="#0a7a52" />
      <path
        d="M150 70v-14a35 35 0 0 1 70 0v14"
        fill="none"
        stroke="#086444"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="M176 110h18v22h22v18h-22v22h-18v-22h-22v-18h22z" fill="#fff" />
      <rect
        x="40"
        y="150"
        width="80"
        height="34"
        rx="17"
        transform="rotate(-28 80 167)"
        fill="#fff"
        stroke="#0a7a52"
        strokeWidth="4"
      />
      <path d="M80 150v34" transform="rotate(-28 80 167)" stroke="#0a7a52" strokeWidth="4" />
      <rect
        x="56"
        y="150"
        width="24"
        height="34"
        rx="0"
        transform="rotate(-28 80 167)"
        fill="#f2a900"
        opacity="0.9"
      />
      <circle cx="282" cy="190" r="18" fill="#fff" stroke="#0a7a52" strokeWidth="4" />
      <path d="M270 190h24" stroke="#0a7a52" strokeWidth="4" />
      <path d="M70 70c30-30 70-20 70-20s-5 45-45 55c-18 5-30-5-25-35z" fill="#22b07d" />
      <path
        d="M78 98c18-18 38-32 56-44"
        stroke="#086444"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  )
}
