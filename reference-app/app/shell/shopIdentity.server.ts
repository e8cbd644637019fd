// The shop's identity file (reference-app/shop.config.json), read on the server only: the root
// loader hands it to the pages with the storefront's configuration. A file of the wrong shape
// fails the typecheck and the build.
import config from '../../shop.config.json'
import type { ShopIdentity } from './shopIdentity'

export const SHOP_IDENTITY: ShopIdentity = config
