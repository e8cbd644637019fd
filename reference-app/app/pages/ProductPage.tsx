// The product page (/product/{alias}.html, public form /p_{alias}.html): gallery, the buy
// box (price, 'В корзину' or the stepper, availability), and the tabs of SPEC §2.
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs'
import { EmptyState } from '../components/EmptyState/EmptyState'
import { Icon } from '../components/Icon/Icon'
import { metaProps, PageMeta } from '../components/PageMeta/PageMeta'
import { Price } from '../components/Price/Price'
import {
  isBookingOnly,
  isPurchasable,
  PRODUCT_CARD_TEXT,
} from '../components/ProductCard/ProductCard'
import { ProductGrid } from '../components/ProductGrid/ProductGrid'
import { QuantityStepper } from '../components/QuantityStepper/QuantityStepper'
import { Rating } from '../components/Rating/Rating'
import { type ProductTabId, type TabItem, Tabs } from '../components/Tabs/Tabs'
import {
  formatMoney,
  type InstructionFieldsFragment,
  type ProductPageQuery,
  type ProductPharmaciesQuery,
  type ProductReviewsQuery,
  type ProductSummaryFragment,
} from '../shop'
import styles from './ProductPage.module.css'
import type { ProductActions } from './productActions'

export const PRODUCT_PAGE_TEXT = {
  tabs: 'Разделы о товаре',
  producer: 'Производитель',
  brand: 'Бренд',
  country: 'Страна',
  form: 'Форма выпуска',
  dosage: 'Дозировка',
  prescription: 'Отпускается по рецепту',
  inCart: 'В корзине',
  toCart: 'Перейти в корзину',
  pickup: 'Самовывоз из аптеки',
  delivery: 'Доставка курьером',
  bookingOnly: 'Только бронирование в аптеке',
  noDescription: 'Описание товара скоро появится.',
  noInstruction: 'Инструкция к товару скоро появится.',
  noData: 'Нет данных',
  reviewsEmpty: 'Отзывов пока нет. Будьте первым!',
  pharmaciesEmpty: 'Нет аптек с этим товаром в вашем регионе',
  inStock: (n: number) => `В наличии: ${n} шт.`,
  notFound: 'Товар не найден',
  notFoundText: 'Возможно, товар больше не продаётся. Посмотрите похожие товары в каталоге.',
  catalog: 'Перейти в каталог',
  certificateUntil: (date: string) => `действует до ${date}`,
  images: 'Фотографии товара',
  showImage: (n: number) => `Показать фото ${n}`,
} as const

/** Instruction sections in reading order, with their headings. */
export const INSTRUCTION_SECTIONS: ReadonlyArray<[keyof InstructionFieldsFragment, string]> = [
  ['shortDesc', 'Краткое описание'],
  ['formulation', 'Состав'],
  ['indictation', 'Показания к применению'],
  ['contraIndication', 'Противопоказания'],
  ['dosage', 'Способ применения и дозы'],
  ['sideEffect', 'Побочные действия'],
  ['specialInstruction', 'Особые указания'],
  ['interaction', 'Взаимодействие'],
  ['overDosage', 'Передозировка'],
  ['pharmAction', 'Фармакологическое действие'],
  ['storingCondition', 'Условия хранения'],
  ['prescription', 'Условия отпуска'],
]

export type ProductPageProduct = NonNullable<ProductPageQuery['productPage']>['product']
export type ProductPageMeta = NonNullable<ProductPageQuery['productPage']>['metaInformation']
export type ProductReviews = NonNullable<ProductReviewsQuery['productPage']>['product']['reviews']
export type ProductPharmacies = NonNullable<
  ProductPharmaciesQuery['productPage']
>['product']['pharmacies']

export interface ProductPageProps {
  /** The product; undefined while loading, null when there is none. */
  readonly product: ProductPageProduct | null | undefined
  readonly meta?: ProductPageMeta | null
  readonly instruction?: InstructionFieldsFragment | null
  readonly analogues?: readonly ProductSummaryFragment[]
  readonly reviews?: ProductReviews | null
  readonly pharmacies?: ProductPharmacies | null
  readonly actions: ProductActions
  /** The open tab (controlled); e.g. from ?tab=. */
  readonly tab?: ProductTabId
  readonly onTabChange?: (tab: ProductTabId) => void
}

export function ProductPage(props: ProductPageProps) {
  const { product, meta } = props
  if (product === undefined) return <ProductPageSkeleton />
  if (product === null) {
    return (
      <div className="container page">
        <PageMeta title={PRODUCT_PAGE_TEXT.notFound} robots="noindex" />
        <EmptyState
          headingLevel={1}
          title={PRODUCT_PAGE_TEXT.notFound}
          text={PRODUCT_PAGE_TEXT.notFoundText}
          action={
            <Link to="/catalog" className="btn btn--primary">
              {PRODUCT_PAGE_TEXT.catalog}
            </Link>
          }
        />
      </div>
    )
  }
  return (
    <div className="container page">
      <PageMeta {...metaProps(meta, product.name)} />
      <Breadcrumbs items={meta?.breadcrumbs ?? []} />
      <div className={styles.top}>
        <Gallery
          images={product.images.length > 0 ? product.images : [product.image]}
          name={product.name}
        />
        <div className={styles.summary}>
          <h1 className={styles.title}>{meta?.h1 || product.name}</h1>
          <div className={styles.meta}>
            <Rating value={product.rating} reviewsCount={product.reviewsCount} />
            {product.requiresPrescription ? (
              <span className={styles.rx}>{PRODUCT_PAGE_TEXT.prescription}</span>
            ) : null}
          </div>
          <dl className={styles.facts}>
            <Fact term={PRODUCT_PAGE_TEXT.producer} value={product.producer} />
            <Fact
              term={PRODUCT_PAGE_TEXT.brand}
              value={
                product.brand ? (
                  <Link to={`/brand/${product.brand.alias}/`}>{product.brand.name}</Link>
                ) : null
              }
            />
            <Fact term={PRODUCT_PAGE_TEXT.country} value={product.producerCountry} />
            <Fact term={PRODUCT_PAGE_TEXT.form} value={product.form} />
            <Fact term={PRODUCT_PAGE_TEXT.dosage} value={product.dosage} />
          </dl>
        </div>
        <BuyBox {...props} product={product} />
      </div>
      <div className={styles.tabs}>
        <Tabs<ProductTabId>
          label={PRODUCT_PAGE_TEXT.tabs}
          value={props.tab}
          onChange={props.onTabChange}
          tabs={productTabs(props, product)}
        />
      </div>
    </div>
  )
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  if (value == null || value === '') return null
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0]
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <img src={current} alt={name} width={480} height={480} />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={PRODUCT_PAGE_TEXT.images}>
          {images.map((image, n) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={n === index}
                aria-label={PRODUCT_PAGE_TEXT.showImage(n + 1)}
                onClick={() => setIndex(n)}
              >
                <img src={image} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function BuyBox({ product, actions }: ProductPageProps & { product: ProductPageProduct }) {
  const quantity = actions.cartQuantities[product.id] ?? 0
  const purchasable = isPurchasable(product)
  const discount = product.discount ?? 0
  return (
    <aside className={styles.buy}>
      {purchasable && product.price != null ? (
        <div className={styles.priceBlock}>
          <Price
            value={product.price}
            old={discount > 0 ? product.priceOld : null}
            prefix={product.hasPricePrefix}
            size="xl"
          />
          {discount > 0 ? (
            <span className={styles.discount}>{PRODUCT_CARD_TEXT.discount(discount)}</span>
          ) : null}
        </div>
      ) : (
        <p className={styles.unavailable}>{PRODUCT_CARD_TEXT.notAvailable}</p>
      )}
      {purchasable ? (
        quantity > 0 ? (
          <div className={styles.inCart}>
            <QuantityStepper
              value={quantity}
              max={product.maxQuantity > 0 ? product.maxQuantity : undefined}
              label={product.name}
              onChange={(next) => actions.onQuantityChange?.(product, next)}
            />
            <Link to="/cart" className="btn btn--secondary">
              {PRODUCT_PAGE_TEXT.toCart}
            </Link>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => actions.onAddToCart?.(product)}
          >
            <Icon name="cart" size={20} />
            {PRODUCT_CARD_TEXT.addToCart}
          </button>
        )
      ) : actions.onNotify ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => actions.onNotify?.(product)}
        >
          {PRODUCT_CARD_TEXT.notify}
        </button>
      ) : null}
      {actions.onToggleFavorite ? (
        <button
          type="button"
          className={styles.favorite}
          aria-pressed={product.isFavorite}
          onClick={() => actions.onToggleFavorite?.(product)}
        >
          <Icon name="heart" size={20} />
          {product.isFavorite ? PRODUCT_CARD_TEXT.favoriteRemove : PRODUCT_CARD_TEXT.favoriteAdd}
        </button>
      ) : null}
      <ul className={styles.receive}>
        {isBookingOnly(product) ? (
          <li>
            <Icon name="store" size={20} />
            {PRODUCT_PAGE_TEXT.bookingOnly}
          </li>
        ) : (
          <>
            <li>
              <Icon name="store" size={20} />
              <span>
                {PRODUCT_PAGE_TEXT.pickup}
                {product.pickupDate ? (
                  <span className={styles.receiveDate}>{product.pickupDate}</span>
                ) : null}
              </span>
            </li>
            <li>
              <Icon name="truck" size={20} />
              <span>
                {PRODUCT_PAGE_TEXT.delivery}
                {product.deliveryDate ? (
                  <span className={styles.receiveDate}>{product.deliveryDate}</span>
                ) : null}
              </span>
            </li>
          </>
        )}
      </ul>
      {product.warning ? <p className={styles.warning}>{product.warning}</p> : null}
    </aside>
  )
}

function productTabs(
  props: ProductPageProps,
  product: ProductPageProduct,
): TabItem<ProductTabId>[] {
  const { instruction, analogues, reviews, pharmacies, actions } = props
  const { cartQuantities, ...handlers } = actions
  const mainProperties = product.properties.filter((property) => property.isMain)
  const tabs: TabItem<ProductTabId>[] = [
    {
      id: 'main',
      content: product.description ? (
        <div className={styles.prose}>{product.description}</div>
      ) : (
        <p className={styles.muted}>{PRODUCT_PAGE_TEXT.noDescription}</p>
      ),
    },
    {
      id: 'pharmacies',
      count: pharmacies?.total,
      content:
        pharmacies && pharmacies.items.length > 0 ? (
          <ul className={styles.pharmacies}>
            {pharmacies.items.map(({ pharmacy, price, quantity }) => (
              <li key={pharmacy.id} className={styles.pharmacy}>
                <div>
                  <p className={styles.pharmacyName}>{pharmacy.name}</p>
                  <p className={styles.muted}>{pharmacy.address}</p>
                  {pharmacy.humanWorkingHours.map((line) => (
                    <p key={line.days} className={styles.muted}>
                      {line.days}: {line.time}
                    </p>
                  ))}
                </div>
                <div className={styles.pharmacyStock}>
                  <strong>{formatMoney(price)}</strong>
                  <span className={styles.muted}>{PRODUCT_PAGE_TEXT.inStock(quantity)}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{PRODUCT_PAGE_TEXT.pharmaciesEmpty}</p>
        ),
    },
    {
      id: 'instruction',
      content: instruction ? (
        <div className={styles.prose}>
          {INSTRUCTION_SECTIONS.map(([key, heading]) => {
            const text = instruction[key]
            return typeof text === 'string' && text ? (
              <section key={key}>
                <h3>{heading}</h3>
                <p>{text}</p>
              </section>
            ) : null
          })}
        </div>
      ) : (
        <p className={styles.muted}>{PRODUCT_PAGE_TEXT.noInstruction}</p>
      ),
    },
    {
      id: 'forms',
      content:
        product.group && product.group.forms.length > 0 ? (
          <div className={styles.forms}>
            {product.group.forms.map((form) => (
              <section key={form.name}>
                <h3>{form.name}</h3>
                <ul className={styles.formItems}>
                  {form.items.map((item) => (
                    <li key={item.productId}>
                      <Link
                        to={item.url}
                        className={styles.formItem}
                        data-available={item.available}
                      >
                        <span>
                          {[item.dosage, item.quantity].filter(Boolean).join(', ') || form.name}
                        </span>
                        {item.price != null ? <strong>{formatMoney(item.price)}</strong> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{PRODUCT_PAGE_TEXT.noData}</p>
        ),
    },
    {
      id: 'analogues',
      count: analogues?.length,
      content:
        analogues && analogues.length > 0 ? (
          <ProductGrid
            products={analogues}
            columns={4}
            layout="carousel"
            cartQuantities={cartQuantities}
            {...handlers}
          />
        ) : (
          <p className={styles.muted}>{PRODUCT_PAGE_TEXT.noData}</p>
        ),
    },
    {
      id: 'certificates',
      count: product.certs.length || undefined,
      content:
        product.certs.length > 0 ? (
          <ul className={styles.certs}>
            {product.certs.map((cert) => (
              <li key={cert.id}>
                <a href={cert.url} target="_blank" rel="noreferrer">
                  {cert.title}
                </a>
                {cert.dateEnd ? (
                  <span className={styles.muted}>
                    {' '}
                    — {PRODUCT_PAGE_TEXT.certificateUntil(cert.dateEnd)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{PRODUCT_PAGE_TEXT.noData}</p>
        ),
    },
  ]
  if (!product.reviewsDisabled) {
    tabs.push({
      id: 'reviews',
      count: reviews?.total ?? product.reviewsCount,
      content:
        reviews && reviews.items.length > 0 ? (
          <ul className={styles.reviews}>
            {reviews.items.map((review) => (
              <li key={review.id} className={styles.review}>
                <div className={styles.reviewHead}>
                  <strong>{review.authorName}</strong>
                  <Rating value={review.rating} reviewsCount={1} />
                  <span className={styles.muted}>{review.createdAt}</span>
                </div>
                <p>{review.message}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{PRODUCT_PAGE_TEXT.reviewsEmpty}</p>
        ),
    })
  }
  tabs.push(
    {
      id: 'properties',
      content: (
        <PropertyList
          properties={mainProperties.length > 0 ? mainProperties : product.properties.slice(0, 6)}
        />
      ),
    },
    { id: 'allProperties', content: <PropertyList properties={product.properties} /> },
  )
  return tabs
}

function PropertyList({ properties }: { properties: ProductPageProduct['properties'] }) {
  if (properties.length === 0) return <p className={styles.muted}>{PRODUCT_PAGE_TEXT.noData}</p>
  return (
    <dl className={styles.properties}>
      {properties.map((property) => (
        <div key={property.name} className={styles.property}>
          <dt>{property.name}</dt>
          <dd>{property.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function ProductPageSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <PageMeta />
      <span className="skeleton" style={{ height: 16, width: 280 }} />
      <div className={styles.top}>
        <span className="skeleton" style={{ aspectRatio: '1', borderRadius: 16 }} />
        <div className={styles.summary}>
          <span className="skeleton" style={{ height: 36, width: '90%' }} />
          <span className="skeleton" style={{ height: 20, width: '40%' }} />
          <span className="skeleton" style={{ height: 120 }} />
        </div>
        <span className="skeleton" style={{ height: 260, borderRadius: 16 }} />
      </div>
    </div>
  )
}
