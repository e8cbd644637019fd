// The product page (/product/{alias}.html, public form /p_{alias}.html): gallery, the buy
// box (the price variants the shopper may see, 'В корзину' or the stepper, the heart,
// pickup and delivery days), the tabs of SPEC §2 and the 'Вы смотрели' shelf.
import { type ReactNode, useId, useState } from 'react'
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
  isExpiringPriceType,
  isMarketplacePriceType,
  type ProductPageQuery,
  type ProductPharmaciesQuery,
  type ProductReviewsQuery,
  type ProductSummaryFragment,
  plural,
} from '../shop'
import styles from './ProductPage.module.css'
import type { ProductActions } from './productActions'
import { longDate, receiveDayText, shopToday } from './productDates'

export const PRODUCT_PAGE_TEXT = {
  tabs: 'Разделы о товаре',
  buyBox: 'Цена и покупка',
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
  favoriteAdd: PRODUCT_CARD_TEXT.favoriteAdd,
  favoriteRemove: PRODUCT_CARD_TEXT.favoriteRemove,
  prices: 'Варианты цены',
  bestBefore: (date: string) => `Срок годности до ${date}`,
  bookingOnlyVariant: 'только бронь',
  pharmacySearch: 'Найти аптеку',
  pharmacySearchPlaceholder: 'Адрес, метро или название аптеки',
  pharmaciesFound: (n: number) =>
    `${plural(n, ['Найдена', 'Найдено', 'Найдено'])} ${n} ${plural(n, ['аптека', 'аптеки', 'аптек'])}`,
  pharmaciesNotFound: (text: string) => `Аптек по запросу «${text}» не нашлось`,
  pharmaciesLoading: 'Загружаем аптеки…',
  showMore: 'Показать ещё',
  pharmacyMetro: 'Метро',
  allAnalogues: 'Все аналоги',
  analoguesList: 'Аналоги',
  analoguesEmpty: 'Аналогов с тем же действующим веществом в вашем регионе нет',
  formsList: (form: string) => `Форма выпуска: ${form}`,
  currentForm: 'Вы смотрите',
  noOtherForms: 'Других форм выпуска и дозировок у этого товара нет.',
  viewed: 'Вы смотрели',
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

/** How a price variant is named in the buy box (SPEC §4 price types). */
export function priceVariantLabel(variant: ProductPagePrice): string {
  if (variant.isExpirating || isExpiringPriceType(variant.priceTypeID)) {
    return 'Уценка: истекает срок годности'
  }
  if (variant.priceTypeID === 8) return 'Маркетплейс: другие поставщики'
  if (isMarketplacePriceType(variant.priceTypeID)) return 'Маркетплейс'
  if (variant.priceTypeID === 1) return 'Обычная цена'
  if (variant.priceTypeID === 7) return 'Остатки в аптеках'
  return 'Цена аптеки'
}

export type ProductPageProduct = NonNullable<ProductPageQuery['productPage']>['product']
export type ProductPagePrice = ProductPageProduct['prices'][number]
export type ProductPageMeta = NonNullable<ProductPageQuery['productPage']>['metaInformation']
export type ProductReviews = NonNullable<ProductReviewsQuery['productPage']>['product']['reviews']
export type ProductPharmacies = NonNullable<
  ProductPharmaciesQuery['productPage']
>['product']['pharmacies']

/** The pharmacies tab's search and paging (useProductPharmacies). */
export interface PharmacySearch {
  /** The text in the field. */
  readonly value: string
  readonly onChange: (value: string) => void
  /** The text the list answers (settled after typing). Default: value. */
  readonly answered?: string
  readonly isLoading?: boolean
  readonly hasMore?: boolean
  readonly onShowMore?: () => void
}

export interface ProductPageProps {
  /** The product; undefined while loading, null when there is none. */
  readonly product: ProductPageProduct | null | undefined
  readonly meta?: ProductPageMeta | null
  /**
   * The price variants the shopper may see (useProduct().prices: an employee every price
   * above 0, anyone else the current one). Default: the product's current price only.
   */
  readonly prices?: readonly ProductPagePrice[]
  readonly instruction?: InstructionFieldsFragment | null
  /** The analogues' first page (carousel); undefined while they load. */
  readonly analogues?: readonly ProductSummaryFragment[]
  /** Analogues in all pages. Default: analogues.length. */
  readonly analoguesTotal?: number
  readonly reviews?: ProductReviews | null
  readonly pharmacies?: ProductPharmacies | null
  readonly pharmacySearch?: PharmacySearch
  /** Recently viewed products, without this one ('Вы смотрели'); the block shows only with some. */
  readonly viewed?: readonly ProductSummaryFragment[]
  /** 'Today' for pickup and delivery days. Default: now. */
  readonly today?: Date
  readonly actions: ProductActions
  /** The review form, at the top of the reviews tab (app/product/ReviewForm). */
  readonly reviewForm?: ReactNode
  /** The availability notice under the buy box (app/product/DrugNotifyForm). */
  readonly availabilityNotice?: ReactNode
  /** The recommendation widgets under the tabs (app/product/RecommendationWidgets). */
  readonly recommendations?: ReactNode
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
      {props.recommendations}
      {props.viewed && props.viewed.length > 0 ? (
        <ViewedShelf products={props.viewed} actions={props.actions} />
      ) : null}
    </div>
  )
}

function ViewedShelf({
  products,
  actions,
}: {
  products: readonly ProductSummaryFragment[]
  actions: ProductActions
}) {
  const headingId = useId()
  const { cartQuantities, ...handlers } = actions
  return (
    <section className="section" aria-labelledby={headingId} data-testid="viewed-products">
      <h2 id={headingId} className="section__title">
        {PRODUCT_PAGE_TEXT.viewed}
      </h2>
      <ProductGrid
        products={products}
        layout="carousel"
        label={PRODUCT_PAGE_TEXT.viewed}
        cartQuantities={cartQuantities}
        {...handlers}
      />
    </section>
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

/** The variant shown first: the product's current price type, else the first one. */
function currentVariantIndex(
  product: ProductPageProduct,
  variants: readonly ProductPagePrice[],
): number {
  const index = variants.findIndex((variant) => variant.priceTypeID === product.priceTypeID)
  return index < 0 ? 0 : index
}

function BuyBox(props: ProductPageProps & { product: ProductPageProduct }) {
  const { product, actions } = props
  const variants = props.prices ?? []
  const [chosen, setChosen] = useState<number | null>(null)
  const variant = variants[chosen ?? currentVariantIndex(product, variants)]
  const quantity = actions.cartQuantities[product.id] ?? 0
  const purchasable = isPurchasable(product)
  const price = variant?.price ?? product.price
  const discount = (variant ? variant.discount : product.discount) ?? 0
  const priceOld = variant ? variant.priceOld : product.priceOld
  const prefix = variants.length > 1 ? (variant?.hasPrefix ?? false) : product.hasPricePrefix
  const favorite = actions.isFavorite ? actions.isFavorite(product.id) : product.isFavorite
  const today = props.today ?? shopToday()
  // The cart line takes the chosen variant's price type.
  const toCart = variant
    ? { ...product, priceTypeID: variant.priceTypeID, price: variant.price }
    : product
  return (
    <aside className={styles.buy} aria-label={PRODUCT_PAGE_TEXT.buyBox} data-testid="buy-box">
      {purchasable && price != null ? (
        <div className={styles.priceBlock}>
          <Price value={price} old={discount > 0 ? priceOld : null} prefix={prefix} size="xl" />
          {discount > 0 ? (
            <span className={styles.discount}>{PRODUCT_CARD_TEXT.discount(discount)}</span>
          ) : null}
          {variants.length <= 1 && variant ? <VariantNote variant={variant} single /> : null}
        </div>
      ) : (
        <p className={styles.unavailable}>{PRODUCT_CARD_TEXT.notAvailable}</p>
      )}
      {purchasable && variants.length > 1 ? (
        <fieldset className={styles.variants}>
          <legend className={styles.variantsLegend}>{PRODUCT_PAGE_TEXT.prices}</legend>
          {variants.map((item, index) => (
            <label key={item.priceTypeID} className={styles.variant}>
              <input
                type="radio"
                name={`price-${product.id}`}
                checked={item === variant}
                onChange={() => setChosen(index)}
              />
              <span className={styles.variantText}>
                <span>{priceVariantLabel(item)}</span>
                <VariantNote variant={item} />
              </span>
              <Price
                value={item.price}
                old={item.discount ? item.priceOld : null}
                prefix={item.hasPrefix}
                size="sm"
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      {purchasable ? (
        quantity > 0 ? (
          <div className={styles.inCart}>
            <QuantityStepper
              value={quantity}
              max={product.maxQuantity > 0 ? product.maxQuantity : undefined}
              label={product.name}
              onChange={(next) => actions.onQuantityChange?.(toCart, next)}
            />
            <Link to="/cart" className="btn btn--secondary">
              {PRODUCT_PAGE_TEXT.toCart}
            </Link>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => actions.onAddToCart?.(toCart)}
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
          aria-pressed={favorite}
          data-active={favorite}
          onClick={() => actions.onToggleFavorite?.(product)}
        >
          <Icon name="heart" size={20} />
          {favorite ? PRODUCT_PAGE_TEXT.favoriteRemove : PRODUCT_PAGE_TEXT.favoriteAdd}
        </button>
      ) : null}
      <ul className={styles.receive}>
        {isBookingOnly(product) ? (
          <ReceiveWay
            icon="store"
            title={PRODUCT_PAGE_TEXT.bookingOnly}
            kind="pickup"
            date={product.pickupDate}
            today={today}
          />
        ) : (
          <>
            <ReceiveWay
              icon="store"
              title={PRODUCT_PAGE_TEXT.pickup}
              kind="pickup"
              date={product.pickupDate}
              today={today}
            />
            <ReceiveWay
              icon="truck"
              title={PRODUCT_PAGE_TEXT.delivery}
              kind="delivery"
              date={product.deliveryDate}
              today={today}
            />
          </>
        )}
      </ul>
      {product.warning ? <p className={styles.warning}>{product.warning}</p> : null}
      {props.availabilityNotice}
    </aside>
  )
}

/** What else a variant's price means: the best-before day, booking only. */
function VariantNote({ variant, single = false }: { variant: ProductPagePrice; single?: boolean }) {
  const notes: string[] = []
  if (single && (variant.isExpirating || isExpiringPriceType(variant.priceTypeID))) {
    notes.push(priceVariantLabel(variant))
  }
  const expires = variant.dateExpired ?? (variant.isExpirating ? variant.expirationDate : null)
  if (expires) notes.push(PRODUCT_PAGE_TEXT.bestBefore(longDate(expires)))
  if (!variant.availableForOrder && variant.availableForBooking) {
    notes.push(PRODUCT_PAGE_TEXT.bookingOnlyVariant)
  }
  if (notes.length === 0) return null
  return <span className={styles.variantNote}>{notes.join(', ')}</span>
}

function productTabs(
  props: ProductPageProps,
  product: ProductPageProduct,
): TabItem<ProductTabId>[] {
  const { instruction, analogues, reviews, actions } = props
  const { cartQuantities, ...handlers } = actions
  const mainProperties = product.properties.filter((property) => property.isMain)
  const analoguesTotal = props.analoguesTotal ?? analogues?.length
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
      count: props.pharmacies?.total,
      content: <PharmaciesPanel {...props} />,
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
            {product.group.forms.every((form) =>
              form.items.every((item) => item.productId === product.id),
            ) ? (
              <p className={styles.muted}>{PRODUCT_PAGE_TEXT.noOtherForms}</p>
            ) : null}
            {product.group.forms.map((form) => (
              <section key={form.name}>
                <h3>{form.name}</h3>
                <ul
                  className={styles.formItems}
                  aria-label={PRODUCT_PAGE_TEXT.formsList(form.name)}
                >
                  {form.items.map((item) => {
                    const current = item.productId === product.id
                    return (
                      <li key={item.productId}>
                        <Link
                          to={item.url}
                          className={styles.formItem}
                          data-available={item.available}
                          aria-current={current ? 'page' : undefined}
                        >
                          <span>
                            {[item.dosage, item.quantity].filter(Boolean).join(', ') || form.name}
                          </span>
                          {item.price != null ? <strong>{formatMoney(item.price)}</strong> : null}
                          {current ? (
                            <span className={styles.muted}>{PRODUCT_PAGE_TEXT.currentForm}</span>
                          ) : !item.available ? (
                            <span className={styles.muted}>{PRODUCT_CARD_TEXT.notAvailable}</span>
                          ) : null}
                        </Link>
                      </li>
                    )
                  })}
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
      count: analoguesTotal,
      content:
        analogues === undefined ? (
          <ProductGrid products={[]} loadingCount={4} columns={4} layout="carousel" />
        ) : analogues.length > 0 ? (
          <div className={styles.analogues}>
            <ProductGrid
              products={analogues}
              columns={4}
              layout="carousel"
              label={PRODUCT_PAGE_TEXT.analoguesList}
              cartQuantities={cartQuantities}
              {...handlers}
            />
            <Link to={`/analogs/${product.alias}`} className="btn btn--secondary">
              {PRODUCT_PAGE_TEXT.allAnalogues}
              {analoguesTotal ? <span className={styles.linkCount}>{analoguesTotal}</span> : null}
            </Link>
          </div>
        ) : (
          <p className={styles.muted}>{PRODUCT_PAGE_TEXT.analoguesEmpty}</p>
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
                    — {PRODUCT_PAGE_TEXT.certificateUntil(longDate(cert.dateEnd))}
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
      content: (
        <>
          {props.reviewForm}
          {reviews && reviews.items.length > 0 ? (
            <ul className={styles.reviews}>
              {reviews.items.map((review) => (
                <li key={review.id} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <strong>{review.authorName}</strong>
                    <Rating value={review.rating} reviewsCount={1} />
                    <time className={styles.muted} dateTime={review.createdAt}>
                      {longDate(review.createdAt)}
                    </time>
                  </div>
                  <p>{review.message}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{PRODUCT_PAGE_TEXT.reviewsEmpty}</p>
          )}
        </>
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

function PharmaciesPanel({ pharmacies, pharmacySearch, today }: ProductPageProps) {
  const inputId = useId()
  const statusId = useId()
  const day = today ?? shopToday()
  const text = pharmacySearch?.answered ?? pharmacySearch?.value ?? ''
  const loading = pharmacySearch?.isLoading ?? false
  const items = pharmacies?.items ?? []
  return (
    <div className={styles.pharmaciesPanel}>
      {pharmacySearch ? (
        <div className={`field ${styles.pharmacySearch}`}>
          <label htmlFor={inputId} className="field__label">
            {PRODUCT_PAGE_TEXT.pharmacySearch}
          </label>
          <input
            id={inputId}
            type="search"
            className="input"
            placeholder={PRODUCT_PAGE_TEXT.pharmacySearchPlaceholder}
            value={pharmacySearch.value}
            aria-describedby={statusId}
            onChange={(event) => pharmacySearch.onChange(event.target.value)}
          />
        </div>
      ) : null}
      <p id={statusId} className={styles.muted} aria-live="polite">
        {loading && !pharmacies
          ? PRODUCT_PAGE_TEXT.pharmaciesLoading
          : pharmacies && pharmacies.total > 0
            ? PRODUCT_PAGE_TEXT.pharmaciesFound(pharmacies.total)
            : text
              ? PRODUCT_PAGE_TEXT.pharmaciesNotFound(text)
              : pharmacies
                ? PRODUCT_PAGE_TEXT.pharmaciesEmpty
                : ''}
      </p>
      {items.length > 0 ? (
        <ul className={styles.pharmacies} aria-busy={loading || undefined}>
          {items.map(({ pharmacy, price, quantity, pickupDate }) => (
            <li key={pharmacy.id} className={styles.pharmacy} data-testid="product-pharmacy">
              <div className={styles.pharmacyInfo}>
                <p className={styles.pharmacyName}>{pharmacy.name}</p>
                <p>{pharmacy.address}</p>
                {pharmacy.metro.length > 0 ? (
                  <p className={styles.muted}>
                    {PRODUCT_PAGE_TEXT.pharmacyMetro}:{' '}
                    {pharmacy.metro.map((station) => station.name).join(', ')}
                  </p>
                ) : null}
                {pharmacy.humanWorkingHours.map((line) => (
                  <p key={line.days} className={styles.muted}>
                    {line.days}: {line.time}
                  </p>
                ))}
              </div>
              <div className={styles.pharmacyStock}>
                <strong>{formatMoney(price)}</strong>
                <span className={styles.muted}>{PRODUCT_PAGE_TEXT.inStock(quantity)}</span>
                {pickupDate ? (
                  <span className={styles.pickup}>{receiveDayText('pickup', pickupDate, day)}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {pharmacySearch?.hasMore && pharmacySearch.onShowMore ? (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={pharmacySearch.onShowMore}
          disabled={loading}
        >
          {PRODUCT_PAGE_TEXT.showMore}
        </button>
      ) : null}
    </div>
  )
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

/** One way to receive the product (pickup, booking or courier) and its day. */
function ReceiveWay({
  icon,
  title,
  kind,
  date,
  today,
}: {
  icon: 'store' | 'truck'
  title: string
  kind: 'pickup' | 'delivery'
  date: string | null | undefined
  today: Date
}) {
  return (
    <li>
      <Icon name={icon} size={20} />
      <span>
        {title}
        {date ? (
          <span className={styles.receiveDate}>{receiveDayText(kind, date, today)}</span>
        ) : null}
      </span>
    </li>
  )
}
