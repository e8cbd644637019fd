// "Tell me when it is back": a subscription to a product's availability by e-mail or SMS.

import type { RegionOption, SetDrugNotifyMutation } from '@apteka/sdk'
import { graphQLErrorsOf, normalizePhone, SetDrugNotifyDocument } from '@apteka/sdk'
import { fieldMessage } from '@apteka/sdk/errors'
import { useMutation } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** Where to send the notice; at least one of the two. */
export interface DrugNotifyContact {
  email?: string
  /** Any usual form; sent as +7XXXXXXXXXX. */
  phone?: string
}

/** Options of {@link useDrugNotify}. */
export interface UseDrugNotifyOptions extends RegionOption {
  /** The product that is out of stock. Required. */
  productID: string
}

/** What {@link useDrugNotify} returns. */
export interface UseDrugNotifyResult {
  /** Subscribes; resolves with the server's answer. */
  subscribe: (contact: DrugNotifyContact) => Promise<SetDrugNotifyMutation['setDrugNotify']>
  /** The server accepted the subscription. */
  isSubscribed: boolean
  /** The server's message for the shopper, if any. */
  message: string | null
  isPending: boolean
  error: Error | null
  /** The message under the e-mail or phone field after a refusal. */
  fieldError: (field: 'email' | 'phone') => string | null
  reset: () => void
}

/**
 * The availability notice of a product that is out of stock.
 *
 * @example
 * const notify = useDrugNotify({ productID: product.id })
 * notify.isSubscribed ? <p>Сообщим о поступлении</p> : <EmailForm onSubmit={(email) => notify.subscribe({ email })} />
 */
export function useDrugNotify(options: UseDrugNotifyOptions): UseDrugNotifyResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const mutation = useMutation({
    mutationFn: async ({ email, phone }: DrugNotifyContact) =>
      (
        await client.requestData(SetDrugNotifyDocument, {
          params: {
            productID: options.productID,
            regionID: regionId,
            email: email?.trim() || null,
            phone: phone ? (normalizePhone(phone) ?? phone) : null,
          },
        })
      ).setDrugNotify,
  })
  const errors = graphQLErrorsOf(mutation.error)
  return {
    subscribe: mutation.mutateAsync,
    isSubscribed: mutation.data?.success ?? false,
    message: mutation.data?.message ?? null,
    isPending: mutation.isPending,
    error: mutation.error,
    fieldError: (field) => fieldMessage(errors, field),
    reset: mutation.reset,
  }
}
