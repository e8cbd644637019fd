// The blog base path: '/blog' (the list, ?PAGEN_1=n) and '/blog/{alias}/' (one article); a
// region segment may follow. Anything deeper, or an unknown article, is a 404.
import { articleQueryOptions, articlesQueryOptions, productsQueryOptions } from '@apteka/hooks'
import { ArticleDocument } from '@apteka/sdk'
import { data } from 'react-router'
import { parseSplat } from '../../routing/storefrontPath'
import { requestStorefront } from '../../shell/storefront.server'
import { ArticleScreen, ArticlesScreen, relatedProductsSearch } from '../BlogScreens'
import { pageNumberOf } from '../ContentFrame'
import { clientContent } from '../clientContent'
import { loadContent } from '../contentData.server'
import type { Route } from './+types/blog'

/** The article alias of the address, '' for the list; null when the address is no blog page. */
function aliasOf(splat: string | undefined): string | null {
  const { aliases, filters } = parseSplat(splat)
  if (aliases.length > 1 || filters.length > 0) return null
  return aliases[0] ?? ''
}

export async function loader(args: Route.LoaderArgs) {
  const alias = aliasOf(args.params['*'])
  if (alias === null) throw data(null, { status: 404 })
  if (!alias) {
    return loadContent(args, ({ client, url }) => ({
      optional: [articlesQueryOptions(client, { page: pageNumberOf(url.searchParams) })],
    }))
  }
  // The related products are asked by the article's first tag, so the article comes first.
  const { client } = requestStorefront(args.request, args.context)
  const article = await client.requestData(ArticleDocument, { alias }).catch(() => null)
  const topic = article?.article?.tags[0]?.name
  return loadContent(args, ({ client, regionId }) => ({
    required: [articleQueryOptions(client, alias)],
    optional: topic ? [productsQueryOptions(client, relatedProductsSearch(topic, regionId))] : [],
  }))
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (aliasOf(params['*']) === null) throw data(null, { status: 404 })
  return clientContent()
}

export default function BlogRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params['*'])
  return alias ? <ArticleScreen key={alias} alias={alias} /> : <ArticlesScreen />
}
