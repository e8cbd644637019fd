// Finding an order without signing in (/order-get): its number and the phone it was
// placed with.
import type { OrderByNumberQuery, StorefrontClient } from '@apteka/sdk'
import { normalizePhone, OrderByNumberDocument } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './internal/context'
import { storefrontKeys } from './storefrontKeys'

/** The found order. */
export type OrderByNumber = NonNullable<OrderByNumberQuery['orderByNumber']>

/**
 * Query options of an order by its number and phone.
 *
 * @example
 * queryClient.fetchQuery(orderByNumberQueryOptions(client, { number: '1024', phone: '+79161234567' }))
 */
export function orderByNumberQueryOptions(
  client: StorefrontClient,
  { number, phone }: { number: string; phone: string },
) {
  return queryOptions({
    queryKey: [...storefrontKeys.all(), 'order-by-number', number, phone] as const,
    queryFn: async ({ signal }) =>
      (await client.requestData(OrderByNumberDocument, { number, phone }, { signal }))
        .orderByNumber ?? null,
    retry: false,
  })
}

/** Options of {@link useOrderByNumber}. */
export interface UseOrderByNumberOptions {
  /** The order number; '' asks nothing. */
  number: string
  /** The phone, in any form the mask gives; an incomplete phone asks nothing. */
  phone: string
}

/** What {@link useOrderByNumber} returns. */
export interface UseOrderByNumberResult {
  /** The order; null when nothing matched; undefined before a search. */
  order: OrderByNumber | null | undefined
  isLoading: boolean
  error: Error | null
}

/**
 * One order found by number and phone; the search runs when both are given (submit the
 * form by passing them).
 *
 * @example
 * const [search, setSearch] = useState({ number: '', phone: '' })
 * const { order } = useOrderByNumber(search)
 */
export function useOrderByNumber(options: UseOrderByNumberOptions): UseOrderByNumberResult {
  const { client } = useStorefrontRuntime()
  const number = options.number.trim()
  const phone = normalizePhone(options.phone) ?? ''
  const enabled = number !== '' && phone !== ''
  const query = useQuery({
    ...orderByNumberQueryOptions(client, { number, phone }),
    enabled,
  })
  return {
    order: enabled ? query.data : undefined,
    isLoading: enabled && query.isLoading,
    error: query.error,
  }
}
