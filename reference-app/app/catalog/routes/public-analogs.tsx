// '/p_{alias}/analogi/' and '/g_{group}/analogi/': the public forms of analogue pages. The
// server prefetches the product's or the group's analogues like /analogs/{alias} and
// /group/{group}/analogi do.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { pageOfParams } from '../../routing/listingLocation'
import { publicAnalogsFormOf, storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { GroupAnalogsScreen } from '../GroupAnalogsScreen'
import { prefetchGroupAnalogs, prefetchProductAnalogsPage } from '../listings.server'
import { ProductAnalogsScreen } from '../ProductAnalogsScreen'
import type { Route } from './+types/public-analogs'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const form = publicAnalogsFormOf(params.analogsOf)
  // Anything else was already answered 404 by the root loader.
  if (form?.kind !== 'product' && form?.kind !== 'group') return { dehydrated: null }
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  const page = pageOfParams(new URL(request.url).searchParams)
  if (form.kind === 'product') {
    await prefetchProductAnalogsPage(queryClient, client, {
      alias: form.alias,
      regionId,
      page,
    })
  } else {
    await prefetchGroupAnalogs(queryClient, client, { code: form.code, regionId, page })
  }
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function PublicAnalogsRoute({ params }: Route.ComponentProps) {
  const form = publicAnalogsFormOf(params.analogsOf)
  if (form?.kind === 'product') return <ProductAnalogsScreen key={form.alias} alias={form.alias} />
  if (form?.kind === 'group') return <GroupAnalogsScreen key={form.code} code={form.code} />
  return null
}
