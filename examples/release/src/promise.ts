// The Promise face as a partner writes it: a client, a typed call and its typed refusal, the lazy
// client, the shop's rules, the experiments and the contract's own package. Type-checked under nodenext, bundler
// and node10 (see ../tsconfig.*.json).
import { loadSchema, operationDocuments } from '@apteka/schema'
import {
  CartDocument,
  type CartQuery,
  createStorefrontClient,
  ProductsDocument,
  RegionsDocument,
  StorefrontError,
} from '@apteka/sdk'
import { messageOf } from '@apteka/sdk/errors'
import { experimentReader, loadExperiments, newVisitorId } from '@apteka/sdk/experiments'
import { createLazyStorefrontClient } from '@apteka/sdk/lazy'
import { cartTotals, formatMoney, normalizePhone } from '@apteka/sdk/rules'

const client = createStorefrontClient({ endpoint: 'https://apteka.example/graphql' })

export async function firstRegionProducts(query: string): Promise<string[]> {
  const { regions } = await client.requestData(RegionsDocument)
  const region = regions[0]
  if (!region) return []
  try {
    const { products } = await client.requestData(ProductsDocument, {
      search: { regionID: region.id, query, pageCount: 3 },
    })
    return products.items.map(
      (product) => `${product.name}: ${formatMoney(product.lastPrice ?? 0)}`,
    )
  } catch (error) {
    if (error instanceof StorefrontError) return [`${error.code}: ${messageOf(error)}`]
    throw error
  }
}

export async function cartQuantity(regionID: string): Promise<number> {
  const { data, errors } = await client.request(CartDocument, { regionID })
  if (errors || !data) return 0
  const cart: CartQuery['cart'] = data.cart
  return cart.total.quantity
}

const lazyClient = createLazyStorefrontClient({ endpoint: 'https://apteka.example/graphql' })
export const signedIn = (): boolean => lazyClient.session.isAuthenticated()

export const phone: string | null = normalizePhone('8 916 123-45-67')
export const totals = cartTotals([])
export const operationCount: number = Object.keys(operationDocuments).length
export const queryType: string | undefined = loadSchema().getQueryType()?.name

/** The visitor's cart flow from the features endpoint, and a client sending her X-Experiments. */
export async function visitorCart(): Promise<{ miniCart: boolean; regions: number }> {
  const experiments = await loadExperiments({
    apiHost: 'https://api.apteka.example',
    visitorId: newVisitorId(),
  })
  const visitorClient = createStorefrontClient({ experiments: experiments.assignments })
  const miniCart = experimentReader(experiments.assignments())('ex_cart_id') === '1'
  const { regions } = await visitorClient.requestData(RegionsDocument)
  experiments.close()
  return { miniCart, regions: regions.length }
}
