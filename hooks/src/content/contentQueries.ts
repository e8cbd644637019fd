// The content queries (SPEC §2 "Team and content", "Information and legal"): their keys, the
// types of their answers and the query-options factories the content hooks and a server prefetch share.

import type {
  Alphabet,
  AnalysesQuery,
  AnalysisQuery,
  ArticleQuery,
  ArticlesQuery,
  ContentPageQuery,
  DiseaseQuery,
  DiseasesQuery,
  DrugsByLetterQuery,
  StorefrontClient,
  TeamPersonQuery,
  TeamPersonsQuery,
  TeamPersonType,
} from '@apteka/sdk'
import {
  AnalysesDocument,
  AnalysisDocument,
  ArticleDocument,
  ArticlesDocument,
  ContentPageDocument,
  DiseaseDocument,
  DiseasesDocument,
  DrugsByLetterDocument,
  type RegionKey,
  regionOf,
  TeamPersonDocument,
  TeamPersonsDocument,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

// Content changes rarely; keep it for 10 minutes.
const CONTENT_STALE = 10 * 60_000
const base = ['apteka', 'content'] as const

/** Query keys of the content queries (all under ['apteka', 'content']). */
export const contentKeys = {
  all: () => base,
  teamPersons: (type: TeamPersonType, page: number) => [...base, 'team', type, page] as const,
  teamPerson: (type: TeamPersonType, id: string, page: number) =>
    [...base, 'person', type, id, page] as const,
  articles: (tag: string | null, page: number) => [...base, 'articles', tag, page] as const,
  article: (alias: string) => [...base, 'article', alias] as const,
  analyses: (regionId: string, page: number) => [...base, 'analyses', regionId, page] as const,
  analysis: (alias: string, regionId: string) => [...base, 'analysis', alias, regionId] as const,
  diseases: (letter: string | null) => [...base, 'diseases', letter] as const,
  disease: (code: string) => [...base, 'disease', code] as const,
  drugs: (alphabet: Alphabet, letter: string, page: number) =>
    [...base, 'drugs', alphabet, letter, page] as const,
  page: (path: string) => [...base, 'page', path] as const,
}

/** A team person with everything its type carries (SPEC §3). */
export type TeamPersonDetails = NonNullable<TeamPersonQuery['teamPerson']>
/** A team person of a list. */
export type TeamPersonSummary = TeamPersonsQuery['teamPersons']['items'][number]
/** One article with its body, author and metadata. */
export type ArticleDetails = NonNullable<ArticleQuery['article']>
/** An article of a list. */
export type ArticleSummaryItem = ArticlesQuery['articles']['items'][number]
export type AnalysisItem = AnalysesQuery['analyses']['items'][number]
export type AnalysisDetails = NonNullable<AnalysisQuery['analysis']>
export type DiseaseList = DiseasesQuery['diseases']
export type DiseaseDetails = NonNullable<DiseaseQuery['disease']>
export type DrugList = DrugsByLetterQuery['drugsByLetter']
/** An information or legal page: title, sanitised HTML body and its metadata. */
export type InformationPage = NonNullable<ContentPageQuery['contentPage']>

/** Posts of an author page, articles of the blog: per page. */
export const CONTENT_PAGE_SIZE = 10

/**
 * Query options of the persons of one type (a page of 50: the team page shows them all).
 *
 * @example
 * queryClient.prefetchQuery(teamPersonsQueryOptions(client, { type: 'Doctor' }))
 */
export function teamPersonsQueryOptions(
  client: StorefrontClient,
  { type, page = 1 }: { type: TeamPersonType; page?: number },
) {
  return queryOptions({
    queryKey: contentKeys.teamPersons(type, page),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          TeamPersonsDocument,
          { type, paginator: { page, limit: 50 } },
          { signal },
        )
      ).teamPersons,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of one person (by id or code) with a page of their posts; null when unknown.
 *
 * @example
 * queryClient.prefetchQuery(teamPersonQueryOptions(client, { type: 'Author', id: '12', page: 2 }))
 */
export function teamPersonQueryOptions(
  client: StorefrontClient,
  { type, id, page = 1 }: { type: TeamPersonType; id: string; page?: number },
) {
  return queryOptions({
    queryKey: contentKeys.teamPerson(type, id, page),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          TeamPersonDocument,
          { type, id, paginator: { page, limit: CONTENT_PAGE_SIZE } },
          { signal },
        )
      ).teamPerson,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of a page of articles, newest first, optionally of one tag.
 * @example
 * await queryClient.prefetchQuery(articlesQueryOptions(client, { tag: 'zdorove', page: 1 }))
 */
export function articlesQueryOptions(
  client: StorefrontClient,
  { tag = null, page = 1 }: { tag?: string | null; page?: number } = {},
) {
  return queryOptions({
    queryKey: contentKeys.articles(tag, page),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          ArticlesDocument,
          { tag, paginator: { page, limit: CONTENT_PAGE_SIZE } },
          { signal },
        )
      ).articles,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of one article by alias; null when unknown.
 * @example
 * const article = await queryClient.fetchQuery(articleQueryOptions(client, 'kak-vybrat-tonometr'))
 */
export function articleQueryOptions(client: StorefrontClient, alias: string) {
  return queryOptions({
    queryKey: contentKeys.article(alias),
    queryFn: async ({ signal }) =>
      (await client.requestData(ArticleDocument, { alias }, { signal })).article,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of the region's analyses (a page of 100: the list shows them by category).
 * @example
 * await queryClient.prefetchQuery(analysesQueryOptions(client, { regionId: 'moscowregion', page: 2 }))
 */
export function analysesQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { page?: number },
) {
  const { page = 1 } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: contentKeys.analyses(regionId, page),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          AnalysesDocument,
          { regionID: regionId, paginator: { page, limit: 100 } },
          { signal },
        )
      ).analyses,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of one analysis; null when unknown.
 * @example
 * const analysis = await queryClient.fetchQuery(analysisQueryOptions(client, { regionId: 'moscowregion', alias: 'ferritin' }))
 */
export function analysisQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { alias: string },
) {
  const { alias } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: contentKeys.analysis(alias, regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(AnalysisDocument, { alias, regionID: regionId }, { signal }))
        .analysis,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of the diseases (all, or of one initial) with the initials that have any.
 * @example
 * await queryClient.prefetchQuery(diseasesQueryOptions(client, 'Г')) // the diseases under one letter
 */
export function diseasesQueryOptions(client: StorefrontClient, letter: string | null = null) {
  return queryOptions({
    queryKey: contentKeys.diseases(letter),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          DiseasesDocument,
          { letter, paginator: { page: 1, limit: 500 } },
          { signal },
        )
      ).diseases,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of one disease by code; null when unknown.
 * @example
 * const disease = await queryClient.fetchQuery(diseaseQueryOptions(client, 'gripp'))
 */
export function diseaseQueryOptions(client: StorefrontClient, code: string) {
  return queryOptions({
    queryKey: contentKeys.disease(code),
    queryFn: async ({ signal }) =>
      (await client.requestData(DiseaseDocument, { code }, { signal })).disease,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of the drugs (MNN) under one initial of an alphabet, with the alphabet's initials.
 * @example
 * await queryClient.prefetchQuery(drugsByLetterQueryOptions(client, { letter: 'А', alphabet: 'ru' }))
 */
export function drugsByLetterQueryOptions(
  client: StorefrontClient,
  { letter, alphabet, page = 1 }: { letter: string; alphabet: Alphabet; page?: number },
) {
  return queryOptions({
    queryKey: contentKeys.drugs(alphabet, letter, page),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          DrugsByLetterDocument,
          { letter, alphabet, paginator: { page, limit: 200 } },
          { signal },
        )
      ).drugsByLetter,
    staleTime: CONTENT_STALE,
  })
}

/**
 * Query options of an information page by its address ('/about', '/r_spb/dostavka/' alike);
 * null when the API has no such page.
 * @example
 * const page = await queryClient.fetchQuery(informationPageQueryOptions(client, '/delivery'))
 */
export function informationPageQueryOptions(client: StorefrontClient, path: string) {
  return queryOptions({
    queryKey: contentKeys.page(path),
    queryFn: async ({ signal }) =>
      (await client.requestData(ContentPageDocument, { path }, { signal })).contentPage,
    staleTime: CONTENT_STALE,
  })
}

/** What the content hooks return: the data (undefined while loading, null when unknown). */
export interface ContentResult<T> {
  data: T | undefined
  isLoading: boolean
  /** Another page is loading (the previous one stays shown). */
  isFetching: boolean
  error: Error | null
}

export const resultOf = <T>(query: {
  data: T | undefined
  isLoading: boolean
  isFetching: boolean
  error: Error | null
}): ContentResult<T> => ({
  data: query.data,
  isLoading: query.isLoading,
  isFetching: query.isFetching,
  error: query.error,
})
