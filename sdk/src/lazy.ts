// @apteka/sdk/lazy: `createLazyStorefrontClient`, the Promise client whose runtime (Effect, the
// transport, token refresh, the error catalogue) is loaded by dynamic import on its first call,
// so a server-rendered page's first load carries none of it (issue #18).
export { createLazyStorefrontClient } from './lazyClient'
