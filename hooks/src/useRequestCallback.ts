// The call-back request of /zakazat-lekarstva-po-telefonu: the call centre calls the shopper back.
import type { RequestCallbackMutation } from '@apteka/sdk'
import { errorCodeOf, errorMessageOf, normalizePhone, RequestCallbackDocument } from '@apteka/sdk'
import { useMutation } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

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
