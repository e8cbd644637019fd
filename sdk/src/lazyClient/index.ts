// Public surface of lazyClient/: the storefront client whose runtime arrives with its first call.
export { createLazyStorefrontClient } from './createLazyStorefrontClient'
