// /sitemaps/{kind}-{n}.xml and /sitemaps/information.xml: one sitemap file (sitemaps.server.ts).
import { data } from 'react-router'
import { answerApiUnavailable } from '../../shell/loaderAnswers.server'
import { serverStorefront } from '../../shell/storefront.server'
import { storefrontConfigFrom } from '../../shell/storefrontConfig.server'
import { sitemapFile } from '../sitemaps.server'
import type { Route } from './+types/sitemap-file'
import { xml } from './sitemap-index'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { client } = serverStorefront(request, context)
  const { publicOrigin } = storefrontConfigFrom(context)
  const body = await sitemapFile(client, publicOrigin, params.file).catch(answerApiUnavailable)
  if (body === null) throw data(null, { status: 404 })
  return xml(body)
}
