// The product page (/product/{alias}.html, public form /p_{alias}.html): gallery, the buy
// box (the price variants the shopper may see, 'В корзину' or the stepper, the heart,
// pickup and delivery days), the tabs of SPEC §2 and the 'Вы смотрели' shelf.
import { Link } from 'react-router'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { lazyPart } from '../ui/LazyPart/lazyPart'
import { metaProps, PageMeta } from '../ui/PageMeta/PageMeta'
import { Rating } from '../ui/Rating/Rating'
import { BuyBox } from './BuyBox'
import { Fact } from './Fact'
import { Gallery } from './Gallery'
import styles from './ProductPage.module.css'
import { ProductPageSkeleton } from './ProductPageSkeleton'
import { PRODUCT_PAGE_TEXT } from './productPageText'
import type { ProductPageProps } from './productPageTypes'
import { ViewedShelf } from './ViewedShelf'

export type {
  PharmacySearch,
  ProductPageMeta,
  ProductPagePrice,
  ProductPageProduct,
  ProductPageProps,
  ProductPharmacies,
  ProductReviews,
} from './productPageTypes'

/**
 * The tabs over the page's props, when it is given no `tabs` (ProductScreen gives its own, which
 * read their data): below a phone's first screen, their code loads when they near the screen or
 * the shopper first scrolls or taps (ui/LazyPart's `whenNear`); on a wide screen, where they are
 * in view, at once.
 */
const ProductTabs = lazyPart(() => import('./productTabs'), 'ProductTabs', { whenNear: true })

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
      {meta?.breadcrumbs && meta.breadcrumbs.length > 0 ? (
        <Breadcrumbs items={meta.breadcrumbs} />
      ) : null}
      <div className={styles.top} ref={props.adSpot}>
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
      <div className={styles.tabs} ref={props.tabsSpot}>
        {props.tabs ?? <ProductTabs page={props} product={product} />}
      </div>
      {props.recommendations}
      {props.viewed && props.viewed.length > 0 ? (
        <ViewedShelf products={props.viewed} actions={props.actions} />
      ) : null}
    </div>
  )
}
