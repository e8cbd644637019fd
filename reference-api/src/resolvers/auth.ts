// Resolvers of the auth domain (schema/sdl/auth.graphql): SMS codes, sign-in, registration,
// operators acting for customers, token rotation and logout.
//
// Decisions (the contract leaves them open):
// - login of a phone with no account checks the code without using it up and answers
//   isRegistered: false with no session; registerClient with the same code creates the account.
// - No code, an expired or a burnt one: E_258 (ask for a new SMS), like five wrong answers.
// - loginOAuth has no real provider here: every provider accepts the test token 'test:{phone}'
//   (e.g. 'test:+79990000001'); an unknown phone answers isRegistered: false, any other token E_12.
//   referrerCode is accepted and not used (there is no referral ledger yet).
// - loginOperatorAsUser signs in a user flagged is_operator and answers operator tokens in
//   session.operator; anyone else gets E_7 after a correct code.
// - loginUserByOperator / registerClientByOperator need a valid X-Operator-Authorization
//   (else E_12) and answer customer tokens carrying the actingOperator claim.
// - A customer's sign-in (login, registerClient, loginOAuth) merges the guest cart of the
//   request's guest_id cookie into the customer's cart.
// - logout: see logoutViewer (the customer's sessions on every device).

import { type AuthTokens, logoutViewer, openSession, rotateRefreshToken } from '../auth/sessions'
import { checkSmsCode, issueSmsCode } from '../auth/smsCodes'
import {
  createCustomer,
  findUser,
  findUserByPhone,
  lastRegionOf,
  phoneOrError,
  type UserRow,
  validateNewCustomer,
} from '../auth/users'
import { mergeGuestCart } from '../cart/carts'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'

/** Test OAuth tokens: 'test:' and the phone. */
const TEST_OAUTH_PREFIX = 'test:'

const notRegistered = { isRegistered: false, regionID: null, session: null }

async function customerSession(
  ctx: ApiContext,
  user: UserRow,
  actingOperatorId: number | null = null,
) {
  if (actingOperatorId === null) await mergeGuestCart(ctx.db, ctx.guestId, user.id, ctx.now)
  const tokens: AuthTokens = await openSession(ctx.db, ctx.tokens, user, ctx.now, {
    actingOperatorId,
  })
  const regionID = await lastRegionOf(ctx.db, user.id)
  return {
    isRegistered: true,
    regionID,
    session: { user: tokens, operator: null, regionID, profile: user },
  }
}

/** The operator of X-Operator-Authorization, still flagged as one; else E_12. */
async function requireOperator(ctx: ApiContext): Promise<UserRow> {
  const operator =
    ctx.viewer.operatorId !== null ? await findUser(ctx.db, ctx.viewer.operatorId) : null
  if (!operator?.isOperator) throw apiError('E_12')
  return operator
}

export const authResolvers: Resolvers = {
  Query: {
    async isRegistered(_parent, { phone }, ctx) {
      return { isRegistered: (await findUserByPhone(ctx.db, phoneOrError(phone))) !== null }
    },
  },
  Mutation: {
    async getCode(_parent, { phone }, ctx) {
      const normalized = phoneOrError(phone)
      return issueSmsCode(ctx.db, normalized, ctx.now, ctx.config.devSmsCode, (text) =>
        ctx.sendSms(normalized, text),
      )
    },

    async login(_parent, { code, phone }, ctx) {
      const normalized = phoneOrError(phone)
      const user = await findUserByPhone(ctx.db, normalized)
      await checkSmsCode(ctx.db, normalized, code, ctx.now, user !== null)
      return user ? customerSession(ctx, user) : notRegistered
    },

    async loginOAuth(_parent, { token }, ctx) {
      if (!token.startsWith(TEST_OAUTH_PREFIX)) throw apiError('E_12')
      const user = await findUserByPhone(
        ctx.db,
        phoneOrError(token.slice(TEST_OAUTH_PREFIX.length)),
      )
      return user ? customerSession(ctx, user) : notRegistered
    },

    async registerClient(_parent, { data }, ctx) {
      const phone = phoneOrError(data.phone)
      if (await findUserByPhone(ctx.db, phone)) throw apiError('E_4')
      await validateNewCustomer(ctx.db, data, ctx.now)
      await checkSmsCode(ctx.db, phone, data.code, ctx.now, true)
      const user = await createCustomer(ctx.db, { ...data, phone }, ctx.now)
      return customerSession(ctx, user)
    },

    async loginOperatorAsUser(_parent, { input }, ctx) {
      const phone = phoneOrError(input.phone)
      await checkSmsCode(ctx.db, phone, input.code, ctx.now, true)
      const operator = await findUserByPhone(ctx.db, phone)
      if (!operator?.isOperator) throw apiError('E_7')
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
      if (!customer) throw apiError('E_7')
      return customerSession(ctx, customer, operator.id)
    },

    async registerClientByOperator(_parent, { data }, ctx) {
      const operator = await requireOperator(ctx)
      const phone = phoneOrError(data.phone)
      if (await findUserByPhone(ctx.db, phone)) throw apiError('E_4')
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
