// A page of the blog's articles, newest first, optionally of one tag.
import type { ArticlesQuery } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ContentResult } from './content/contentQueries'
import { articlesQueryOptions, resultOf } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/** A page of articles. @example const { data } = useArticles({ page: 2 }) */
export function useArticles(
  options: { tag?: string | null; page?: number } = {},
): ContentResult<ArticlesQuery['articles']> {
  const { client } = useStorefrontRuntime()
  return resultOf(
    useQuery({ ...articlesQueryOptions(client, options), placeholderData: keepPreviousData }),
  )
}
