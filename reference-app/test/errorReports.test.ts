// The storefront's `POST /_errors` (server/errorReports.mjs, issue #29) on a small Express app:
// a browser's report reaches the server's log with its trace id and without personal data,
// oversized or malformed bodies are refused, a client past its limit gets 429, and the settings
// refuse wrong values at start.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorReportRoute, errorReportSettings } from '../server/errorReports.mjs'
import { storefrontOperations } from '../server/operations.mjs'

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736'

describe('POST /_errors', () => {
  const written: string[] = []
  let server: Server
  let url: string

  beforeAll(async () => {
    const { logger } = storefrontOperations({
      apiUrl: 'http://127.0.0.1:9',
      destination: { write: (line: string) => written.push(line) },
    })
    const app = express()
    app.use(errorReportRoute({ logger, rateLimit: { hits: 4, windowSeconds: 60 } }))
    server = createServer(app)
    url = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/_errors`),
      ),
    )
  })
  afterAll(() => server?.close())

  // As navigator.sendBeacon sends a string: text/plain.
  const beacon = (body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body })

  it('logs a report with its trace id and without personal data', async () => {
    const answer = await beacon(
      JSON.stringify({
        kind: 'api',
        message: 'Ошибка для +7 999 123-45-67, ivan@mail.ru, token=eyJhbGciOi.eyJzdWIi.c2ln',
        page: '/search?q=аспирин&phone=79991234567',
        traceId: TRACE_ID,
        errorCode: 'E_3',
        operation: 'searchAutocomplete',
        status: 200,
      }),
    )
    expect(answer.status).toBe(204)
    const line = written.find((text) => text.includes('browser error'))
    expect(line).toBeDefined()
    const logged = JSON.parse(line!).browserError
    expect(logged).toMatchObject({
      kind: 'api',
      page: '/search',
      traceId: TRACE_ID,
      errorCode: 'E_3',
      operation: 'searchAutocomplete',
    })
    expect(line).not.toMatch(/999|123-45-67|ivan@mail|eyJ|аспирин/)
  })

  it('refuses a body that is not a report, or too large, without a page or a stack', async () => {
    expect((await beacon('not json')).status).toBe(400)
    expect((await beacon(JSON.stringify({ kind: 'other', message: 'x' }))).status).toBe(400)
    const large = await beacon(JSON.stringify({ kind: 'error', message: 'x'.repeat(20_000) }))
    expect(large.status).toBe(413)
    expect(await large.text()).toBe('')
  })

  it('answers 429 past the limit of a client address', async () => {
    const report = JSON.stringify({ kind: 'error', message: 'TypeError: x is undefined' })
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) statuses.push((await beacon(report)).status)
    // The earlier tests of this file spent four of the four hits already.
    expect(statuses.every((status) => status === 429)).toBe(true)
  })
})

describe('the error-report settings', () => {
  it('default to the storefront’s own endpoint and SPEC §9’s 5 %', () => {
    expect(errorReportSettings({})).toEqual({
      url: '/_errors',
      sample: 0.05,
      rateLimit: { hits: 30, windowSeconds: 60 },
    })
  })
  it('refuse wrong values', () => {
    expect(() => errorReportSettings({ ERROR_REPORT_SAMPLE: '2' })).toThrow(/ERROR_REPORT_SAMPLE/)
    expect(() => errorReportSettings({ ERROR_REPORT_URL: 'javascript:alert(1)' })).toThrow(
      /ERROR_REPORT_URL/,
    )
    expect(() => errorReportSettings({ ERROR_REPORT_RATE_LIMIT: 'many' })).toThrow(
      /ERROR_REPORT_RATE_LIMIT/,
    )
  })
})
