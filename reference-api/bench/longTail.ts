// The long tail for `npm run bench:api -- --distinct`: request lists in which no two requests are
// the same, so neither the response cache nor any per-text aggregate can answer a repeat —
// thousands of product aliases, (category, page, sort) triples, prefixes of product names typed
// keystroke by keystroke, and updateCart putting a new line in a guest's cart on every write.
import {
  CatalogPageDocument,
  CategoriesDocument,
  ProductPageDocument,
  SearchAutocompleteDocument,
  UpdateCartDocument,
} from '@apteka/sdk'

/** One operation's distinct requests: the first `warmUp` are sent before the run, the rest measured. */
export interface DistinctScenario {
  name: string
  /** Request bodies sent once each, in turn; never repeated within the run. */
  bodies: string[]
  /** How many of `bodies` (the first ones) are the warm-up; the run measures the others. */
  warmUp: number
  /**
   * A write made per connection (updateCart): the body is built from the connection's own count,
   * so each guest's cart gets a different line or quantity on every request.
   */
  perConnection?: (connection: number, count: number) => string
}

type Graphql = <T>(document: unknown, variables?: unknown) => Promise<T>

const body = (document: unknown, variables: unknown) =>
  JSON.stringify({ query: String(document), variables })

/** A fixed shuffle (the same every run), so neighbouring requests are not of one category or name. */
function shuffled<T>(items: readonly T[], seed = 7): T[] {
  const out = [...items]
  let state = seed
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    const j = state % (i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/**
 * Aliases and names of up to `size` products of the region, read with the `products` list (an
 * operation the measured runs do not send, so nothing measured is cached by the reading).
 */
async function productsOf(graphql: Graphql, regionID: string, size: number) {
  const pageSize = 100
  const found: { id: string; alias: string; name: string; availableForOrder: boolean }[] = []
  type List = { products: { items: (typeof found)[number][] } }
  for (let page = 1; found.length < size; page++) {
    const list = await graphql<List>(
      `query($search: ProductSearchInput!) { products(search: $search) { items { id alias name availableForOrder } } }`,
      { search: { regionID, page, pageCount: pageSize } },
    )
    found.push(...list.products.items)
    if (list.products.items.length < pageSize) break
  }
  return found.slice(0, size)
}

/**
 * The texts a shopper types on the way to product names: every prefix from two letters up to the
 * first word and a bit of the next (at most 14 characters), lower case, each text once.
 */
export function typedPrefixes(names: readonly string[], limit: number): string[] {
  const seen = new Set<string>()
  for (const name of names) {
    const typed = name.toLowerCase().replace(/\s+/g, ' ').slice(0, 14).trimEnd()
    for (let length = 2; length <= typed.length; length++) {
      const prefix = typed.slice(0, length)
      if (prefix.endsWith(' ')) continue
      seen.add(prefix)
    }
    if (seen.size >= limit) break
  }
  return [...seen].slice(0, limit)
}

/** The catalogue orders a shopper picks (undefined: the default), as the CatalogPage input takes them. */
export const SHOPPER_SORTS = [
  undefined,
  { type: 'price', side: 'asc' },
  { type: 'price', side: 'desc' },
  { type: 'name', side: 'asc' },
  { type: 'new', side: 'desc' },
  { type: 'discount', side: 'desc' },
] as const

/**
 * The long-tail scenarios of a running server's catalogue, each at most `size` distinct requests,
 * the first `warmUp` of each list (other items than the measured ones) sent before its run.
 */
export async function longTailScenarios(
  graphql: Graphql,
  options: { regionID: string; size: number; warmUp: number },
): Promise<DistinctScenario[]> {
  const { regionID, size, warmUp } = options
  type Tree = { categories: { url: string; children: { url: string }[] }[] }
  const tree = await graphql<Tree>(CategoriesDocument)
  const categoryUrls = tree.categories.flatMap((top) => [
    top.url,
    ...top.children.map((c) => c.url),
  ])
  // How many pages each category has, read by a page size the measured runs do not use.
  type Count = { catalogPage: { products: { total: number } } | null }
  const triples: { url: string; page: number; sort: (typeof SHOPPER_SORTS)[number] }[] = []
  for (const url of categoryUrls) {
    const count = await graphql<Count>(CatalogPageDocument, {
      regionID,
      url,
      search: { page: 1, pageCount: 1 },
    })
    const pages = Math.max(1, Math.ceil((count.catalogPage?.products.total ?? 0) / 24))
    for (let page = 1; page <= Math.min(pages, 40); page++)
      for (const sort of SHOPPER_SORTS) triples.push({ url, page, sort })
  }
  const products = await productsOf(graphql, regionID, size + warmUp)
  if (products.length === 0) throw new Error('no products in the catalogue')
  // A shopper puts in only what the region sells for delivery: a refused line (E_34) is no write.
  const orderable = products.filter((product) => product.availableForOrder)
  const LINES_PER_CART = 6
  /** Products a connection's writes walk through before they come back to its first. */
  const productsPerConnection = 500
  return [
    {
      name: 'ProductPage',
      warmUp,
      bodies: shuffled(products).map((p) =>
        body(ProductPageDocument, { regionID, alias: p.alias }),
      ),
    },
    {
      name: 'CatalogPage',
      warmUp,
      bodies: shuffled(triples)
        .slice(0, size + warmUp)
        .map(({ url, page, sort }) =>
          body(CatalogPageDocument, { regionID, url, search: sort ? { page, sort } : { page } }),
        ),
    },
    {
      name: 'searchAutocomplete',
      warmUp,
      bodies: shuffled(
        typedPrefixes(
          shuffled(products).map((p) => p.name),
          size + warmUp,
        ),
      ).map((query) => body(SearchAutocompleteDocument, { regionID, query, size: 5 })),
    },
    {
      name: 'updateCart',
      warmUp,
      bodies: [],
      // A guest's cart keeps a handful of lines and every write changes it: the write puts in a
      // product this guest has not had yet (its own stretch of the product list) and takes out
      // the one put in LINES_PER_CART writes ago.
      perConnection: (connection, count) => {
        const productAt = (k: number) =>
          orderable[(connection * productsPerConnection + k) % orderable.length] as { id: string }
        const items = [
          { productID: productAt(count).id, priceTypeID: 1, quantity: 1 + (count % 3) },
        ]
        if (count >= LINES_PER_CART)
          items.push({
            productID: productAt(count - LINES_PER_CART).id,
            priceTypeID: 1,
            quantity: 0,
          })
        return body(UpdateCartDocument, { regionID, items })
      },
    },
  ]
}
