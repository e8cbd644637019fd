// Electronic prescriptions from EMIAS (/prescription): only in the Moscow region
// ('moscowregion') and only for a signed-in customer (SPEC §7).

import type { PrescriptionOwnerInput, PrescriptionsQuery, StorefrontClient } from '@apteka/sdk'
import {
  AddPrescriptionDocument,
  DEFAULT_REGION,
  PrescriptionsDocument,
  type RegionKey,
  type RegionOption,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'

/** The only region with EMIAS prescriptions. */
export const PRESCRIPTIONS_REGION_ID = DEFAULT_REGION.id

/** A prescription. */
export type Prescription = PrescriptionsQuery['prescriptions'][number]

/**
 * Query options of the prescriptions of a region.
 *
 * @example
 * queryClient.prefetchQuery(prescriptionsQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function prescriptionsQueryOptions(client: StorefrontClient, variables: RegionKey) {
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.prescriptions(regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(PrescriptionsDocument, { regionID: regionId }, { signal }))
        .prescriptions,
  })
}

/** Options of {@link usePrescriptions}. */
export interface UsePrescriptionsOptions extends RegionOption {}

/** What {@link usePrescriptions} returns. */
export interface UsePrescriptionsResult {
  /** Prescriptions exist here: the Moscow region and a signed-in customer. */
  isAvailable: boolean
  prescriptions: Prescription[]
  isLoading: boolean
  error: Error | null
  /** Links the EMIAS prescriptions of a person (policy number and birthday). */
  addOwner: (owner: PrescriptionOwnerInput) => Promise<string>
  isAdding: boolean
  addError: Error | null
}

/**
 * The customer's EMIAS prescriptions.
 *
 * @example
 * const { isAvailable, prescriptions } = usePrescriptions()
 * if (!isAvailable) return null
 */
export function usePrescriptions(options: UsePrescriptionsOptions = {}): UsePrescriptionsResult {
  const { client } = useStorefrontRuntime()
  const queryClient = useQueryClient()
  const regionId = useRegionId(options)
  const isAuthenticated = useIsAuthenticated()
  const isAvailable = isAuthenticated && regionId === PRESCRIPTIONS_REGION_ID
  const query = useQuery({
    ...prescriptionsQueryOptions(client, { regionId }),
    enabled: isAvailable,
  })
  const add = useMutation({
    mutationFn: async (prescriptionOwner: PrescriptionOwnerInput) =>
      (await client.requestData(AddPrescriptionDocument, { prescriptionOwner })).addPrescription
        .hash,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storefrontKeys.prescriptions(regionId) }),
  })
  return {
    isAvailable,
    prescriptions: isAvailable ? (query.data ?? []) : [],
    isLoading: isAvailable && query.isLoading,
    error: query.error,
    addOwner: add.mutateAsync,
    isAdding: add.isPending,
    addError: add.error,
  }
}
