// Finding an order without signing in (/order-get): its number and the phone it was
// placed with. Nothing found reads as E_33 'Заказ не найден', like the API's own refusal.
import type { OrderByNumberQuery, StorefrontClient } from '@apteka/sdk'
import { errorCodeOf, normalizePhone, OrderByNumberDocument, storefrontKeys } from '@apteka/sdk'
import { ERROR_CODES, errorMessage, messageOf } from '@apteka/sdk/errors'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

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
  /** The search ran and found nothing (no order, or the API's E_33). */
  notFound: boolean
  /**
   * What to tell the shopper: 'Заказ не найден' when nothing was found, else the error's text
   * (the sdk's messageOf); null while there is nothing to say.
   */
  errorText: string | null
}

/**
 * One order found by number and phone; the search runs when both are given (submit the
 * form by passing them).
 *
 * @example
 * const [search, setSearch] = useState({ number: '', phone: '' })
 * const { order, errorText } = useOrderByNumber(search)
 * // errorText: 'Заказ не найден' when the number and phone match no order
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
  const order = enabled ? query.data : undefined
  const error = enabled ? query.error : null
  const notFound =
    order === null || (error !== null && errorCodeOf(error) === ERROR_CODES.ORDER_NOT_FOUND)
  return {
    order,
    isLoading: enabled && query.isLoading,
    error,
    notFound,
    errorText: notFound
      ? errorMessage(ERROR_CODES.ORDER_NOT_FOUND)
      : error
        ? messageOf(error)
        : null,
  }
}
