// An operator sees only the customer chosen (SPEC §4, §6; issue #15): the acting session is the
// chosen customer's, and choosing another customer ends the sessions opened for the one before —
// an old acting token cannot be refreshed into a second customer at once.
import {
  GetCodeDocument,
  GetProfileDocument,
  LoginOperatorAsUserDocument,
  LoginUserByOperatorDocument,
  RefreshTokenDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  codes,
  lastCode,
  shopper,
  suiteDatabaseUrl,
  type TestClock,
  testClock,
} from './shopper'

const ANNA = '+79990000001'
const SERGEY = '+79990000002'
const OPERATOR = '+79990000003'

describe.each(backends)('operator scope (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let clock: TestClock

  beforeAll(async () => {
    clock = testClock()
    api = await startTestApi({
      now: clock.now,
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'operator_scope'),
      catalogSize: 60,
    })
  })
  afterAll(() => api?.close())

  it('acts for the chosen customer only; choosing another ends the first one’s session', async () => {
    const desk = shopper(api)
    await desk.gql(GetCodeDocument, { phone: OPERATOR })
    const signedIn = await desk.gql(LoginOperatorAsUserDocument, {
      input: { phone: OPERATOR, code: lastCode(api, OPERATOR) },
    })
    const operatorTokens = signedIn.data?.loginOperatorAsUser.session?.operator
    desk.operatorToken = operatorTokens?.accessToken ?? null
    expect(desk.operatorToken).not.toBeNull()

    const actAs = async (phone: string) => {
      const answer = await desk.gql(LoginUserByOperatorDocument, { input: { phone } })
      expect(answer.errors).toEqual([])
      const tokens = answer.data?.loginUserByOperator.session?.user
      if (!tokens) throw new Error('no acting session')
      return tokens
    }
    const profileWith = async (accessToken: string) => {
      desk.accessToken = accessToken
      return (await desk.gql(GetProfileDocument)).data?.profile?.phone
    }

    const forAnna = await actAs(ANNA)
    expect(await profileWith(forAnna.accessToken)).toBe(ANNA)

    const forSergey = await actAs(SERGEY)
    expect(await profileWith(forSergey.accessToken)).toBe(SERGEY)

    // Anna's acting session ended when Sergey was chosen: it cannot be renewed.
    desk.accessToken = null
    expect(
      codes(await desk.gql(RefreshTokenDocument, { refreshToken: forAnna.refreshToken })),
    ).toEqual(['E_12'])
    // Sergey's (the chosen one) and the operator's own sessions go on.
    const renewed = await desk.gql(RefreshTokenDocument, { refreshToken: forSergey.refreshToken })
    expect(codes(renewed)).toEqual([])
    expect(await profileWith(renewed.data?.refreshToken.accessToken ?? '')).toBe(SERGEY)
    desk.accessToken = null
    expect(
      codes(
        await desk.gql(RefreshTokenDocument, {
          refreshToken: operatorTokens?.refreshToken ?? '',
        }),
      ),
    ).toEqual([])
  })

  it('Anna signed in on her own keeps her session when an operator acts for her and moves on', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(ANNA)
    const own = anna.refreshToken
    const desk = shopper(api)
    await desk.gql(GetCodeDocument, { phone: OPERATOR })
    desk.operatorToken =
      (
        await desk.gql(LoginOperatorAsUserDocument, {
          input: { phone: OPERATOR, code: lastCode(api, OPERATOR) },
        })
      ).data?.loginOperatorAsUser.session?.operator?.accessToken ?? null
    await desk.gql(LoginUserByOperatorDocument, { input: { phone: ANNA } })
    await desk.gql(LoginUserByOperatorDocument, { input: { phone: SERGEY } })
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: own ?? '' }))).toEqual([])
  })
})
