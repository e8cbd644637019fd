// One article of the blog by its alias.
import { useQuery } from '@tanstack/react-query'
import type { ArticleDetails, ContentResult } from './content/contentQueries'
import { articleQueryOptions, resultOf } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/** One article. @example const { data: article } = useArticle('kak-vybrat-vitaminy') */
export function useArticle(alias: string): ContentResult<ArticleDetails | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(articleQueryOptions(client, alias)))
}
