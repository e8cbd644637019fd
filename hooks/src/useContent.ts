// The editorial side of the shop (SPEC §2 "Team and content", "Information and legal"): team
// persons, articles, analyses, diseases, the drug index, the information pages served by the API,
// and the call-back request of /zakazat-lekarstva-po-telefonu.
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
  RequestCallbackMutation,
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
  errorCodeOf,
  errorMessageOf,
  normalizePhone,
  RequestCallbackDocument,
  TeamPersonDocument,
  TeamPersonsDocument,
} from '@apteka/sdk'
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'

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

/** Query options of a page of articles, newest first, optionally of one tag. */
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

/** Query options of one article by alias; null when unknown. */
export function articleQueryOptions(client: StorefrontClient, alias: string) {
  return queryOptions({
    queryKey: contentKeys.article(alias),
    queryFn: async ({ signal }) =>
      (await client.requestData(ArticleDocument, { alias }, { signal })).article,
    staleTime: CONTENT_STALE,
  })
}

/** Query options of the region's analyses (a page of 100: the list shows them by category). */
export function analysesQueryOptions(
  client: StorefrontClient,
  { regionID, page = 1 }: { regionID: string; page?: number },
) {
  return queryOptions({
    queryKey: contentKeys.analyses(regionID, page),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          AnalysesDocument,
          { regionID, paginator: { page, limit: 100 } },
          { signal },
        )
      ).analyses,
    staleTime: CONTENT_STALE,
  })
}

/** Query options of one analysis; null when unknown. */
export function analysisQueryOptions(
  client: StorefrontClient,
  { alias, regionID }: { alias: string; regionID: string },
) {
  return queryOptions({
    queryKey: contentKeys.analysis(alias, regionID),
    queryFn: async ({ signal }) =>
      (await client.requestData(AnalysisDocument, { alias, regionID }, { signal })).analysis,
    staleTime: CONTENT_STALE,
  })
}

/** Query options of the diseases (all, or of one initial) with the initials that have any. */
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

/** Query options of one disease by code; null when unknown. */
export function diseaseQueryOptions(client: StorefrontClient, code: string) {
  return queryOptions({
    queryKey: contentKeys.disease(code),
    queryFn: async ({ signal }) =>
      (await client.requestData(DiseaseDocument, { code }, { signal })).disease,
    staleTime: CONTENT_STALE,
  })
}

/** Query options of the drugs (MNN) under one initial of an alphabet, with the alphabet's initials. */
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

const resultOf = <T>(query: {
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

/**
 * The persons of one type.
 *
 * @example
 * const { data } = useTeamPersons({ type: 'Doctor' })
 */
export function useTeamPersons(options: {
  type: TeamPersonType
}): ContentResult<TeamPersonsQuery['teamPersons']> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(teamPersonsQueryOptions(client, options)))
}

/**
 * One person with a page of posts (authors); the previous page stays while the next loads.
 *
 * @example
 * const { data: author } = useTeamPerson({ type: 'Author', id: params.id, page })
 */
export function useTeamPerson(options: {
  type: TeamPersonType
  id: string
  page?: number
}): ContentResult<TeamPersonDetails | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(
    useQuery({ ...teamPersonQueryOptions(client, options), placeholderData: keepPreviousData }),
  )
}

/** A page of articles. @example const { data } = useArticles({ page: 2 }) */
export function useArticles(
  options: { tag?: string | null; page?: number } = {},
): ContentResult<ArticlesQuery['articles']> {
  const { client } = useStorefrontRuntime()
  return resultOf(
    useQuery({ ...articlesQueryOptions(client, options), placeholderData: keepPreviousData }),
  )
}

/** One article. @example const { data: article } = useArticle('kak-vybrat-vitaminy') */
export function useArticle(alias: string): ContentResult<ArticleDetails | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(articleQueryOptions(client, alias)))
}

/** The current region's analyses. @example const { data } = useAnalyses() */
export function useAnalyses(
  options: { regionID?: string } = {},
): ContentResult<AnalysesQuery['analyses']> {
  const { client } = useStorefrontRuntime()
  const regionID = useRegionId(options.regionID)
  return resultOf(useQuery(analysesQueryOptions(client, { regionID })))
}

/** One analysis in the current region. @example const { data } = useAnalysis('ferritin') */
export function useAnalysis(
  alias: string,
  options: { regionID?: string } = {},
): ContentResult<AnalysisDetails | null> {
  const { client } = useStorefrontRuntime()
  const regionID = useRegionId(options.regionID)
  return resultOf(useQuery(analysisQueryOptions(client, { alias, regionID })))
}

/** The diseases (of an initial). @example const { data } = useDiseases() */
export function useDiseases(letter: string | null = null): ContentResult<DiseaseList> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(diseasesQueryOptions(client, letter)))
}

/** One disease. @example const { data } = useDisease('gripp') */
export function useDisease(code: string): ContentResult<DiseaseDetails | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(diseaseQueryOptions(client, code)))
}

/** The drugs under an initial. @example useDrugsByLetter({ letter: 'А', alphabet: 'ru' }) */
export function useDrugsByLetter(options: {
  letter: string
  alphabet: Alphabet
}): ContentResult<DrugList> {
  const { client } = useStorefrontRuntime()
  return resultOf(
    useQuery({ ...drugsByLetterQueryOptions(client, options), placeholderData: keepPreviousData }),
  )
}

/** An information page. @example const { data: page } = useInformationPage('/dostavka') */
export function useInformationPage(path: string): ContentResult<InformationPage | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(informationPageQueryOptions(client, path)))
}

/** What {@link useRequestCallback} returns. */
export interface UseRequestCallbackResult {
  /** Sends the request; resolves with the time the call centre will call (ISO). */
  request: (contact: {
    phone: string
    name: string
  }) => Promise<RequestCallbackMutation['requestCallback']>
  /** The time the call centre will call, once accepted. */
  enableTime: string | null
  isPending: boolean
  /** The refusal's code ('E_250' when the phone asked too recently) and Russian text. */
  errorCode: string | null
  errorMessage: string | null
  reset: () => void
}

/**
 * The call-back request: the call centre calls the shopper back (once per phone per 10 minutes;
 * a second request inside that answers E_250).
 *
 * @example
 * const callback = useRequestCallback()
 * await callback.request({ phone: '+7 999 111-22-33', name: 'Ольга' })
 */
export function useRequestCallback(): UseRequestCallbackResult {
  const { client } = useStorefrontRuntime()
  const mutation = useMutation({
    mutationFn: async ({ phone, name }: { phone: string; name: string }) =>
      (
        await client.requestData(RequestCallbackDocument, {
          phone: normalizePhone(phone) ?? phone,
          name: name.trim(),
        })
      ).requestCallback,
  })
  return {
    request: mutation.mutateAsync,
    enableTime: mutation.data?.enableTime ?? null,
    isPending: mutation.isPending,
    errorCode: mutation.error ? errorCodeOf(mutation.error) : null,
    errorMessage: mutation.error ? errorMessageOf(mutation.error) : null,
    reset: mutation.reset,
  }
}
