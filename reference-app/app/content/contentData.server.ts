// Server side of the content routes: the request's storefront, the page's queries prefetched
// under the keys the screens ask for, and a 404 when the one thing the address names is unknown.
import type { DehydratedState } from '@apteka/hooks'
import type { StorefrontClient } from '@apteka/sdk'
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'
import { type StorefrontParams, storefrontLocation } from '../routing/storefrontPath'
import { answerFailure } from '../shell/loaderAnswers.server'
import { serverStorefront } from '../shell/storefront.server'

interface Prefetchable {
  readonly queryKey: QueryKey
}

export interface ContentPrefetch {
  /** Prefetched; a null answer (unknown person, article, page) is a 404. */
  readonly required?: readonly Prefetchable[]
  /** Prefetched too, but their absence is not a 404. */
  readonly optional?: readonly Prefetchable[]
}

/** The whole loader of a content route. */
export async function loadContent(
  args: { request: Request; context: AppLoadContext; params: StorefrontParams },
  queries: (scope: { client: StorefrontClient; regionId: string; url: URL }) => ContentPrefetch,
): Promise<{ dehydrated: DehydratedState | null }> {
  const { client, queryClient, regionId } = serverStorefront(
    args.request,
    args.context,
    storefrontLocation(args.params).regionId,
  )
  const wanted = queries({ client, regionId, url: new URL(args.request.url) })
  const required = wanted.required ?? []
  await Promise.all(
    [...required, ...(wanted.optional ?? [])].map((options) =>
      // biome-ignore lint/suspicious/noExplicitAny: every options object comes from a queryOptions() call
      queryClient.prefetchQuery(options as any),
    ),
  )
  for (const options of required) answerFailure(queryClient, options.queryKey)
  return { dehydrated: dehydrate(queryClient as QueryClient) as DehydratedState | null }
}
