// The product screen: the product and its analogues (useProduct, useProductAnalogs, both
// prefetched on the server), its instruction and reviews, the pharmacies that have it
// (useProductPharmacies, searchable), the price variants the shopper may see, cart and
// favourites, and the recently viewed products (useProduct records the view).
import {
  useBrowsingHistory,
  useProduct,
  useProductAdCounters,
  useProductAnalogs,
  useProductInstructions,
  useProductPharmacies,
  useRegion,
  useReview,
} from '@apteka/hooks'
import { useState } from 'react'
import { lazyPart } from '../ui/LazyPart/lazyPart'
import { useNearViewport } from '../ui/NearViewport/useNearViewport'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { isApiFailure } from '../ui/pageFailure'
import type { ProductTabId } from '../ui/Tabs/Tabs'
import { ExpiringPricesToggle } from './ExpiringPricesToggle'
import { ProductPage, type ProductReviews } from './ProductPage'
import { shopToday } from './productDates'

/**
 * The recommendation shelves, below the tabs: their code loads right after the page's (ui/LazyPart),
 * not when they near the screen, since their cards' cart buttons must answer the first tap.
 */
const RecommendationWidgets = lazyPart(
  () => import('./RecommendationWidgets'),
  'RecommendationWidgets',
)

/**
 * The review form, in the reviews tab: its code (the form, useReview) loads right after the
 * page's, as the tabs' does, not with the first screen (#36).
 */
const ReviewForm = lazyPart(() => import('./ReviewForm'), 'ReviewForm')

/**
 * 'Сообщить о поступлении', only on a product that is not on sale: its code loads when such a
 * product shows it (its styles are ProductPage.module.css, loaded with the page).
 */
const DrugNotifyForm = lazyPart(() => import('./DrugNotifyForm'), 'DrugNotifyForm', {
  onDemand: true,
})

/** Pharmacies shown at first, and how many more each 'Показать ещё' adds. */
export const PRODUCT_PHARMACIES_STEP = 10

export function ProductScreen({ alias }: { alias: string }) {
  const { product, metaInformation, prices, error } = useProduct({ alias })
  // 'сегодня' of the product's days is today in the region's zone, where the API counted them.
  const { region } = useRegion()
  // A sponsored product's impression counter fires when 60 % of its summary is on screen.
  const ads = useProductAdCounters()
  // A browser navigation whose product the API failed to give shows the error page (root boundary).
  if (!product && error && isApiFailure(error)) throw error
  const [tab, setTab] = useState<ProductTabId | undefined>(undefined)
  const [pharmacyText, setPharmacyText] = useState('')
  const [pharmacyLimit, setPharmacyLimit] = useState(PRODUCT_PHARMACIES_STEP)
  const instructions = useProductInstructions({ slug: alias })
  // The reviews and the pharmacies are listed in the tabs, below a phone's first screen: they
  // load when the tabs near the screen (until then the reviews tab counts product.reviewsCount).
  const [tabsSpot, tabsNear] = useNearViewport()
  const tabsAlias = tabsNear ? alias : ''
  const review = useReview({ productID: product?.id ?? '', alias: tabsAlias })
  const analogs = useProductAnalogs({ alias, enabled: Boolean(product) })
  const pharmacies = useProductPharmacies({
    alias,
    search: pharmacyText,
    limit: pharmacyLimit,
    enabled: Boolean(product) && tabsNear,
  })
  const viewed = useBrowsingHistory(product ? { excludeId: product.id } : {})
  const actions = useProductActions([
    ...(product ? [product] : []),
    ...analogs.analogs,
    ...viewed.products,
  ])
  const reviews: ProductReviews = {
    total: review.total,
    averageRating: review.averageRating,
    items: review.reviews,
  }
  const instruction = instructions.instructions ?? null
  const pharmaciesLoaded = tabsNear && !pharmacies.isLoading && !pharmacies.error
  return (
    <ProductPage
      product={product}
      tabsSpot={tabsSpot}
      {...(product ? { adSpot: ads.impressionRef(product) } : {})}
      meta={metaInformation}
      prices={prices}
      priceControls={<ExpiringPricesToggle />}
      instruction={instruction}
      {...(analogs.isLoading ? {} : { analogues: analogs.analogs, analoguesTotal: analogs.total })}
      reviews={review.reviews.length > 0 ? reviews : null}
      pharmacies={
        pharmaciesLoaded ? { items: pharmacies.pharmacies, total: pharmacies.total } : null
      }
      pharmacySearch={{
        value: pharmacyText,
        onChange: (value) => {
          setPharmacyText(value)
          setPharmacyLimit(PRODUCT_PHARMACIES_STEP)
        },
        answered: pharmacies.search,
        isLoading: pharmacies.isFetching,
        hasMore: pharmacies.hasNextPage,
        onShowMore: () => setPharmacyLimit((limit) => limit + PRODUCT_PHARMACIES_STEP),
      }}
      viewed={product ? viewed.products : []}
      today={shopToday(new Date(), region?.timeZone)}
      actions={actions}
      reviewForm={product ? <ReviewForm productID={product.id} alias={tabsAlias} /> : null}
      availabilityNotice={
        // Only a product that can be neither ordered nor booked is "not on sale" (issue #30: a
        // booking-only product said so right under 'В корзину · Забрать сегодня').
        product && !product.availableForOrder && !product.availableForBooking ? (
          <DrugNotifyForm productID={product.id} />
        ) : null
      }
      recommendations={product ? <RecommendationWidgets productID={product.id} /> : null}
      {...(tab ? { tab } : {})}
      onTabChange={setTab}
    />
  )
}
