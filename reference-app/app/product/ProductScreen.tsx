// The product screen: the product (useProduct, prefetched on the server), the price variants the
// shopper may see, cart and favourites, and the recently viewed products (useProduct records the
// view); the tabs read their own data (ProductTabsScreen: the instruction, analogues, reviews
// and the pharmacies that have it).
import { useBrowsingHistory, useProduct, useProductAdCounters, useRegion } from '@apteka/hooks'
import { lazyPart } from '../ui/LazyPart/lazyPart'
import { useNearViewport } from '../ui/NearViewport/useNearViewport'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { isApiFailure } from '../ui/pageFailure'
import { ExpiringPricesToggle } from './ExpiringPricesToggle'
import { ProductPage } from './ProductPage'
import { shopToday } from './productDates'

/**
 * The recommendation shelves, below the tabs: their code loads when they near the screen or the
 * shopper first scrolls or taps (ui/LazyPart's `whenNear`), not with the first screen (#36).
 */
const RecommendationWidgets = lazyPart(
  () => import('./RecommendationWidgets'),
  'RecommendationWidgets',
  { whenNear: true },
)

/**
 * 'Сообщить о поступлении', only on a product that is not on sale: its code loads when such a
 * product shows it (its styles are ProductPage.module.css, loaded with the page).
 */
const DrugNotifyForm = lazyPart(() => import('./DrugNotifyForm'), 'DrugNotifyForm')

/**
 * The tabs and their data, below a phone's first screen: their code and hooks load when they
 * near the screen or the shopper first scrolls or taps (ui/LazyPart's `whenNear`), not with the
 * first screen (#36); on a wide screen, where they are in view, at once.
 */
const ProductTabsScreen = lazyPart(() => import('./ProductTabsScreen'), 'ProductTabsScreen', {
  whenNear: true,
})

export function ProductScreen({ alias }: { alias: string }) {
  const { product, metaInformation, prices, error } = useProduct({ alias })
  // 'сегодня' of the product's days is today in the region's zone, where the API counted them.
  const { region } = useRegion()
  // A sponsored product's impression counter fires when 60 % of its summary is on screen.
  const ads = useProductAdCounters()
  // A browser navigation whose product the API failed to give shows the error page (root boundary).
  if (!product && error && isApiFailure(error)) throw error
  // The reviews and the pharmacies are listed in the tabs, below a phone's first screen: they
  // load when the tabs near the screen.
  const [tabsSpot, tabsNear] = useNearViewport()
  const viewed = useBrowsingHistory(product ? { excludeId: product.id } : {})
  const actions = useProductActions([...(product ? [product] : []), ...viewed.products])
  const today = shopToday(new Date(), region?.timeZone)
  return (
    <ProductPage
      product={product}
      tabsSpot={tabsSpot}
      {...(product ? { adSpot: ads.impressionRef(product) } : {})}
      meta={metaInformation}
      prices={prices}
      priceControls={<ExpiringPricesToggle />}
      viewed={product ? viewed.products : []}
      today={today}
      actions={actions}
      availabilityNotice={
        // Only a product that can be neither ordered nor booked is "not on sale" (issue #30: a
        // booking-only product said so right under 'В корзину · Забрать сегодня').
        product && !product.availableForOrder && !product.availableForBooking ? (
          <DrugNotifyForm productID={product.id} />
        ) : null
      }
      tabs={
        product ? (
          <ProductTabsScreen alias={alias} product={product} near={tabsNear} today={today} />
        ) : undefined
      }
      recommendations={product ? <RecommendationWidgets productID={product.id} /> : null}
    />
  )
}
