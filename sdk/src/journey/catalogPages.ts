// The catalogue's two reading verbs: a listing page by its storefront address, and a product
// page by its alias, typed by the contract's documents.
import { CatalogPageDocument, ProductPageDocument } from '#documents'
import type { RequestOptions, StorefrontClient } from '../client'
import type { CatalogPageQuery, CatalogSearchInput, ProductPageQuery } from '../generated/graphql'

/** What a verb needs of a client: its calls (a `createStorefrontClient` or a lazy client). */
export type JourneyClient = Pick<StorefrontClient, 'requestData'>

/** A catalogue listing: its products with their page info, metadata, category and subcategories. */
export type CatalogPageResult = CatalogPageQuery['catalogPage']

/** A product page: the product with its prices, group of forms and metadata. */
export type ProductPageResult = NonNullable<ProductPageQuery['productPage']>

/** Which listing to read. */
export interface CatalogPageRequest {
  readonly regionID: string
  /** The storefront address of the listing: '/catalog/obezbolivayushchie', '/brand/nurofen', … */
  readonly url: string
  /** Filters, sort, page (from 1) and page size. Default the first 24 products, unfiltered. */
  readonly search?: CatalogSearchInput
}

/** Which product page to read. */
export interface ProductPageRequest {
  readonly regionID: string
  /** The product's alias: the last but one segment of its address ('nurofen-ekspress-…'). */
  readonly alias: string
}

/**
 * A catalogue listing. Rejects with the `StorefrontError` of the API's refusal: an address that
 * names no listing is E_270 (`isNotFound(error)`), an unknown region E_15.
 * @example
 * const page = await catalogPage(client, {
 *   regionID: 'moscowregion',
 *   url: '/catalog/obezbolivayushchie',
 *   search: { page: 2, pageCount: 24, sort: { type: 'price', side: 'asc' } },
 * })
 * console.info(page.metaInformation.h1, page.products.total, page.products.items[0]?.price)
 */
export async function catalogPage(
  client: JourneyClient,
  request: CatalogPageRequest,
  options?: RequestOptions,
): Promise<CatalogPageResult> {
  const { regionID, url, search = {} } = request
  const { catalogPage: page } = await client.requestData(
    CatalogPageDocument,
    { regionID, url, search },
    options,
  )
  return page
}

/**
 * A product page, or null when no product has this alias in the region. Rejects with the
 * `StorefrontError` of any other refusal.
 * @example
 * const page = await productPage(client, { regionID: 'moscowregion', alias: 'nurofen-ekspress-tabletki-200-mg-12-sht' })
 * if (page) console.info(page.product.name, page.product.prices.map((price) => price.price))
 */
export async function productPage(
  client: JourneyClient,
  request: ProductPageRequest,
  options?: RequestOptions,
): Promise<ProductPageResult | null> {
  const { productPage: page } = await client.requestData(ProductPageDocument, request, options)
  return page
}
