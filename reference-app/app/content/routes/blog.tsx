// The blog base path: '/blog' (the list, ?PAGEN_1=n) and '/blog/{alias}/' (one article); a
// region segment may follow. Anything deeper, or an unknown article, is a 404.
import { articleQueryOptions, articlesQueryOptions } from '@apteka/hooks'
import { data } from 'react-router'
import { parseSplat } from '../../routing/storefrontPath'
import { ArticleScreen, ArticlesScreen } from '../BlogScreens'
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

export function loader(args: Route.LoaderArgs) {
  const alias = aliasOf(args.params['*'])
  if (alias === null) throw data(null, { status: 404 })
  return loadContent(args, ({ client, url }) =>
    alias
      ? { required: [articleQueryOptions(client, alias)] }
      : { optional: [articlesQueryOptions(client, { page: pageNumberOf(url.searchParams) })] },
  )
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (aliasOf(params['*']) === null) throw data(null, { status: 404 })
  return clientContent()
}

export default function BlogRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params['*'])
  return alias ? <ArticleScreen key={alias} alias={alias} /> : <ArticlesScreen />
}
