// The customer's loyalty (/personal/mybonus): programmes, cards, point balances, the points
// history page by page, and joining a programme, whose answer replaces the cached info.
import type { LoyaltyHistoryQuery, LoyaltyInput } from '@apteka/sdk'
import { ApplyLoyaltyProgramDocument, storefrontKeys } from '@apteka/sdk'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LoyaltyInfo } from './loyalty/loyaltyQueries'
import {
  LOYALTY_HISTORY_PAGE_SIZE,
  loyaltiesQueryOptions,
  loyaltyHistoryQueryOptions,
} from './loyalty/loyaltyQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'

/** Options of {@link useLoyalty}. */
export interface UseLoyaltyOptions {
  /** The history page, from 1. Default: 1. */
  historyPage?: number
  /** History entries per page. Default: 20. */
  historyLimit?: number
  /** Load the history at all (e.g. only on its tab). Default: true. */
  withHistory?: boolean
}

/** What {@link useLoyalty} returns. */
export interface UseLoyaltyResult {
  info: LoyaltyInfo | null | undefined
  cards: LoyaltyInfo['cards']
  /** The card with the shop's own loyalty key (SPEC §3). */
  mainCard: LoyaltyInfo['cards'][number] | null
  points: number
  summaryBalance: number
  balances: LoyaltyInfo['balances']
  history: LoyaltyHistoryQuery['loyaltyHistory']['items']
  historyTotal: number
  historyPageCount: number
  isLoading: boolean
  error: Error | null
  /** Joins a programme (with `cardNumber`, links an existing card). */
  applyProgramme: (loyalty: LoyaltyInput) => Promise<LoyaltyInfo>
  isApplying: boolean
  applyError: Error | null
}

/**
 * The customer's loyalty programmes and points.
 *
 * @example
 * const { mainCard, summaryBalance, history } = useLoyalty()
 * <p>Карта {mainCard?.number}: {summaryBalance} баллов</p>
 */
export function useLoyalty(options: UseLoyaltyOptions = {}): UseLoyaltyResult {
  const { historyPage = 1, historyLimit = LOYALTY_HISTORY_PAGE_SIZE, withHistory = true } = options
  const { client } = useStorefrontRuntime()
  const queryClient = useQueryClient()
  const regionId = useRegionId()
  const isAuthenticated = useIsAuthenticated()
  const info = useQuery({ ...loyaltiesQueryOptions(client), enabled: isAuthenticated })
  const history = useQuery({
    ...loyaltyHistoryQueryOptions(client, { page: historyPage, limit: historyLimit }),
    enabled: isAuthenticated && withHistory,
    placeholderData: keepPreviousData,
  })
  const apply = useMutation({
    mutationFn: async (loyalty: LoyaltyInput) =>
      (await client.requestData(ApplyLoyaltyProgramDocument, { regionID: regionId, loyalty }))
        .applyLoyaltyProgram,
    onSuccess: (answer) => {
      queryClient.setQueryData(storefrontKeys.loyalties(), answer)
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.loyaltyHistory().slice(0, -1) })
    },
  })
  const data = info.data
  const cards = data?.cards ?? []
  const historyTotal = history.data?.total ?? 0
  return {
    info: data,
    cards,
    mainCard: cards.find((card) => card.isMain) ?? null,
    points: data?.points ?? 0,
    summaryBalance: data?.summaryBalance ?? 0,
    balances: data?.balances ?? [],
    history: history.data?.items ?? [],
    historyTotal,
    historyPageCount: Math.ceil(historyTotal / historyLimit),
    isLoading: isAuthenticated && info.isLoading,
    error: info.error,
    applyProgramme: apply.mutateAsync,
    isApplying: apply.isPending,
    applyError: apply.error,
  }
}
