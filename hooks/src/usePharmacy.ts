// One pharmacy's page (/pharmacies/pharmacy/{id}): address, phone, hours, terms, payment.
import type { PharmacyQuery, StorefrontClient } from '@apteka/sdk'
import { PharmacyDocument, storefrontKeys } from '@apteka/sdk'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

/** A pharmacy with everything its page shows. */
export type PharmacyDetails = NonNullable<PharmacyQuery['pharmacy']>

/**
 * Query options of one pharmacy (null when there is no such pharmacy).
 *
 * @example
 * await queryClient.prefetchQuery(pharmacyQueryOptions(client, { id: '12' }))
 */
export function pharmacyQueryOptions(client: StorefrontClient, { id }: { id: string }) {
  return queryOptions({
    queryKey: storefrontKeys.pharmacy(id),
    queryFn: async ({ signal }) =>
      (await client.requestData(PharmacyDocument, { id }, { signal })).pharmacy ?? null,
    staleTime: 5 * 60_000,
  })
}

/**
 * Prefetches a pharmacy on the server; resolves with it, or null when there is none.
 * @example
 * const pharmacy = await prefetchPharmacy(queryClient, client, { id: '101' }) // null: a 404 page
 */
export async function prefetchPharmacy(
  queryClient: QueryClient,
  client: StorefrontClient,
  { id }: { id: string },
): Promise<PharmacyDetails | null> {
  const options = pharmacyQueryOptions(client, { id })
  await queryClient.prefetchQuery(options)
  return queryClient.getQueryData(options.queryKey) ?? null
}

/** What {@link usePharmacy} returns. */
export interface UsePharmacyResult {
  /** The pharmacy; null while loading or when there is none. */
  pharmacy: PharmacyDetails | null
  isLoading: boolean
  error: Error | null
}

/**
 * One pharmacy.
 *
 * @example
 * const { pharmacy } = usePharmacy({ id })
 * <h1>{pharmacy?.name}</h1>
 */
export function usePharmacy({ id }: { id: string }): UsePharmacyResult {
  const { client } = useStorefrontRuntime()
  const query = useQuery({ ...pharmacyQueryOptions(client, { id }), enabled: id !== '' })
  return { pharmacy: query.data ?? null, isLoading: query.isLoading, error: query.error }
}
