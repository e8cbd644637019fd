// The product's tabs with their data: the instruction, the analogues, the reviews and the
// pharmacies that have it. Their hooks are read here, not in ProductScreen, so that they load with
// the tabs' code, below a phone's first screen, not with the page's (#36): ProductScreen places
// this module as a part of its own (ui/LazyPart's whenNear).
import {
  useProductAnalogs,
  useProductInstructions,
  useProductPharmacies,
  useReview,
} from '@apteka/hooks'
import { useState } from 'react'
import { lazyPart } from '../ui/LazyPart/lazyPart'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import type { ProductTabId } from '../ui/Tabs/Tabs'
import type { ProductPageProduct, ProductReviews } from './productPageTypes'
import { ProductTabs } from './productTabs'

/**
 * The review form, in the reviews tab: its code (the form, useReview's submit) loads when the
 * tabs render it in the browser, not with the first screen.
 */
const ReviewForm = lazyPart(() => import('./ReviewForm'), 'ReviewForm')

/** Pharmacies shown at first, and how many more each 'Показать ещё' adds. */
export const PRODUCT_PHARMACIES_STEP = 10

export interface ProductTabsScreenProps {
  readonly alias: string
  readonly product: ProductPageProduct
  /**
   * Whether the tabs are near the screen: the reviews and the pharmacies load then (until then
   * the reviews tab counts product.reviewsCount).
   */
  readonly near: boolean
  /** 'Today' for the pharmacies' pickup days, in the region's zone. */
  readonly today: Date
}

/**
 * @example
 * <ProductTabsScreen alias="nurofen-200" product={product} near={tabsNear} today={today} />
 */
export function ProductTabsScreen({ alias, product, near, today }: ProductTabsScreenProps) {
  const [tab, setTab] = useState<ProductTabId | undefined>(undefined)
  const [pharmacyText, setPharmacyText] = useState('')
  const [pharmacyLimit, setPharmacyLimit] = useState(PRODUCT_PHARMACIES_STEP)
  const instructions = useProductInstructions({ slug: alias })
  const reviewsAlias = near ? alias : ''
  const review = useReview({ productID: product.id, alias: reviewsAlias })
  const analogs = useProductAnalogs({ alias })
  const pharmacies = useProductPharmacies({
    alias,
    search: pharmacyText,
    limit: pharmacyLimit,
    enabled: near,
  })
  const actions = useProductActions(analogs.analogs)
  const reviews: ProductReviews = {
    total: review.total,
    averageRating: review.averageRating,
    items: review.reviews,
  }
  const pharmaciesLoaded = near && !pharmacies.isLoading && !pharmacies.error
  return (
    <ProductTabs
      product={product}
      page={{
        product,
        actions,
        today,
        instruction: instructions.instructions ?? null,
        ...(analogs.isLoading ? {} : { analogues: analogs.analogs, analoguesTotal: analogs.total }),
        reviews: review.reviews.length > 0 ? reviews : null,
        pharmacies: pharmaciesLoaded
          ? { items: pharmacies.pharmacies, total: pharmacies.total }
          : null,
        pharmacySearch: {
          value: pharmacyText,
          onChange: (value) => {
            setPharmacyText(value)
            setPharmacyLimit(PRODUCT_PHARMACIES_STEP)
          },
          answered: pharmacies.search,
          isLoading: pharmacies.isFetching,
          hasMore: pharmacies.hasNextPage,
          onShowMore: () => setPharmacyLimit((limit) => limit + PRODUCT_PHARMACIES_STEP),
        },
        reviewForm: <ReviewForm productID={product.id} alias={reviewsAlias} />,
        ...(tab ? { tab } : {}),
        onTabChange: setTab,
      }}
    />
  )
}
