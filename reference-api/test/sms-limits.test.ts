// Limits on SMS codes against the real server and database: codes per phone and per client
// address, wrong codes per phone and per address with a lock, counted atomically under
// concurrent requests. Which address a request counts against: client-address.test.ts.
import { GetCodeDocument, IsRegisteredDocument, LoginDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SMS_LIMITS, type SmsLimits } from '../src/auth/limits'
import { readConfig } from '../src/config'
import { type GqlResult, startTestApi, type TestApi, withConfig } from './harness'
import {
  backends,
  codes,
  lastCode,
  shopper,
  suiteDatabaseUrl,
  type TestClock,
  testClock,
} from './shopper'

const HOUR = 3600
const DAY = 86_400

/** Phones no other suite uses: +7 977 NNN-NN-NN. */
const phone = (n: number) => `+7977${String(n).padStart(7, '0')}`
/** A documentation address (RFC 5737) per test, so tests do not share address counters. */
const address = (n: number) => `198.51.100.${n}`

const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000')

/** The seconds an E_250 answer says to wait. */
const retryAfter = (answer: GqlResult<unknown>) =>
  (answer.errors[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter

describe.each(backends)('sms limits (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let clock: TestClock

  beforeAll(async () => {
    clock = testClock()
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'sms_limits'),
      catalogSize: 60,
      now: clock.now,
      // The real defaults, not the harness's generous ones.
      config: { smsLimits: DEFAULT_SMS_LIMITS },
    })
  })
  afterAll(() => api?.close())

  /** Calls as a shopper behind the storefront proxy, from `from`. */
  const from = (ip: string) => {
    const who = shopper(api)
    return {
      getCode: (to: string) => who.gql(GetCodeDocument, { phone: to }, { 'x-forwarded-for': ip }),
      login: (to: string, code: string) =>
        who.gql(LoginDocument, { phone: to, code }, { 'x-forwarded-for': ip }),
      isRegistered: (to: string) =>
        who.gql(IsRegisteredDocument, { phone: to }, { 'x-forwarded-for': ip }),
    }
  }

  it('a phone is sent 5 codes an hour; the sixth is E_250 until the hour is over', async () => {
    const caller = from(address(1))
    const target = phone(1)
    for (let sent = 1; sent <= 5; sent++) {
      clock.advance(61)
      expect((await caller.getCode(target)).errors).toEqual([])
    }
    clock.advance(61)
    const refused = await caller.getCode(target)
    expect(codes(refused)).toEqual(['E_250'])
    expect(refused.errors[0]?.message).toBe('Слишком много запросов, попробуйте позже')
    // The window opened with the first code, 5 × 61 s ago.
    expect(retryAfter(refused)).toBe(HOUR - 5 * 61)
    // From another address the phone is still refused: the limit is the phone's.
    expect(codes(await from(address(2)).getCode(target))).toEqual(['E_250'])
    clock.advance(HOUR)
    expect((await caller.getCode(target)).errors).toEqual([])
  })

  it('one client address is sent 20 codes an hour, whatever the phones; another address is not held back', async () => {
    const caller = from(address(3))
    for (let n = 0; n < 20; n++) {
      expect((await caller.getCode(phone(100 + n))).errors).toEqual([])
    }
    expect(codes(await caller.getCode(phone(120)))).toEqual(['E_250'])
    expect((await from(address(4)).getCode(phone(120))).errors).toEqual([])
  })

  it('ten wrong codes for a phone lock it for a day: then even the right code and a new code are E_250', async () => {
    const caller = from(address(5))
    const target = phone(200)
    clock.advance(61)
    await caller.getCode(target)
    const wrong = wrongFor(lastCode(api, target))
    for (let n = 1; n <= 4; n++) expect(codes(await caller.login(target, wrong))).toEqual(['E_259'])
    expect(codes(await caller.login(target, wrong))).toEqual(['E_258'])
    clock.advance(61)
    await caller.getCode(target)
    const code = lastCode(api, target)
    for (let n = 1; n <= 4; n++) {
      expect(codes(await caller.login(target, wrongFor(code)))).toEqual(['E_259'])
    }
    // The tenth wrong code: answered as the code's fifth, and the phone is locked.
    expect(codes(await caller.login(target, wrongFor(code)))).toEqual(['E_258'])
    clock.advance(61)
    const locked = await from(address(6)).getCode(target)
    expect(codes(locked)).toEqual(['E_250'])
    expect(retryAfter(locked)).toBe(DAY - 61)
    expect(codes(await from(address(6)).isRegistered(target))).toEqual([])
    clock.advance(DAY)
    await caller.getCode(target)
    expect((await caller.login(target, lastCode(api, target))).errors).toEqual([])
  })

  it('a right code clears the phone’s wrong codes, so nine old mistakes do not lock it on the next one', async () => {
    const caller = from(address(7))
    const target = phone(300)
    clock.advance(61)
    await caller.getCode(target)
    for (let n = 1; n <= 5; n++) await caller.login(target, wrongFor(lastCode(api, target)))
    clock.advance(61)
    await caller.getCode(target)
    for (let n = 1; n <= 4; n++) await caller.login(target, wrongFor(lastCode(api, target)))
    expect((await caller.login(target, lastCode(api, target))).errors).toEqual([])
    clock.advance(61)
    await caller.getCode(target)
    expect(codes(await caller.login(target, wrongFor(lastCode(api, target))))).toEqual(['E_259'])
    expect((await caller.login(target, lastCode(api, target))).errors).toEqual([])
  })

  it('thirty wrong codes from one address lock it for every phone; other addresses go on', async () => {
    const caller = from(address(8))
    const answers: (string | undefined)[] = []
    for (let n = 0; n < 8; n++) {
      const target = phone(400 + n)
      await caller.getCode(target)
      for (let guess = 1; guess <= 4; guess++) {
        answers.push(...codes(await caller.login(target, wrongFor(lastCode(api, target)))))
      }
    }
    expect(answers.filter((code) => code === 'E_259')).toHaveLength(30)
    expect(answers.filter((code) => code === 'E_250')).toHaveLength(2)
    // Locked: a phone's own right code is refused from there, accepted from elsewhere.
    const honest = phone(408)
    await from(address(9)).getCode(honest)
    expect(codes(await caller.login(honest, lastCode(api, honest)))).toEqual(['E_250'])
    expect(codes(await caller.getCode(phone(409)))).toEqual(['E_250'])
    expect((await from(address(9)).login(honest, lastCode(api, honest))).errors).toEqual([])
  })

  it('isRegistered counts against the address’s look-ups (E_250 past the limit)', async () => {
    await withConfig(
      api,
      { smsLimits: { ...DEFAULT_SMS_LIMITS, lookupsPerAddress: 3 } },
      async () => {
        const caller = from(address(10))
        for (let n = 0; n < 3; n++) {
          expect((await caller.isRegistered(phone(500 + n))).errors).toEqual([])
        }
        expect(codes(await caller.isRegistered(phone(503)))).toEqual(['E_250'])
        expect((await from(address(11)).isRegistered(phone(503))).errors).toEqual([])
      },
    )
  })

  describe('under concurrent requests', () => {
    const tight = (patch: Partial<SmsLimits>) => ({
      smsLimits: { ...DEFAULT_SMS_LIMITS, ...patch },
    })

    it('twenty wrong codes at once for one phone: exactly the limit of three is checked, the rest E_250', async () => {
      await withConfig(api, tight({ failuresPerPhone: 3 }), async () => {
        const target = phone(600)
        clock.advance(61)
        await from(address(20)).getCode(target)
        const wrong = wrongFor(lastCode(api, target))
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, n) => from(address(21 + n)).login(target, wrong)),
        )
        const all = answers.flatMap(codes)
        expect(all.filter((code) => code === 'E_259')).toHaveLength(3)
        expect(all.filter((code) => code === 'E_250')).toHaveLength(17)
        // Locked now: the right code does not get in.
        expect(codes(await from(address(20)).login(target, lastCode(api, target)))).toEqual([
          'E_250',
        ])
      })
    })

    it('twelve wrong codes at once from one address for twelve phones: five are checked, seven E_250', async () => {
      await withConfig(api, tight({ failuresPerAddress: 5 }), async () => {
        const targets = Array.from({ length: 12 }, (_, n) => phone(700 + n))
        for (const [n, target] of targets.entries()) await from(address(50 + n)).getCode(target)
        const caller = from(address(49))
        const answers = await Promise.all(
          targets.map((target) => caller.login(target, wrongFor(lastCode(api, target)))),
        )
        const all = answers.flatMap(codes)
        expect(all.filter((code) => code === 'E_259')).toHaveLength(5)
        expect(all.filter((code) => code === 'E_250')).toHaveLength(7)
      })
    })

    it('twelve code requests at once from one address: four codes are sent, eight E_250', async () => {
      await withConfig(api, tight({ codesPerAddress: 4 }), async () => {
        const caller = from(address(70))
        const before = api.sms.length
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, n) => caller.getCode(phone(800 + n))),
        )
        expect(answers.filter((answer) => answer.errors.length === 0)).toHaveLength(4)
        expect(answers.flatMap(codes).filter((code) => code === 'E_250')).toHaveLength(8)
        expect(api.sms.length - before).toBe(4)
      })
    })
  })
})

describe('SMS limits in the configuration', () => {
  it('are read from the environment, with the defaults otherwise', () => {
    expect(readConfig({}).smsLimits).toEqual(DEFAULT_SMS_LIMITS)
    expect(
      readConfig({ SMS_CODES_PER_PHONE: '3', SMS_LOCK_SECONDS: '600', LOOKUPS_PER_ADDRESS: '9' })
        .smsLimits,
    ).toEqual({ ...DEFAULT_SMS_LIMITS, codesPerPhone: 3, lockSeconds: 600, lookupsPerAddress: 9 })
  })

  it('refuse to start with a value that is not a whole number above 0', () => {
    expect(() => readConfig({ SMS_FAILURES_PER_PHONE: 'ten' })).toThrow(/SMS_FAILURES_PER_PHONE/)
    expect(() => readConfig({ SMS_CODES_PER_ADDRESS: '0' })).toThrow(/SMS_CODES_PER_ADDRESS/)
  })
})
