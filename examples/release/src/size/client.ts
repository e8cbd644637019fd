// Size entry: `createStorefrontClient` and one request, as a page that calls the API ships it.
import { CartDocument, createStorefrontClient } from '@apteka/sdk'

const client = createStorefrontClient()
export const loadCart = (regionID: string) => client.request(CartDocument, { regionID })
