// The product page's tabs (SPEC §2): description, instruction, pharmacies, reviews,
// certificates and all properties, each with its panel. Below a phone's first screen, they are a
// part of their own (ProductPage loads this module with ui/LazyPart/lazyPart).
import { Link } from 'react-router'
import { formatMoney } from '../shop'
import { PRODUCT_CARD_TEXT } from '../ui/ProductCard/ProductCard'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import { Rating } from '../ui/Rating/Rating'
import { type ProductTabId, type TabItem, Tabs } from '../ui/Tabs/Tabs'
import { PharmaciesPanel } from './PharmaciesPanel'
import styles from './ProductPage.module.css'
import { PropertyList } from './PropertyList'
import { longDate } from './productDates'
import type { ProductPageProduct, ProductPageProps } from './productPageTypes'
import { INSTRUCTION_SECTIONS, PRODUCT_TABS_TEXT } from './productTabsText'

/** The tabs with their panels, as the page's props and the product fill them. */
export function ProductTabs({
  page,
  product,
}: {
  page: ProductPageProps
  product: ProductPageProduct
}) {
  return (
    <Tabs<ProductTabId>
      label={PRODUCT_TABS_TEXT.tabs}
      value={page.tab}
      onChange={page.onTabChange}
      tabs={productTabs(page, product)}
    />
  )
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
        <p className={styles.muted}>{PRODUCT_TABS_TEXT.noDescription}</p>
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
        <p className={styles.muted}>{PRODUCT_TABS_TEXT.noInstruction}</p>
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
              <p className={styles.muted}>{PRODUCT_TABS_TEXT.noOtherForms}</p>
            ) : null}
            {product.group.forms.map((form) => (
              <section key={form.name}>
                <h3>{form.name}</h3>
                <ul
                  className={styles.formItems}
                  aria-label={PRODUCT_TABS_TEXT.formsList(form.name)}
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
                            <span className={styles.muted}>{PRODUCT_TABS_TEXT.currentForm}</span>
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
          <p className={styles.muted}>{PRODUCT_TABS_TEXT.noData}</p>
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
              label={PRODUCT_TABS_TEXT.analoguesList}
              cartQuantities={cartQuantities}
              {...handlers}
            />
            <Link to={`/analogs/${product.alias}`} className="btn btn--secondary">
              {PRODUCT_TABS_TEXT.allAnalogues}
              {analoguesTotal ? <span className={styles.linkCount}>{analoguesTotal}</span> : null}
            </Link>
          </div>
        ) : (
          <p className={styles.muted}>{PRODUCT_TABS_TEXT.analoguesEmpty}</p>
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
                    — {PRODUCT_TABS_TEXT.certificateUntil(longDate(cert.dateEnd))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{PRODUCT_TABS_TEXT.noData}</p>
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
            <p className={styles.muted}>{PRODUCT_TABS_TEXT.reviewsEmpty}</p>
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
