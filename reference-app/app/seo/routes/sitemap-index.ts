// /sitemap.xml: the sitemap index (sitemaps.server.ts); gzip comes from server.mjs's compression.
import { data } from 'react-router'
import { answerApiUnavailable } from '../../shell/loaderAnswers.server'
import { serverStorefront } from '../../shell/storefront.server'
import { storefrontConfigFrom } from '../../shell/storefrontConfig.server'
import { sitemapIndex } from '../sitemaps.server'
import type { Route } from './+types/sitemap-index'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = serverStorefront(request, context)
  const { publicOrigin } = storefrontConfigFrom(context)
  const body = await sitemapIndex(client, publicOrigin).catch(answerApiUnavailable)
  if (body === null) throw data(null, { status: 404 })
  return xml(body)
}

/** An XML answer that caches may keep a while (the index changes with an import). */
export const xml = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  })
