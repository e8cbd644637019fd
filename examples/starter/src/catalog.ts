// A Node script on the sdk's Promise face: list the regions, search one region's catalogue, and
// show how a refused input comes back (a typed error with the Russian message of SPEC §8).
import {
  createStorefrontClient,
  ProductsDocument,
  RegionsDocument,
  StorefrontError,
} from '@apteka/sdk'
import { messageOf } from '@apteka/sdk/errors'

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000'
const client = createStorefrontClient({ endpoint: `${apiUrl}/graphql` })

const { regions } = await client.requestData(RegionsDocument)
const region = regions[0]
if (!region) throw new Error('the API has no regions')
console.log(`regions: ${regions.length}; searching in ${region.name}`)

const { products } = await client.requestData(ProductsDocument, {
  search: { regionID: region.id, query: 'таблетки', pageCount: 3 },
})
for (const product of products.items) {
  console.log(`product: ${product.name} — ${product.lastPrice ?? 'нет цены'} ₽`)
}

try {
  await client.requestData(ProductsDocument, {
    search: { regionID: region.id, query: 'а'.repeat(500) },
  })
} catch (error) {
  if (!(error instanceof StorefrontError)) throw error
  console.log(`refused: ${error.code} ${messageOf(error)}`)
}
await client.dispose()
