// Types of the client's calls, checked by `tsc` (npm run typecheck): an operation's required
// variables are required by the call's type, not discovered at run time as E_1.
import { CartDocument, createStorefrontClient, GetProfileDocument } from '../src/index'

const client = createStorefrontClient({ endpoint: 'https://apteka.test/graphql' })

export async function typeChecks() {
  // An operation without variables takes none.
  await client.request(GetProfileDocument)
  await client.requestData(GetProfileDocument, {}, { headers: { 'x-test': '1' } })
  // One with a required variable needs it…
  await client.request(CartDocument, { regionID: '77' })
  // @ts-expect-error regionID is required by the cart query
  await client.request(CartDocument)
  // @ts-expect-error regionID is required by the cart query
  await client.requestData(CartDocument)
  // @ts-expect-error the variable's type is checked too
  await client.request(CartDocument, { regionID: true })
}
