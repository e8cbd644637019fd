// The promotions list's filters as a shopper reads them (issue #30): '/promo/filters/category:x'
// is headed by the category's name, 'brand:y' by the brand's, never by the filter's syntax.
// A filter whose category or brand does not exist names nothing: the page is a 404.
import { BrandDocument, CategoryDocument, type StorefrontClient } from '@apteka/sdk'
import { filterLabel } from './promoText'

/** The filters' labels in order, or null when one of them names nothing the shop has. */
export async function promoFilterLabels(
  client: StorefrontClient,
  filters: readonly string[],
): Promise<string[] | null> {
  const labels = await Promise.all(
    filters.map(async (segment) => {
      const [name, value = ''] = segment.split(':')
      if (name === 'category') {
        const { category } = await client.requestData(CategoryDocument, { alias: value })
        return category ? category.name : null
      }
      if (name === 'brand') {
        const { brand } = await client.requestData(BrandDocument, { alias: value })
        return brand ? brand.name : null
      }
      return filterLabel(segment)
    }),
  )
  return labels.every((label) => label !== null) ? labels : null
}
