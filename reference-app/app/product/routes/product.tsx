// /product/{alias}.html; the segment must end in '.html'. The server prefetches the
// product, its instruction, its analogues and (outside employee mode, SPEC §6) the
// recommendation widgets, so the page arrives as HTML with its data.
import {
  type DehydratedState,
  prefetchProduct,
  prefetchProductAnalogs,
  prefetchProductInstructions,
  productQueryOptions,
  widgetsQueryOptions,
} from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { data } from 'react-router'
import { storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { parseProductPath } from '../../shop'
import { ProductScreen } from '../ProductScreen'
import { answerProductFailure } from '../productAnswer.server'
import { PRODUCT_WIDGETS, WIDGET_SHELF_SIZE } from '../RecommendationWidgets'
import type { Route } from './+types/product'

const aliasOf = (segment: string) => parseProductPath(`/product/${segment}`)

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const alias = aliasOf(params.product)
  if (!alias) throw data(null, { status: 404 })
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await Promise.all([
    prefetchProduct(queryClient, client, { alias, regionID: regionId }),
    prefetchProductInstructions(queryClient, client, { slug: alias, regionID: regionId }),
    prefetchProductAnalogs(queryClient, client, { alias, regionID: regionId }),
  ])
  answerProductFailure(queryClient, client, { alias, regionID: regionId })
  // The widgets are about the product, so they wait for its id; an employee's page has none
  // (the access token's claim says so before any profile is read).
  const product = queryClient.getQueryData(
    productQueryOptions(client, { alias, regionID: regionId }).queryKey,
  )?.product
  if (product && !client.session.isEmployeeMode()) {
    const widgets = widgetsQueryOptions(client, {
      items: [...PRODUCT_WIDGETS],
      regionID: regionId,
      productID: product.id,
    })
    await queryClient.prefetchQuery(widgets)
    // A widget shows WIDGET_SHELF_SIZE products: the rest would only swell the inline data.
    queryClient.setQueryData(widgets.queryKey, (answer) =>
      answer?.map((widget) => ({ ...widget, items: widget.items.slice(0, WIDGET_SHELF_SIZE) })),
    )
  }
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!aliasOf(params.product)) throw data(null, { status: 404 })
  return { dehydrated: null as DehydratedState | null }
}

export default function ProductRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params.product) ?? ''
  return <ProductScreen key={alias} alias={alias} />
}
