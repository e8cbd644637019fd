// The shop's analytics events (SPEC §4, §7): one framework-free model that every adapter
// (dataLayer, Yandex Metrica, the vendor measurement, the recording one) translates.

/** A product as analytics names it. */
export interface AnalyticsProduct {
  readonly id: string
  readonly name?: string | undefined
  /** Price of one unit, RUB. */
  readonly price?: number | null | undefined
  /** Units (a cart change, an order line). */
  readonly quantity?: number | undefined
}

/** A page was shown: the first load or a client navigation, with the page's own title. */
export interface PageViewAnalyticsEvent {
  readonly type: 'page_view'
  /** Path and query, '/catalog/heart?PAGEN_1=2'. */
  readonly url: string
  /** The title of the page now shown (not the previous one's). */
  readonly title: string
}

/** A product page was opened. */
export interface ProductViewAnalyticsEvent {
  readonly type: 'product_view'
  readonly productId: string
  readonly name?: string
  readonly price?: number | null
}

/** A product card was seen (60 % of it on screen) or clicked, in a list. */
export interface ProductCardAnalyticsEvent {
  readonly type: 'product_card_view' | 'product_click'
  readonly productId: string
  readonly name?: string
  readonly price?: number | null
  /** Its place in the list, from 0. */
  readonly position?: number
  /** Which list: 'catalog', 'search', a shelf's title. */
  readonly list?: string
}

/** A cart change as analytics sees it (SPEC §4: direction and difference, debounced 1000 ms). */
export interface CartAnalyticsEvent {
  readonly type: 'cart_add' | 'cart_remove'
  readonly productId: string
  readonly priceTypeID: number
  /** Units added or removed. */
  readonly quantity: number
  readonly name?: string
  readonly price?: number | null
}

/** A step of the checkout was reached (1: the cart's receive type, then address, payment…). */
export interface CheckoutStepAnalyticsEvent {
  readonly type: 'checkout_step'
  readonly step: number
  /** The step's name: 'pickup', 'delivery', 'pay'. */
  readonly name: string
}

/** An order was placed (the success page). */
export interface PurchaseAnalyticsEvent {
  readonly type: 'purchase'
  readonly orderId: string
  /** The order's total, RUB. */
  readonly revenue: number
  readonly items: readonly AnalyticsProduct[]
}

/** The shopper answered the region modal or the header's region choice. */
export interface RegionChoiceAnalyticsEvent {
  readonly type: 'region_choice'
  readonly action: 'confirm' | 'change' | 'close'
  readonly regionId: string
}

/** The UTM-gated pageview goal (SPEC §5, §9: stored UTM values match a configured pair). */
export interface UtmGoalAnalyticsEvent {
  readonly type: 'utm_goal'
  readonly url: string
  /** The stored utm_* values, 'utm_source=yandex&utm_medium=cpc'. */
  readonly utm: string
}

/** An advertisement was shown or clicked. */
export interface AdvertisementAnalyticsEvent {
  readonly type: 'ad_impression' | 'ad_click'
  readonly id: string
  readonly name?: string | null
  readonly position?: number | null
}

/** Every event of the shop. */
export type AnalyticsEvent =
  | PageViewAnalyticsEvent
  | ProductViewAnalyticsEvent
  | ProductCardAnalyticsEvent
  | CartAnalyticsEvent
  | CheckoutStepAnalyticsEvent
  | PurchaseAnalyticsEvent
  | RegionChoiceAnalyticsEvent
  | UtmGoalAnalyticsEvent
  | AdvertisementAnalyticsEvent

/** The ISO code every price is in (SPEC §9). */
export const ANALYTICS_CURRENCY = 'RUB'
