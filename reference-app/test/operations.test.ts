// The storefront server's operator side (server/operations.mjs) on a small Express app in front
// of a stand-in API: a log line per request, the request's span handed to the API as
// `traceparent`, /metrics per page kind, and /ready following the API's own /ready.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base'
import express from 'express'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storefrontOperations } from '../server/operations.mjs'

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )

describe('the storefront server’s logs, traces, metrics and readiness', () => {
  const exporter = new InMemorySpanExporter()
  const written: string[] = []
  let apiReady = 503
  const apiCalls: IncomingHttpHeaders[] = []
  let api: Server
  let storefront: Server
  let url: string
  let apiUrl: string

  beforeAll(async () => {
    api = createServer((req, res) => {
      if (req.url === '/ready') return void res.writeHead(apiReady).end()
      apiCalls.push(req.headers)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}')
    })
    apiUrl = await listen(api)
    const operations = storefrontOperations({
      apiUrl,
      env: { OTEL_TRACES_SAMPLER_ARG: '1' },
      exporter,
      destination: { write: (line: string) => written.push(line) },
    })
    const app = express()
    app.use(operations.observe, operations.routes)
    // A page whose loader calls the API with the request's headers, as storefront.server.ts does.
    app.get('/r_moscowregion/product/:id', async (req, res) => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value)
      await fetch(`${apiUrl}/graphql`, { method: 'POST', headers, body: '{}' })
      res.send('<h1>Парацетамол</h1>')
    })
    storefront = createServer(app)
    url = await listen(storefront)
  })
  afterAll(() => {
    storefront?.close()
    api?.close()
  })

  it('logs the page with its kind, status and ids, and hands its span to the API', async () => {
    const answer = await fetch(`${url}/r_moscowregion/product/42`, {
      headers: { 'x-request-id': 'edge-request-42' },
    })
    expect(answer.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const line = written.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'request')
    expect(line).toMatchObject({
      method: 'GET',
      kind: 'product',
      status: 200,
      requestId: 'edge-request-42',
    })
    expect(line.traceId).toMatch(/^[0-9a-f]{32}$/)
    const [page] = exporter.getFinishedSpans().filter((span) => span.name === 'GET product')
    expect(page?.spanContext().traceId).toBe(line.traceId)
    const sent = String(apiCalls.at(-1)?.traceparent)
    expect(sent).toBe(`00-${line.traceId}-${page?.spanContext().spanId}-01`)
    expect(apiCalls.at(-1)?.['x-request-id']).toBe('edge-request-42')
  })

  it('counts requests by page kind on /metrics', async () => {
    const text = await (await fetch(`${url}/metrics`)).text()
    const requests = parsePrometheusTextFormat(text).find(
      (family) => family.name === 'apteka_web_requests_total',
    )
    const product = requests?.metrics.find(
      (metric) => metric.labels?.kind === 'product' && metric.labels.status === '200',
    )
    expect(Number(product?.value)).toBe(1)
  })

  it('is ready only while the API is: 503, then 200, then 503 with the API gone', async () => {
    apiReady = 503
    expect((await fetch(`${url}/ready`)).status).toBe(503)
    apiReady = 200
    expect((await fetch(`${url}/ready`)).status).toBe(200)
    await new Promise<void>((resolve) => {
      api.close(() => resolve())
      api.closeAllConnections()
    })
    const gone = await fetch(`${url}/ready`)
    expect(gone.status).toBe(503)
    expect(await gone.json()).toEqual({ ready: false, reason: 'api' })
    expect((await fetch(`${url}/health`)).status).toBe(200)
  })
})

describe('the page render’s API calls', () => {
  it('carry the page span’s traceparent, not the browser’s', async () => {
    const { requestStorefront } = await import('../app/shell/storefront.server')
    const seen: (string | undefined)[] = []
    const api = createServer((req, res) => {
      seen.push(req.headers.traceparent as string | undefined)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"searchHelp":[]}}')
    })
    const apiUrl = await listen(api)
    try {
      const pageSpan = `00-${'1'.repeat(32)}-${'2'.repeat(16)}-01`
      const request = new Request('http://127.0.0.1/r_moscowregion/search', {
        headers: { traceparent: `00-${'9'.repeat(32)}-${'8'.repeat(16)}-01` },
      })
      const { client } = requestStorefront(request, { apiUrl, traceparent: pageSpan } as never)
      await client.request('query searchHelp { searchHelp { id } }' as never)
      expect(seen).toEqual([pageSpan])
    } finally {
      api.close()
    }
  })
})
