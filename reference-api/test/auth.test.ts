// Sign-in by SMS code, registration, token rotation and reuse detection, logout, the employee
// claim, and operators acting for customers — against the real server.
import {
  GetCodeDocument,
  GetProfileDocument,
  IsRegisteredDocument,
  LoginDocument,
  LoginOperatorAsUserDocument,
  LoginUserByOperatorDocument,
  LogoutDocument,
  RefreshTokenDocument,
  RegisterClientByOperatorDocument,
  RegisterClientDocument,
  UpdateProfileDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/auth/sessions'
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

const CUSTOMER = '+79990000001'
const EMPLOYEE = '+79990000002'
const OPERATOR = '+79990000003'

/** The claims of a JWT, read without checking the signature. */
const claims = (token: string | null | undefined) =>
  JSON.parse(
    Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>

describe.each(backends)('auth (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let clock: TestClock

  beforeAll(async () => {
    clock = testClock()
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'auth'),
      catalogSize: 120,
      now: clock.now,
    })
  })
  afterAll(() => api?.close())

  it('sends a 4-digit code by SMS and refuses a second one within 60 s (E_260)', async () => {
    const guest = shopper(api)
    clock.advance(61)
    const first = await guest.gql(GetCodeDocument, { phone: '+7 (999) 000-00-11' })
    expect(first.data?.getCode).toEqual({ success: true, resendAfter: 60, codeLength: 4 })
    expect(api.sms.at(-1)).toEqual({
      phone: '+79990000011',
      text: `Код для входа: ${lastCode(api, '+79990000011')}`,
    })
    clock.advance(30)
    expect(codes(await guest.gql(GetCodeDocument, { phone: '89990000011' }))).toEqual(['E_260'])
    clock.advance(31)
    expect((await guest.gql(GetCodeDocument, { phone: '89990000011' })).data?.getCode.success).toBe(
      true,
    )
  })

  it('rejects a malformed phone with E_10', async () => {
    expect(codes(await shopper(api).gql(GetCodeDocument, { phone: '12345' }))).toEqual(['E_10'])
  })

  it('answers E_259 for a wrong code and E_258 from the fifth wrong one on, even for the right code', async () => {
    const guest = shopper(api)
    clock.advance(61)
    await guest.gql(GetCodeDocument, { phone: CUSTOMER })
    const code = lastCode(api, CUSTOMER)
    const wrong = code === '0000' ? '1111' : '0000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(codes(await guest.gql(LoginDocument, { phone: CUSTOMER, code: wrong }))).toEqual([
        'E_259',
      ])
    }
    expect(codes(await guest.gql(LoginDocument, { phone: CUSTOMER, code: wrong }))).toEqual([
      'E_258',
    ])
    expect(codes(await guest.gql(LoginDocument, { phone: CUSTOMER, code }))).toEqual(['E_258'])
    // A new code works again.
    clock.advance(61)
    await guest.gql(GetCodeDocument, { phone: CUSTOMER })
    const login = await guest.gql(LoginDocument, { phone: CUSTOMER, code: lastCode(api, CUSTOMER) })
    expect(login.data?.login.isRegistered).toBe(true)
  })

  it('a code expires after 5 minutes and is used up by a sign-in (E_258)', async () => {
    const guest = shopper(api)
    clock.advance(61)
    await guest.gql(GetCodeDocument, { phone: CUSTOMER })
    const code = lastCode(api, CUSTOMER)
    clock.advance(301)
    expect(codes(await guest.gql(LoginDocument, { phone: CUSTOMER, code }))).toEqual(['E_258'])
    await guest.gql(GetCodeDocument, { phone: CUSTOMER })
    const fresh = lastCode(api, CUSTOMER)
    expect((await guest.gql(LoginDocument, { phone: CUSTOMER, code: fresh })).errors).toEqual([])
    expect(codes(await guest.gql(LoginDocument, { phone: CUSTOMER, code: fresh }))).toEqual([
      'E_258',
    ])
  })

  it('an unknown phone is not registered: no session, and registerClient with the same code creates it', async () => {
    const phone = '+79991234567'
    const guest = shopper(api)
    expect((await guest.gql(IsRegisteredDocument, { phone })).data?.isRegistered.isRegistered).toBe(
      false,
    )
    clock.advance(61)
    await guest.gql(GetCodeDocument, { phone })
    const code = lastCode(api, phone)
    const login = await guest.gql(LoginDocument, { phone, code })
    expect(login.data?.login).toEqual({ isRegistered: false, regionID: null, session: null })

    expect(
      codes(await guest.gql(RegisterClientDocument, { data: { phone, code, name: '' } })),
    ).toEqual(['E_11'])
    expect(
      codes(
        await guest.gql(RegisterClientDocument, {
          data: { phone, code, name: 'Мария', email: 'нет' },
        }),
      ),
    ).toEqual(['E_5'])
    expect(
      codes(
        await guest.gql(RegisterClientDocument, {
          data: { phone, code, name: 'Мария', birthday: '2020-01-01' },
        }),
      ),
    ).toEqual(['E_36'])
    // The names follow the form's rules (SPEC §5): 3 to 64 letters, no other characters.
    for (const [names, field] of [
      [{ name: 'Ив' }, 'name'],
      [{ name: 'Ив@н' }, 'name'],
      [{ name: 'Мария', surname: 'Ку' }, 'surname'],
    ] as const) {
      const refused = await guest.gql(RegisterClientDocument, { data: { phone, code, ...names } })
      expect(codes(refused)).toEqual(['E_36'])
      expect(JSON.stringify(refused.errors[0]?.extensions)).toContain(field)
    }
    const registered = await guest.gql(RegisterClientDocument, {
      data: { phone, code, name: 'Мария', surname: 'Кузнецова', email: 'maria@example.com' },
    })
    expect(registered.errors).toEqual([])
    expect(registered.data?.registerClient.isRegistered).toBe(true)
    expect(registered.data?.registerClient.session?.profile).toMatchObject({
      phone,
      name: 'Мария',
      isEmployee: false,
    })
    expect(
      (await guest.gql(IsRegisteredDocument, { phone: '8 999 123-45-67' })).data?.isRegistered
        .isRegistered,
    ).toBe(true)
    // The code was used up by the registration; with a new one, the phone is taken now.
    expect(
      codes(await guest.gql(RegisterClientDocument, { data: { phone, code, name: 'Мария' } })),
    ).toEqual(['E_258'])
    clock.advance(61)
    await guest.gql(GetCodeDocument, { phone })
    expect(
      codes(
        await guest.gql(RegisterClientDocument, {
          data: { phone, code: lastCode(api, phone), name: 'Мария' },
        }),
      ),
    ).toEqual(['E_4'])
  })

  it('registerClient checks the code before the phone: a wrong code is E_259 for a registered phone and an unknown one alike', async () => {
    const stranger = shopper(api)
    const unknown = '+79991234598'
    clock.advance(61)
    for (const phone of [CUSTOMER, unknown]) {
      await stranger.gql(GetCodeDocument, { phone })
      const wrong = lastCode(api, phone) === '0000' ? '1111' : '0000'
      const answer = await stranger.gql(RegisterClientDocument, {
        data: { phone, code: wrong, name: 'Мария', email: 'maria@example.com' },
      })
      expect(codes(answer)).toEqual(['E_259'])
    }
    // No code asked for at all: E_258 for both, too.
    for (const phone of ['+79990000002', '+79991234597']) {
      const answer = await stranger.gql(RegisterClientDocument, {
        data: { phone, code: '0000', name: 'Мария' },
      })
      expect(codes(answer)).toEqual(['E_258'])
    }
  })

  it('registerClient records whose referral code brought the new customer; an unknown code is ignored', async () => {
    const guest = shopper(api)
    const referred = '+79991234596'
    const stray = '+79991234595'
    clock.advance(61)
    for (const [phone, referrerCode] of [
      [referred, ' anna2025 '],
      [stray, 'NOSUCHCODE'],
    ] as const) {
      await guest.gql(GetCodeDocument, { phone })
      const answer = await guest.gql(RegisterClientDocument, {
        data: { phone, code: lastCode(api, phone), name: 'Ольга', referrerCode },
      })
      expect(answer.errors).toEqual([])
    }
    const rows = await api.database.exec<{ phone: string; referrer: string | null }>(
      `SELECT u.phone, r.phone AS referrer FROM users u LEFT JOIN users r ON r.id = u.referred_by
        WHERE u.phone IN ($1, $2) ORDER BY u.phone`,
      [stray, referred],
    )
    expect(rows).toEqual([
      { phone: stray, referrer: null },
      { phone: referred, referrer: CUSTOMER },
    ])
  })

  it('rotates refresh tokens; a used one is E_12 and revokes its whole family', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const first = anna.refreshToken as string
    const rotated = await anna.gql(RefreshTokenDocument, { refreshToken: first })
    expect(rotated.errors).toEqual([])
    const second = rotated.data?.refreshToken.refreshToken as string
    expect(second).not.toBe(first)
    expect(claims(rotated.data?.refreshToken.accessToken).sub).toBe('1')
    // Someone replays the first token after the grace for concurrent requests: refused, and the
    // family (with the newest token) is gone.
    clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1)
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: first }))).toEqual(['E_12'])
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: second }))).toEqual(['E_12'])
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: 'not-a-token' }))).toEqual([
      'E_12',
    ])
  })

  it('a sign-in on another device is a family of its own, untouched by a replay elsewhere', async () => {
    const phone = shopper(api, clock)
    const laptop = shopper(api, clock)
    await phone.signIn(CUSTOMER)
    await laptop.signIn(CUSTOMER)
    const stolen = phone.refreshToken as string
    await phone.gql(RefreshTokenDocument, { refreshToken: stolen })
    clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1)
    expect(codes(await phone.gql(RefreshTokenDocument, { refreshToken: stolen }))).toEqual(['E_12'])
    expect(
      (await laptop.gql(RefreshTokenDocument, { refreshToken: laptop.refreshToken as string }))
        .errors,
    ).toEqual([])
  })

  it('logout revokes the customer’s refresh tokens', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const out = await anna.gql(LogoutDocument)
    expect(out.data?.logout.success).toBe(true)
    expect(
      codes(await anna.gql(RefreshTokenDocument, { refreshToken: anna.refreshToken as string })),
    ).toEqual(['E_12'])
  })

  it('the access token carries the employee claim only for an employee with employee mode on', async () => {
    const employee = shopper(api, clock)
    await employee.signIn(EMPLOYEE)
    expect(claims(employee.accessToken)).toMatchObject({ sub: '2', kind: 'user', employee: true })
    const profile = await employee.gql(GetProfileDocument)
    expect(profile.data?.profile).toMatchObject({ isEmployee: true, isEmployeeModeEnable: true })
    // Switching the mode off shows in the next rotated token.
    await employee.gql(UpdateProfileDocument, { update: { isEmployeeModeEnable: false } })
    const rotated = await employee.gql(RefreshTokenDocument, {
      refreshToken: employee.refreshToken as string,
    })
    expect(claims(rotated.data?.refreshToken.accessToken).employee).toBe(false)

    const customer = shopper(api, clock)
    await customer.signIn(CUSTOMER)
    expect(claims(customer.accessToken).employee).toBe(false)
  })

  it('an operator signs in, acts for a customer and registers a new one', async () => {
    const desk = shopper(api)
    clock.advance(61)
    await desk.gql(GetCodeDocument, { phone: CUSTOMER })
    // A customer is not an operator.
    expect(
      codes(
        await desk.gql(LoginOperatorAsUserDocument, {
          input: { phone: CUSTOMER, code: lastCode(api, CUSTOMER) },
        }),
      ),
    ).toEqual(['E_7'])
    // Acting for a customer needs an operator token.
    expect(
      codes(await desk.gql(LoginUserByOperatorDocument, { input: { phone: CUSTOMER } })),
    ).toEqual(['E_12'])

    await desk.gql(GetCodeDocument, { phone: OPERATOR })
    const signedIn = await desk.gql(LoginOperatorAsUserDocument, {
      input: { phone: OPERATOR, code: lastCode(api, OPERATOR) },
    })
    expect(signedIn.errors).toEqual([])
    expect(signedIn.data?.loginOperatorAsUser.session?.user).toBeNull()
    expect(signedIn.data?.loginOperatorAsUser.session?.profile?.isOperator).toBe(true)
    desk.operatorToken = signedIn.data?.loginOperatorAsUser.session?.operator?.accessToken ?? null
    expect(claims(desk.operatorToken).kind).toBe('operator')

    const acting = await desk.gql(LoginUserByOperatorDocument, { input: { phone: CUSTOMER } })
    expect(acting.errors).toEqual([])
    const userToken = acting.data?.loginUserByOperator.session?.user?.accessToken
    expect(claims(userToken)).toMatchObject({ sub: '1', kind: 'user', actingOperator: '3' })
    expect(acting.data?.loginUserByOperator.session?.profile?.phone).toBe(CUSTOMER)
    // The acting session rotates with its claim.
    const rotated = await desk.gql(RefreshTokenDocument, {
      refreshToken: acting.data?.loginUserByOperator.session?.user?.refreshToken as string,
    })
    expect(claims(rotated.data?.refreshToken.accessToken).actingOperator).toBe('3')

    const created = await desk.gql(RegisterClientByOperatorDocument, {
      data: { phone: '+79995550101', name: 'Пётр', surname: 'Орлов' },
    })
    expect(created.errors).toEqual([])
    expect(created.data?.registerClientByOperator.session?.profile).toMatchObject({
      phone: '+79995550101',
      name: 'Пётр',
    })
    expect(
      claims(created.data?.registerClientByOperator.session?.user?.accessToken).actingOperator,
    ).toBe('3')
    expect(
      codes(
        await desk.gql(RegisterClientByOperatorDocument, {
          data: { phone: '+79995550101', name: 'Пётр' },
        }),
      ),
    ).toEqual(['E_4'])
  })
})
