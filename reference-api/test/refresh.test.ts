// Refresh tokens under concurrency (issue #35, item 11): requests of one browser that leave
// together (two tabs reloading, a server render racing the page) carry the same refresh token;
// none of them may end the session, and all get the one successor pair — never a live branch
// each. A replay after the grace revokes the family.
import { GetProfileDocument, LogoutDocument, RefreshTokenDocument } from '@apteka/sdk'
import { decodeJwt } from 'jose'
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

  it('20 concurrent refreshes with one token all get the same successor pair, which works', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const token = anna.refreshToken as string

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => anna.gql(RefreshTokenDocument, { refreshToken: token })),
    )

    expect(answers.flatMap(codes)).toEqual([])
    const pairs = answers.map((answer) => answer.data!.refreshToken)
    // One successor, not 20 live branches of the family.
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1)
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1)
    const [successor] = pairs
    const profile = await api.gql(GetProfileDocument, undefined, {
      authorization: `Bearer ${successor!.accessToken}`,
    })
    expect(profile.data?.profile?.phone).toBe(CUSTOMER)
    const { family } = decodeJwt(token)
    const rows = await api.database.exec('SELECT jti FROM refresh_tokens WHERE family = $1', [
      family,
    ])
    expect(rows).toHaveLength(2)
    // The successor rotates in its turn: the session lives on.
    clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1)
    const next = await anna.gql(RefreshTokenDocument, { refreshToken: successor!.refreshToken })
    expect(codes(next)).toEqual([])
  })

  it('a token presented again within the grace hands back the same pair; after it, E_12 and the family is revoked', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const first = anna.refreshToken as string
    const rotated = (await anna.gql(RefreshTokenDocument, { refreshToken: first })).data!
      .refreshToken
    clock.advance(REFRESH_REUSE_GRACE_SECONDS - 5)
    const again = await anna.gql(RefreshTokenDocument, { refreshToken: first })
    expect(codes(again)).toEqual([])
    expect(again.data?.refreshToken).toEqual(rotated)

    // The grace runs from the first use, not from the latest one.
    clock.advance(6)
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: first }))).toEqual(['E_12'])
    // The replay revoked the family: the successor the thief or the owner holds stops working.
    expect(
      codes(await anna.gql(RefreshTokenDocument, { refreshToken: rotated.refreshToken })),
    ).toEqual(['E_12'])
  })

  it('a replay within the grace of a token whose family was revoked since is refused', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const first = anna.refreshToken as string
    const rotated = (await anna.gql(RefreshTokenDocument, { refreshToken: first })).data!
      .refreshToken
    anna.accessToken = rotated.accessToken
    await anna.gql(LogoutDocument)
    clock.advance(5)
    expect(codes(await anna.gql(RefreshTokenDocument, { refreshToken: first }))).toEqual(['E_12'])
  })
})
