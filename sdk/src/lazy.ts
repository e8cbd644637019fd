// @apteka/sdk/lazy: `createLazyStorefrontClient`, the Promise client whose runtime (the
// Effect-free request core: transport, token refresh, logout) is loaded by dynamic import on its
// first call, so a server-rendered page's first load carries none of it (issue #18).
export { createLazyStorefrontClient } from './lazyClient'
