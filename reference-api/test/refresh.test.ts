// Refresh tokens under concurrency: requests of one browser that leave together (two tabs
// reloading, a server render racing the page) carry the same refresh token; none of them may end
// the session. A replay after the grace still revokes the family.
import { GetProfileDocument, RefreshTokenDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/auth/sessions'
import { startTestApi, type TestApi } from './harness'
import { backends, codes, shopper, suiteDatabaseUrl, type TestClock, testClock } from './shopper'

const CUSTOMER = '+79990000001'

describe.each(backends)('refresh tokens under concurrency (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let clock: TestClock

  beforeAll(async () => {
    clock = testClock()
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'refresh'),
      catalogSize: 60,
      now: clock.now,
    })
  })
  afterAll(() => api?.close())

  it('8 concurrent refreshes with one token all get a working pair of the family', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const token = anna.refreshToken as string

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => anna.gql(RefreshTokenDocument, { refreshToken: token })),
    )

    expect(answers.flatMap(codes)).toEqual([])
    const pairs = answers.map((answer) => answer.data!.refreshToken)
    for (const pair of pairs) {
      const profile = await api.gql(GetProfileDocument, undefined, {
        authorization: `Bearer ${pair.accessToken}`,
      })
      expect(profile.data?.profile?.phone).toBe(CUSTOMER)
    }
    // Each new refresh token rotates in its turn: the session lives on.
    clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1)
    const next = await anna.gql(RefreshTokenDocument, { refreshToken: pairs[7]!.refreshToken })
    expect(codes(next)).toEqual([])
  })

  it('a token presented again within the grace rotates; after it, E_12 and the family is revoked', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const first = anna.refreshToken as string
    const rotated = await anna.gql(RefreshTokenDocument, { refreshToken: first })
    clock.advance(REFRESH_REUSE_GRACE_SECONDS - 5)
    const again = await anna.gql(RefreshTokenDocument, { refreshToken: first })
    expect(codes(again)).toEqual([])

    // The grace runs from the first use, not from the latest one.
    clock.advance(6)
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: first }))).toEqual(['E_12'])
    const newest = rotated.data!.refreshToken.refreshToken
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: newest }))).toEqual(['E_12'])
  })
})
