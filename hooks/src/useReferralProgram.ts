// The referral programme of the signed-in customer (/ref): their REF_CODE, the link to share,
// how many friends signed up with it, and the reward a friend's first order brings.
import type { ReferralProgramQuery, StorefrontClient } from '@apteka/sdk'
import { ReferralProgramDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'

/** The customer's referral programme. */
export type ReferralProgram = NonNullable<ReferralProgramQuery['referralProgram']>

/**
 * Query options of the referral programme.
 *
 * @example
 * queryClient.prefetchQuery(referralProgramQueryOptions(client))
 */
export function referralProgramQueryOptions(client: StorefrontClient) {
  return queryOptions({
    queryKey: storefrontKeys.referralProgram(),
    queryFn: async ({ signal }) =>
      (await client.requestData(ReferralProgramDocument, undefined, { signal })).referralProgram,
  })
}

/** What {@link useReferralProgram} returns. */
export interface UseReferralProgramResult {
  /** The programme; null when signed out; undefined while it loads. */
  program: ReferralProgram | null | undefined
  isLoading: boolean
  error: Error | null
}

/**
 * The customer's referral code and invited friends.
 *
 * @example
 * const { program } = useReferralProgram()
 * <p>Приглашено друзей: {program?.invitedCount}</p>
 */
export function useReferralProgram(): UseReferralProgramResult {
  const { client } = useStorefrontRuntime()
  const isAuthenticated = useIsAuthenticated()
  const query = useQuery({ ...referralProgramQueryOptions(client), enabled: isAuthenticated })
  return {
    program: isAuthenticated ? query.data : null,
    isLoading: isAuthenticated && query.isLoading,
    error: query.error,
  }
}
