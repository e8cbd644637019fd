// The mock shop's other ways in: an operator's own sign-in, an operator acting for a customer or
// registering one (X-Operator-Authorization), and OAuth with the reference API's development
// stand-in tokens ('test:{phone}'). The shop has one customer, `state.profile`; the operators are
// the phones in `state.operatorPhones`.
import { HttpResponse } from 'msw'
import {
  LoginOAuthDocument,
  LoginOperatorAsUserDocument,
  LoginUserByOperatorDocument,
  RegisterClientByOperatorDocument,
} from '#documents'
import { ERROR_CODES } from '../errors'
import { normalizePhone } from '../phone'
import { fixtures } from './fixtures'
import { errorAnswer, type MockShop } from './mockShop'

/** The answer to a sign-in of a phone with no account (no session, no error). */
const notRegistered = { isRegistered: false, regionID: null, session: null }

export function operatorSignInHandlers(shop: MockShop) {
  const { link, state, code } = shop
  const isCustomer = (phone: string) => normalizePhone(state.profile.phone) === phone
  /** A customer session; with an operator, it acts for them and keeps the operator's pair. */
  const customerSession = (operator: boolean) => ({
    isRegistered: true,
    regionID: fixtures.region.id,
    session: {
      regionID: fixtures.region.id,
      user: shop.issueTokens(),
      operator: operator ? shop.issueOperatorTokens() : null,
      profile: state.profile,
    },
  })

  return [
    link.mutation(LoginOperatorAsUserDocument, ({ variables }) => {
      const phone = normalizePhone(variables.input.phone)
      if (!phone) return errorAnswer(ERROR_CODES.LOGIN_WRONG_FORMAT, ['loginOperatorAsUser'])
      if (variables.input.code !== code)
        return errorAnswer(ERROR_CODES.WRONG_CODE, ['loginOperatorAsUser'])
      if (!state.operatorPhones.includes(phone))
        return errorAnswer(ERROR_CODES.USER_NOT_FOUND, ['loginOperatorAsUser'])
      return HttpResponse.json({
        data: {
          loginOperatorAsUser: {
            isRegistered: true,
            regionID: null,
            session: {
              regionID: null,
              user: null,
              operator: shop.issueOperatorTokens(),
              profile: { ...state.profile, phone, isEmployee: true },
            },
          },
        },
      })
    }),
    link.mutation(LoginUserByOperatorDocument, ({ request, variables }) => {
      if (!shop.operatorSignedIn(request))
        return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['loginUserByOperator'])
      const phone = normalizePhone(variables.input.phone)
      if (!phone) return errorAnswer(ERROR_CODES.LOGIN_WRONG_FORMAT, ['loginUserByOperator'])
      if (!isCustomer(phone))
        return errorAnswer(ERROR_CODES.USER_NOT_FOUND, ['loginUserByOperator'])
      return HttpResponse.json({ data: { loginUserByOperator: customerSession(true) } })
    }),
    link.mutation(RegisterClientByOperatorDocument, ({ request, variables }) => {
      if (!shop.operatorSignedIn(request))
        return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['registerClientByOperator'])
      const { data } = variables
      const phone = normalizePhone(data.phone)
      if (!phone) return errorAnswer(ERROR_CODES.LOGIN_WRONG_FORMAT, ['registerClientByOperator'])
      if (isCustomer(phone))
        return errorAnswer(ERROR_CODES.PHONE_TAKEN, ['registerClientByOperator'])
      if (!data.name.trim())
        return errorAnswer(ERROR_CODES.NAME_REQUIRED, ['registerClientByOperator'])
      state.profile = {
        ...state.profile,
        phone,
        name: data.name.trim(),
        surname: data.surname ?? null,
        email: data.email ?? null,
      }
      return HttpResponse.json({ data: { registerClientByOperator: customerSession(true) } })
    }),
    link.mutation(LoginOAuthDocument, ({ variables }) => {
      // Like the reference API's DEV_OAUTH stand-in: the token names the verified phone.
      const phone = variables.token.startsWith('test:')
        ? normalizePhone(variables.token.slice('test:'.length))
        : null
      if (!phone) return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['loginOAuth'])
      return HttpResponse.json({
        data: { loginOAuth: isCustomer(phone) ? customerSession(false) : notRegistered },
      })
    }),
  ]
}
