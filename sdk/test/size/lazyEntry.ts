// The size-limit entry of the lazy client's first load: what a page holds before its first call
// (the runtime the call loads is left out by the budget's esbuild plugin).
import { CartDocument } from '../../src/index'
import { createLazyStorefrontClient } from '../../src/lazy'

const client = createLazyStorefrontClient()
export const signedIn = () => client.session.isAuthenticated()
export const loadCart = (regionID: string) => client.request(CartDocument, { regionID })
