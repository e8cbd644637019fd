// Size entry: the lazy client's first load, what a page holds before its first call (the runtime
// that call imports dynamically is measured apart).
import { CartDocument } from '@apteka/sdk'
import { createLazyStorefrontClient } from '@apteka/sdk/lazy'

const client = createLazyStorefrontClient()
export const signedIn = () => client.session.isAuthenticated()
export const loadCart = (regionID: string) => client.request(CartDocument, { regionID })
