// The signed-in customer's profile (SPEC §3): read and update. The auth error E_12 clears
// the session instead of showing an error (SPEC §8); favourites come from the profile.
import type { ProfileFieldsFragment, StorefrontClient, UpdateProfile } from '@apteka/sdk'
import {
  errorCodeOf,
  GetProfileDocument,
  loadFailureTexts,
  storefrontKeys,
  UpdateProfileDocument,
} from '@apteka/sdk'
import { AUTH_ERROR_CODE } from '@apteka/sdk/errors'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'

/** The customer's profile. */
export type Profile = ProfileFieldsFragment

/**
 * Query options of the profile. An E_12 answer (authorisation expired or missing)
 * signs the session out and yields null.
 *
 * @example
 * const profile = await queryClient.fetchQuery(profileQueryOptions(client))
 */
export function profileQueryOptions(client: StorefrontClient) {
  return queryOptions({
    queryKey: storefrontKeys.profile(),
    queryFn: async ({ signal }): Promise<Profile | null> => {
      try {
        return (await client.requestData(GetProfileDocument, undefined, { signal })).profile
      } catch (error) {
        if (errorCodeOf(error) !== AUTH_ERROR_CODE) throw error
        client.session.forceLogout()
        return null
      }
    },
    staleTime: 60_000,
  })
}

/** What {@link useProfile} returns. */
export interface UseProfileResult {
  /** The profile; null when signed out or cleared by E_12; undefined while it loads. */
  profile: Profile | null | undefined
  isLoading: boolean
  error: Error | null
  /** Saves changes; the server's profile replaces the cached one. */
  update: (update: UpdateProfile) => Promise<Profile | null>
  isUpdating: boolean
  updateError: Error | null
  /** The message under a form field after a failed update, or null. */
  fieldError: (field: string) => string | null
  refetch: () => void
}

/**
 * The signed-in customer's profile.
 *
 * @example
 * const { profile, update, fieldError } = useProfile()
 * await update({ email: 'anna@example.ru' })
 * fieldError('email') // 'Некорректный Email' when the server refused it
 */
export function useProfile(): UseProfileResult {
  const { client } = useStorefrontRuntime()
  const queryClient = useQueryClient()
  const isAuthenticated = useIsAuthenticated()
  const query = useQuery({ ...profileQueryOptions(client), enabled: isAuthenticated })
  // The form fields' texts of the last failed update, read before the failure is reported: the
  // error catalogue loads with the first failure (issue #36), and fieldError answers at once.
  const fieldTexts = useRef<{ error: unknown; texts: Record<string, string> } | null>(null)
  const mutation = useMutation({
    mutationFn: async (update: UpdateProfile) => {
      try {
        return (await client.requestData(UpdateProfileDocument, { update })).updateProfile
      } catch (error) {
        if (errorCodeOf(error) !== AUTH_ERROR_CODE) {
          fieldTexts.current = { error, texts: (await loadFailureTexts()).fieldErrors(error) }
          throw error
        }
        client.session.forceLogout()
        queryClient.setQueryData(storefrontKeys.profile(), null)
        return null
      }
    },
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(storefrontKeys.profile(), profile)
    },
  })
  const { error: updateError } = mutation
  const fieldError = useCallback(
    (field: string) =>
      (fieldTexts.current?.error === updateError ? fieldTexts.current?.texts[field] : null) ?? null,
    [updateError],
  )
  return {
    profile: isAuthenticated ? query.data : null,
    isLoading: isAuthenticated && query.isLoading,
    error: query.error,
    update: mutation.mutateAsync,
    isUpdating: mutation.isPending,
    updateError,
    fieldError,
    refetch: () => void query.refetch(),
  }
}
