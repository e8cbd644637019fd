// A short seeded run of the fuzz generator (scripts/fuzzRequests.ts) against a production-mode
// server: no answer is a 5xx, every error carries a §8 code, none shows the server's insides, and
// no generated input makes a resolver fail (E_3). `npm run fuzz` is the long run.
import { isErrorCode } from '@apteka/sdk/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFuzz } from '../scripts/fuzzRequests'
import { startTestApi, type TestApi } from './harness'
import { backends, suiteDatabaseUrl } from './shopper'

describe.each(backends)('fuzzing %s', (_name, base) => {
  let api: TestApi
  const logged: string[] = []
  beforeAll(async () => {
    const databaseUrl = await suiteDatabaseUrl(base, 'fuzz')
    api = await startTestApi({
      catalogSize: 120,
      config: { production: true, devSmsCode: undefined },
      log: (line) => logged.push(line),
      ...(databaseUrl ? { databaseUrl } : {}),
    })
  })
  afterAll(() => api?.close())

  it('300 seeded requests: no 5xx, every error a §8 code, no internals, no E_3', async () => {
    const report = await runFuzz({
      url: api.url,
      seed: 20_261_124,
      requests: 300,
      seconds: 45,
      concurrency: 4,
      production: true,
      isCode: isErrorCode,
    })
    expect(report.requests).toBeGreaterThanOrEqual(150)
    expect(report.problems, JSON.stringify(report.problems, null, 1)).toEqual([])
    expect(
      report.internalErrors,
      `${JSON.stringify(report.internalErrors)}\n${logged.join('\n')}`,
    ).toEqual([])
    // The run reached the resolvers as well as the request checks.
    expect(report.statuses['200']).toBeGreaterThan(50)
    expect(report.statuses['400']).toBeGreaterThan(20)
  })
})
