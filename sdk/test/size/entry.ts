// The size-limit entry: what a browser bundle holds for a client and one call.
import { CartDocument, createStorefrontClient } from '../../src/index'

const client = createStorefrontClient()
export const loadCart = (regionID: string) => client.request(CartDocument, { regionID })
