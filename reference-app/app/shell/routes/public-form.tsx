// One top-level segment in a public form (SPEC §2): '/r_{region}' (the home page of a
// region), '/p_{alias}.html' (a product) or '/g_{group}/' (a group's analogues). Anything
// else was already answered 404 by the root loader.
import { type DehydratedState, prefetchProduct, prefetchProductAnalogs } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { GroupAnalogsScreen } from '../../catalog/GroupAnalogsScreen'
import { HomeScreen } from '../../catalog/HomeScreen'
import { prefetchGroupAnalogs } from '../../catalog/listings.server'
import { ProductScreen } from '../../product/ProductScreen'
import { answerProductFailure } from '../../product/productAnswer.server'
import { pageOfParams } from '../../routing/listingLocation'
import { publicFormOf, storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../storefront.server'
import type { Route } from './+types/public-form'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const form = publicFormOf(params.segment)
  if (form?.kind !== 'product' && form?.kind !== 'group') return { dehydrated: null }
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  if (form.kind === 'group') {
    // As /group/{code}/analogi: the group with its first analogues; an unknown group is a 404.
    const page = pageOfParams(new URL(request.url).searchParams)
    await prefetchGroupAnalogs(queryClient, client, { code: form.code, regionId, page })
    return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
  }
  await Promise.all([
    prefetchProduct(queryClient, client, { alias: form.alias, regionID: regionId }),
    prefetchProductAnalogs(queryClient, client, { alias: form.alias, regionID: regionId }),
  ])
  answerProductFailure(queryClient, client, { alias: form.alias, regionID: regionId })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function PublicFormRoute({ params }: Route.ComponentProps) {
  const form = publicFormOf(params.segment)
  if (form?.kind === 'product') {
    return <ProductScreen key={form.alias} alias={form.alias} />
  }
  if (form?.kind === 'group') return <GroupAnalogsScreen key={form.code} code={form.code} />
  return <HomeScreen />
}
