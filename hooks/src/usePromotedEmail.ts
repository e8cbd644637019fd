// Subscribing an e-mail to the shop's news and offers (addPromotedEmail), from the profile or
// a footer form; the server's message comes back for the shopper to read.
import { AddPromotedEmailDocument, errorMessageOf } from '@apteka/sdk'
import { useMutation } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

/** What {@link usePromotedEmail} returns. */
export interface UsePromotedEmailResult {
  /** Subscribes the e-mail; `source` names the form it came from. */
  subscribe: (input: {
    email: string
    source?: string
  }) => Promise<{ success: boolean; message: string | null }>
  isPending: boolean
  /** The subscription went through. */
  isSuccess: boolean
  /** The failure's text for the shopper, or null. */
  errorText: string | null
}

/**
 * The e-mail subscription form.
 *
 * @example
 * const { subscribe, isSuccess } = usePromotedEmail()
 * await subscribe({ email: 'anna@example.ru', source: 'personal' })
 */
export function usePromotedEmail(): UsePromotedEmailResult {
  const { client } = useStorefrontRuntime()
  const mutation = useMutation({
    mutationFn: async ({ email, source }: { email: string; source?: string }) => {
      const answer = (
        await client.requestData(AddPromotedEmailDocument, {
          input: { email, source: source ?? null },
        })
      ).addPromotedEmail
      return { success: answer.success, message: answer.message ?? null }
    },
  })
  return {
    subscribe: mutation.mutateAsync,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess && mutation.data.success,
    errorText: mutation.error ? errorMessageOf(mutation.error) : null,
  }
}
