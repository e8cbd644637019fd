// 'Make this my pharmacy': marks a pharmacy as the customer's own (Pharmacy.isFavorite), login
// required (SPEC §6: signed out, the auth modal opens and the change is made after login).
import type { UpdateFavoritePharmacyMutation } from '@apteka/sdk'
import { storefrontKeys, UpdateFavoritePharmacyDocument } from '@apteka/sdk'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useStorefrontRuntime } from './provider/context'
import { useAuth } from './useAuth'

/** The pharmacy's new state. */
export type FavoritePharmacyState = UpdateFavoritePharmacyMutation['updateFavoritePharmacy']

/** What {@link useFavoritePharmacy} returns. */
export interface UseFavoritePharmacyResult {
  /**
   * Makes the pharmacy the customer's own (true) or forgets it (false). Signed out, the auth
   * modal opens first; resolves with the new state, or undefined when the modal was closed.
   */
  setFavorite: (pharmacyID: string, favorite: boolean) => Promise<FavoritePharmacyState | undefined>
  isPending: boolean
  /** The refusal (E_23 pharmacy not set, E_31 pharmacy inactive, …). */
  error: Error | null
}

/**
 * Marks pharmacies as the customer's own; pharmacy lists and pages refetch afterwards.
 *
 * @example
 * const { setFavorite } = useFavoritePharmacy()
 * <button onClick={() => setFavorite(pharmacy.id, !pharmacy.isFavorite)}>Сделать моей аптекой</button>
 */
export function useFavoritePharmacy(): UseFavoritePharmacyResult {
  const { client } = useStorefrontRuntime()
  const queryClient = useQueryClient()
  const { requireAuth } = useAuth()
  const mutation = useMutation({
    mutationFn: async ({ pharmacyID, favorite }: { pharmacyID: string; favorite: boolean }) =>
      (
        await client.requestData(UpdateFavoritePharmacyDocument, {
          mode: favorite ? 'update' : 'delete',
          pharmacyID,
        })
      ).updateFavoritePharmacy,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.pharmacy() })
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.pharmacies() })
    },
  })
  const { mutateAsync } = mutation
  const setFavorite = useCallback(
    (pharmacyID: string, favorite: boolean) =>
      requireAuth(() => mutateAsync({ pharmacyID, favorite })),
    [requireAuth, mutateAsync],
  )
  return { setFavorite, isPending: mutation.isPending, error: mutation.error }
}
