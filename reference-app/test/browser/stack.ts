// The whole stack for a browser test: the real reference-api (in-memory PGlite, seeded
// catalogue, SMS code '1234', DEV_OAUTH on) on a free loopback port, and the built storefront
// (server.mjs) proxying to it.
import { startTestApi, type TestApi } from '../../../reference-api/test/harness'
import { startStorefront } from './harness'

export interface RunningStack {
  /** The storefront's origin, 'http://127.0.0.1:{port}'. */
  readonly url: string
  /** The API's origin. */
  readonly apiUrl: string
  /** The running test API (typed GraphQL caller, sent SMS, database). */
  readonly api: TestApi
  /** Stops the storefront, then the API. */
  readonly stop: () => Promise<void>
}

export interface StartStackOptions {
  /** How many products the API seeds. Default: 400. */
  readonly catalogSize?: number
  /** Extra environment for server.mjs. */
  readonly env?: Readonly<Record<string, string>>
}

export async function startStack({
  catalogSize = 400,
  env,
}: StartStackOptions = {}): Promise<RunningStack> {
  // The OAuth stand-in ('test:{phone}') is on for the browser tests, which sign shoppers in
  // with it; it is off by default and refused in production mode.
  const api = await startTestApi({ catalogSize, config: { devOAuth: true } })
  try {
    const storefront = await startStorefront({ apiUrl: api.url, ...(env ? { env } : {}) })
    return {
      url: storefront.url,
      apiUrl: api.url,
      api,
      stop: async () => {
        await storefront.stop()
        await api.close()
      },
    }
  } catch (error) {
    await api.close()
    throw error
  }
}

/** The pages issue #18 measures (as bench:web does): home, a catalogue page and a product page. */
export interface MeasuredPage {
  name: 'home' | 'catalogue' | 'product'
  path: string
}

/** The home page, the home page's first category and the region's first product, on this stack. */
export async function measuredPages(stack: RunningStack): Promise<MeasuredPage[]> {
  const answer = await stack.api.gql(
    'query($r: ID!) { homePage(regionID: $r) { categories { url } } products(search: { regionID: $r, pageCount: 1 }) { items { url } } }',
    { r: 'moscowregion' },
  )
  const data = answer.data as {
    homePage: { categories: { url: string }[] }
    products: { items: { url: string }[] }
  }
  return [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: data.homePage.categories[0]!.url },
    { name: 'product', path: data.products.items[0]!.url },
  ]
}
