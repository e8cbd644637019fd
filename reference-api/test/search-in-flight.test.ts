// A client may have only a few searches running at once (RATE_LIMIT_SEARCH_IN_FLIGHT): the next
// is E_250 with retryAfter at once, other clients are served meanwhile, and a slot frees when its
// request ends, answered or failed. Searches are held in the database by a gate on the statement
// that stems their text, so "in flight" is certain, not a race.
import { SearchAutocompleteDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS, readRateLimits } from '../src/security/rateLimits'
import { type GqlResult, startTestApi, type TestApi } from './harness'

const codes = (answer: GqlResult<unknown>) =>
  answer.errors.map((error) => error.extensions?.code as string)

describe('searches in flight per client', () => {
  let api: TestApi
  const held: (() => void)[] = []
  let holding = false
  /** The texts of the statements held at the gate. */
  let entered: string[] = []

  beforeAll(async () => {
    api = await startTestApi({
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: true, searchInFlight: 2 } },
    })
    const exec = api.database.exec
    // Text statements wait while `holding`: a search stays in flight until released. The
    // in-memory search index would answer without them, so its build is refused here: every
    // search takes the SQL path and reaches the gate (the cap is the resolver's, on both paths).
    api.database.exec = (async (sql: string, params?: unknown[]) => {
      if (/search_vector::text AS vector/.test(sql)) throw new Error('no search index in this test')
      if (holding && /to_tsquery/.test(sql)) {
        entered.push(JSON.stringify(params))
        await new Promise<void>((resolve) => held.push(resolve))
      }
      return exec(sql, params)
    }) as typeof exec
  })
  afterAll(async () => {
    await api?.close()
  })

  const search = (ip: string, query: string, regionID = 'moscowregion') =>
    api.gql(SearchAutocompleteDocument, { regionID, query }, { 'x-forwarded-for': ip })

  // Waits for an event (the searches reaching the gate), not for a time: a slow machine (a
  // cold PGlite under a CI run) only makes it wait longer, up to 30 s (the test times out at 60).
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 3000 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
    expect(condition()).toBe(true)
  }

  /** Whether a statement of each text is held at the gate. */
  const heldAtGate =
    (...texts: string[]) =>
    () =>
      texts.every((text) => entered.some((params) => params.includes(JSON.stringify(text))))

  const release = () => {
    holding = false
    for (const resolve of held.splice(0)) resolve()
  }

  it('answers the third concurrent search of one address E_250, and serves another address', async () => {
    holding = true
    entered = []
    const first = search('198.51.100.10', 'нурофен')
    const second = search('198.51.100.10', 'парацетамол')
    await until(heldAtGate('нурофен', 'парацетамол'))
    const third = await search('198.51.100.10', 'аспирин')
    expect(codes(third)).toEqual(['E_250'])
    expect(
      (third.errors[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter,
    ).toBeGreaterThan(0)
    // A text of its own: one the held searches also look up (a suggested term such as
    // 'ибупрофен') would wait for their shared statement, which is the gate, not the cap.
    const other = search('198.51.100.11', 'жжжж три')
    await until(heldAtGate('жжжж три'))
    release()
    expect(codes(await first)).toEqual([])
    expect(codes(await second)).toEqual([])
    expect(codes(await other)).toEqual([])
    // Both slots are free again.
    expect(codes(await search('198.51.100.10', 'витамин'))).toEqual([])
    expect(codes(await search('198.51.100.10', 'витамин д'))).toEqual([])
  })

  it('a search that fails frees its slot', async () => {
    for (let i = 0; i < 3; i++)
      expect(codes(await search('198.51.100.12', 'нурофен', 'no-such-region'))).toEqual(['E_15'])
    holding = true
    entered = []
    const first = search('198.51.100.12', 'жжжж один')
    const second = search('198.51.100.12', 'жжжж два')
    await until(heldAtGate('жжжж один', 'жжжж два'))
    release()
    expect(codes(await first)).toEqual([])
    expect(codes(await second)).toEqual([])
  })

  it('reads RATE_LIMIT_SEARCH_IN_FLIGHT: 3 by default, a whole number, 0 for no cap', () => {
    expect(readRateLimits({}, false).searchInFlight).toBe(3)
    expect(readRateLimits({ RATE_LIMIT_SEARCH_IN_FLIGHT: '5' }, false).searchInFlight).toBe(5)
    expect(readRateLimits({ RATE_LIMIT_SEARCH_IN_FLIGHT: '0' }, false).searchInFlight).toBe(0)
    expect(() => readRateLimits({ RATE_LIMIT_SEARCH_IN_FLIGHT: 'two' }, false)).toThrow(
      /RATE_LIMIT_SEARCH_IN_FLIGHT/,
    )
  })
})
