// The mark every StorefrontError carries, apart from the class and its guard so that neither
// imports the other: the guard stays free of Effect for pages that read errors before the
// client's runtime arrives (issue #18).

/** One symbol per realm, whichever copy of the sdk made the error. */
export const STOREFRONT_ERROR_MARK: unique symbol = Symbol.for('@apteka/sdk/StorefrontError')
