// The product page's data: the generated query types it renders, and its props.
import type { ReactNode } from 'react'
import type {
  InstructionFieldsFragment,
  ProductCardFieldsFragment,
  ProductPageQuery,
  ProductPharmaciesQuery,
  ProductReviewsQuery,
  ProductSummaryFragment,
} from '../shop'
import type { SpotRef } from '../ui/NearViewport/useNearViewport'
import type { ProductActions } from '../ui/ProductCard/productActions'
import type { ProductTabId } from '../ui/Tabs/Tabs'

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
  /** Marks the tabs (the reviews and pharmacies they list load when it nears the screen). */
  readonly tabsSpot?: SpotRef
  /** Marks the product's summary for a sponsored product's impression counter (SPEC §7). */
  readonly adSpot?: (element: Element | null) => void
  readonly meta?: ProductPageMeta | null
  /**
   * The price variants the shopper may see (useProduct().prices: an employee every price
   * above 0, anyone else the current one). Default: the product's current price only.
   */
  readonly prices?: readonly ProductPagePrice[]
  /** Under the price variants: the employee's 'show expiring prices' switch (ExpiringPricesToggle). */
  readonly priceControls?: ReactNode
  readonly instruction?: InstructionFieldsFragment | null
  /** The analogues' first page (carousel); undefined while they load. */
  readonly analogues?: readonly ProductCardFieldsFragment[]
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
  /**
   * The tabs with their own data (ProductScreen's ProductTabsScreen). Default: the tabs over these
   * props (instruction, analogues, reviews, pharmacies, …).
   */
  readonly tabs?: ReactNode
  /** The recommendation widgets under the tabs (app/product/RecommendationWidgets). */
  readonly recommendations?: ReactNode
  /** The open tab (controlled); e.g. from ?tab=. */
  readonly tab?: ProductTabId
  readonly onTabChange?: (tab: ProductTabId) => void
}
