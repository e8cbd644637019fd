// /product/{alias}.html; the segment must end in '.html'. The server prefetches the
// product, its instruction and its analogues so the page arrives as HTML with its data.
import {
  type DehydratedState,
  prefetchProduct,
  prefetchProductAnalogs,
  prefetchProductInstructions,
} from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { data } from 'react-router'
import { storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { parseProductPath } from '../../shop'
import { ProductScreen } from '../ProductScreen'
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
