// The skin rendered on the server: fetch through the hooks' own options factory into a fresh
// QueryClient, then render; the same cache would be dehydrated into the page for hydration.
import { productsQueryOptions, StorefrontProvider } from '@apteka/hooks'
import { createStorefrontClient, RegionsDocument } from '@apteka/sdk'
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { Skin } from './Skin.js'

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000'
const client = createStorefrontClient({ endpoint: `${apiUrl}/graphql` })
const queryClient = new QueryClient()

const { regions } = await client.requestData(RegionsDocument)
const regionId = regions[0]?.id
if (regionId === undefined) throw new Error('the API has no regions')
const query = 'таблетки'
await queryClient.prefetchQuery(
  productsQueryOptions(client, { regionID: regionId, query, pageCount: 3 }),
)

const html = renderToString(
  <StorefrontProvider client={client} queryClient={queryClient}>
    <Skin regionId={regionId} query={query} />
  </StorefrontProvider>,
)
console.log(html)
queryClient.clear()
await client.dispose()
