// Resolvers of the auth domain (schema/sdl/auth.graphql): SMS codes, sign-in, registration,
// operators acting for customers, token rotation and logout.
//
// Decisions (the contract leaves them open):
// - login of a phone with no account checks the code without using it up and answers
//   isRegistered: false with no session; registerClient with the same code creates the account.
// - No code, an expired or a burnt one: E_258 (ask for a new SMS), like five wrong answers.
// - getCode hands the code to the SMS sender (auth/smsSender.ts); when it is not sent (no gateway
//   in production, a gateway error or timeout) the code is withdrawn and the answer is E_3 with
//   'Не удалось отправить SMS с кодом, попробуйте позже'.
// - Codes and wrong answers count against the phone's and the client address's limits
//   (auth/limits.ts, E_250); isRegistered counts against the address's look-ups.
// - registerClient checks the SMS code before saying whether the phone or e-mail is taken, so a
//   stranger cannot ask it who has an account (E_4/E_8 only to whoever holds the phone's code).
// - loginOAuth first checks the state against the browser's oauth_state cookie that /oauth/start
//   set (auth/oauthState.ts): a missing or other state is E_12, so a link carrying someone else's
//   token signs nobody in (login CSRF). Only the DEV_OAUTH stand-in may be called without one.
//   A provider with the code flow (Yandex ID, the stand-in) gets `token` = its code, redeemed with
//   the cookie's PKCE verifier and return address; a refused code is E_12.
// - loginOAuth asks the provider (auth/oauthProviders.ts) for the phone it has verified: E_2 for
//   a provider not set up, E_12 for a token it refuses; an unknown phone answers
//   isRegistered: false. The 'test:{phone}' stand-in exists only with DEV_OAUTH outside
//   production. loginOAuth's referrerCode has nothing to attach to (it creates no account);
//   registerClient records its referrerCode as the new customer's referrer (users.referred_by).
// - loginOperatorAsUser signs in a user flagged is_operator and answers operator tokens in
//   session.operator; anyone else gets E_7 after a correct code.
// - loginUserByOperator / registerClientByOperator need a valid X-Operator-Authorization
//   (else E_12) and answer customer tokens carrying the actingOperator claim.
// - A customer's sign-in (login, registerClient, loginOAuth) merges the guest cart of the
//   request's guest_id cookie into the customer's cart.
// - logout: see logoutViewer (the customer's sessions on every device).

import { ERROR_CODES } from '@apteka/sdk/errors'
import { normalizePhone } from '@apteka/sdk/rules'
import { mergeGuestCart } from '../cart/carts'
import { confirmGuestBookings } from '../checkout/guestBookings'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'
import { limitedCustomerNames } from '../inputLimits'
import { requestClientAddress } from './clientAddress'
import type { SmsRequester } from './limits'
import { oauthOffersFor } from './oauthOffers'
import { devOAuthStandIn, oauthProvidersFor } from './oauthProviders'
import { clearedStateCookie, providerOfState, startedSignInOf, stateMatches } from './oauthState'
import {
  type AuthTokens,
  endActingSessions,
  logoutViewer,
  openSession,
  rotateRefreshToken,
} from './sessions'
import { checkSmsCode, issueSmsCode } from './smsCodes'
import { SmsNotSent, smsNotSentError } from './smsSender'
import {
  checkNewCustomerForm,
  checkNotRegistered,
  createCustomer,
  findReferrer,
  findUser,
  findUserByPhone,
  lastRegionOf,
  lookUpRegistration,
  phoneOrError,
  type UserRow,
  validateNewCustomer,
} from './users'

const notRegistered = { isRegistered: false, regionID: null, session: null }

async function customerSession(
  ctx: ApiContext,
  user: UserRow,
  actingOperatorId: number | null = null,
) {
  if (actingOperatorId === null) {
    await mergeGuestCart(ctx.db, ctx.guestId, user.id, ctx.now)
    // Signing in confirmed the phone: this browser's guest orders for it keep their units.
    await confirmGuestBookings(ctx.db, ctx.guestId, user.phone)
  }
  // The operator sees only the customer chosen now: the previous one's sessions end.
  else await endActingSessions(ctx.db, actingOperatorId, ctx.now)
  const tokens: AuthTokens = await openSession(ctx.db, ctx.tokens, user, ctx.now, {
    actingOperatorId,
  })
  const regionId = await lastRegionOf(ctx.db, user.id)
  return {
    isRegistered: true,
    regionID: regionId,
    session: { user: tokens, operator: null, regionID: regionId, profile: user },
  }
}

/** The phone (normalised, else E_10) and the client address a code request counts against. */
const requester = (ctx: ApiContext, phone: string): SmsRequester => ({
  phone: phoneOrError(phone),
  address: requestClientAddress(ctx),
})

/** The operator of X-Operator-Authorization, still flagged as one; else E_12. */
async function requireOperator(ctx: ApiContext): Promise<UserRow> {
  const operator =
    ctx.viewer.operatorId !== null ? await findUser(ctx.db, ctx.viewer.operatorId) : null
  if (!operator?.isOperator) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
  return operator
}

export const authResolvers: Resolvers = {
  Query: {
    oauthProviders: (_parent, _args, ctx) => oauthOffersFor(ctx.config),

    async isRegistered(_parent, { phone }, ctx) {
      const normalized = phoneOrError(phone)
      const answer = await lookUpRegistration(ctx.db, {
        address: requestClientAddress(ctx),
        limits: ctx.config.smsLimits,
        now: ctx.now,
        phone: normalized,
      })
      if ('limitedFor' in answer) {
        throw apiError(ERROR_CODES.RATE_LIMITED, undefined, { retryAfter: answer.limitedFor })
      }
      return answer
    },
  },
  Mutation: {
    async getCode(_parent, { phone }, ctx) {
      const who = requester(ctx, phone)
      return issueSmsCode(
        ctx.db,
        ctx.smsCodeKey,
        who,
        ctx.config.smsLimits,
        ctx.now,
        ctx.config.devSmsCode,
        async (text) => {
          try {
            await ctx.smsSender.send(who.phone, text)
          } catch (error) {
            if (error instanceof SmsNotSent) throw smsNotSentError()
            throw error
          }
        },
      )
    },

    async login(_parent, { code, phone }, ctx) {
      const who = requester(ctx, phone)
      const user = await findUserByPhone(ctx.db, who.phone)
      await checkSmsCode(
        ctx.db,
        ctx.smsCodeKey,
        who,
        ctx.config.smsLimits,
        code,
        ctx.now,
        user !== null,
      )
      return user ? customerSession(ctx, user) : notRegistered
    },

    async loginOAuth(_parent, { oauthProvider, token, state }, ctx) {
      const provider = oauthProvidersFor(ctx.config)[oauthProvider]
      if (!provider) throw apiError(ERROR_CODES.METHOD_NOT_FOUND)
      const started = startedSignInOf(ctx.request.headers.get('cookie'))
      // The stand-in believes any 'test:' token, so a state adds nothing there: tools and tests
      // may call it with the token, without one. Every real provider needs the state this
      // browser was given, and a provider with the code flow gets the code, redeemed with the
      // browser's PKCE verifier.
      let accessToken = token
      if (!(provider === devOAuthStandIn && !state)) {
        const matches =
          !!state && providerOfState(state) === oauthProvider && stateMatches(state, started?.state)
        if (!matches || !started) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
        ctx.setCookies.push(clearedStateCookie(ctx.config.publicUrl.startsWith('https://')))
        if (provider.exchange) {
          const redeemed = await provider.exchange(token, started.verifier, started.redirectUri)
          if (!redeemed) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
          accessToken = redeemed
        }
      }
      const verified = await provider.verify(accessToken)
      const phone = verified === null ? null : normalizePhone(verified)
      if (!phone) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      const user = await findUserByPhone(ctx.db, phone)
      return user ? customerSession(ctx, user) : notRegistered
    },

    async registerClient(_parent, { data: typed }, ctx) {
      const data = limitedCustomerNames(typed)
      const who = requester(ctx, data.phone)
      const form = { ...data, phone: who.phone }
      // Nothing here may tell a stranger whether the phone or the e-mail has an account: the
      // form's own rules, then the code (kept for a retry after E_4/E_8), and only then the rest.
      checkNewCustomerForm(form, ctx.now)
      const checkCode = (consume: boolean) =>
        checkSmsCode(ctx.db, ctx.smsCodeKey, who, ctx.config.smsLimits, data.code, ctx.now, consume)
      await checkCode(false)
      await checkNotRegistered(ctx.db, form)
      const referredBy = await findReferrer(ctx.db, data.referrerCode)
      await checkCode(true)
      const user = await createCustomer(ctx.db, { ...form, referredBy }, ctx.now)
      return customerSession(ctx, user)
    },

    async loginOperatorAsUser(_parent, { input }, ctx) {
      const who = requester(ctx, input.phone)
      await checkSmsCode(
        ctx.db,
        ctx.smsCodeKey,
        who,
        ctx.config.smsLimits,
        input.code,
        ctx.now,
        true,
      )
      const operator = await findUserByPhone(ctx.db, who.phone)
      if (!operator?.isOperator) throw apiError(ERROR_CODES.USER_NOT_FOUND)
      const tokens = await openSession(ctx.db, ctx.tokens, operator, ctx.now, { kind: 'operator' })
      return {
        isRegistered: true,
        regionID: null,
        session: { user: null, operator: tokens, regionID: null, profile: operator },
      }
    },

    async loginUserByOperator(_parent, { input }, ctx) {
      const operator = await requireOperator(ctx)
      const customer = await findUserByPhone(ctx.db, phoneOrError(input.phone))
      if (!customer) throw apiError(ERROR_CODES.USER_NOT_FOUND)
      return customerSession(ctx, customer, operator.id)
    },

    async registerClientByOperator(_parent, { data: typed }, ctx) {
      const operator = await requireOperator(ctx)
      const data = limitedCustomerNames(typed)
      const phone = phoneOrError(data.phone)
      if (await findUserByPhone(ctx.db, phone)) throw apiError(ERROR_CODES.PHONE_TAKEN)
      await validateNewCustomer(ctx.db, data, ctx.now)
      const customer = await createCustomer(ctx.db, { ...data, phone }, ctx.now)
      return customerSession(ctx, customer, operator.id)
    },

    async logout(_parent, _args, ctx) {
      const ended = await logoutViewer(ctx)
      return { success: true, message: ended > 0 ? 'Вы вышли из аккаунта' : null }
    },

    async refreshToken(_parent, { refreshToken }, ctx) {
      return rotateRefreshToken(ctx.db, ctx.tokens, refreshToken, ctx.now)
    },
  },
}
