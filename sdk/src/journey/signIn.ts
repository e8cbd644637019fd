// Signing in by SMS code, registering the phone in the same step when asked to: the caller has
// sent the code (`GetCodeDocument`) and read it from the customer.
import { LoginDocument, RegisterClientDocument } from '#documents'
import type { RequestOptions, StorefrontClient } from '../client'
import type { AuthPayloadFieldsFragment, RegisterData } from '../generated/graphql'

/** The signed-in customer's profile, as the sign-in answers it. */
export type SignedInProfile = NonNullable<AuthPayloadFieldsFragment['session']>['profile']

/** Who signs in. */
export interface SignInRequest {
  /** The phone the code was sent to, in any form the shop reads ('8 916 123-45-67'). */
  readonly phone: string
  /** The SMS code the customer received. */
  readonly code: string
  /**
   * The new account's details, used only when the phone has none: then the same code registers
   * it. Default none: such a phone answers `{ status: 'registration-needed' }`.
   */
  readonly registration?: Omit<RegisterData, 'phone' | 'code'>
}

/** How a sign-in ended; the client holds the session of 'signed-in' and 'registered'. */
export type SignInResult =
  | {
      /** An existing account. */
      readonly status: 'signed-in'
      readonly profile: SignedInProfile
      /** The region the account last chose, or null. */
      readonly regionID: string | null
    }
  | {
      /** A new account, made from `registration`. */
      readonly status: 'registered'
      readonly profile: SignedInProfile
      readonly regionID: string | null
    }
  | {
      /**
       * The phone has no account and no `registration` was given: ask for a name and call
       * `signIn` again with it and the same code. No session was opened.
       */
      readonly status: 'registration-needed'
    }

/** Hands an answer's tokens to the client; false when the answer opened no session. */
function keepSession(
  client: Pick<StorefrontClient, 'session'>,
  payload: AuthPayloadFieldsFragment,
): payload is AuthPayloadFieldsFragment & {
  session: NonNullable<AuthPayloadFieldsFragment['session']>
} {
  if (!payload.session) return false
  client.session.signIn({ user: payload.session.user, operator: payload.session.operator })
  return true
}

/**
 * Signs the customer in with the SMS code, and registers the phone with the same code when it
 * has no account and `registration` is given. The client then holds the session. Rejects with
 * the `StorefrontError` of a refusal: a wrong code is E_259, too many attempts E_258.
 * @example
 * await client.requestData(GetCodeDocument, { phone })
 * const result = await signIn(client, { phone, code: await askForCode() })
 * if (result.status === 'registration-needed') {
 *   await signIn(client, { phone, code, registration: { name: 'Анна', adsAgreement: false } })
 * }
 */
export async function signIn(
  client: Pick<StorefrontClient, 'requestData' | 'session'>,
  request: SignInRequest,
  options?: RequestOptions,
): Promise<SignInResult> {
  const { phone, code, registration } = request
  const { login } = await client.requestData(LoginDocument, { phone, code }, options)
  if (keepSession(client, login)) {
    return { status: 'signed-in', profile: login.session.profile, regionID: login.regionID }
  }
  if (!registration) return { status: 'registration-needed' }
  const { registerClient } = await client.requestData(
    RegisterClientDocument,
    { data: { ...registration, phone, code } },
    options,
  )
  if (!keepSession(client, registerClient)) return { status: 'registration-needed' }
  return {
    status: 'registered',
    profile: registerClient.session.profile,
    regionID: registerClient.regionID,
  }
}
