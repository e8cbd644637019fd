// Traces of the API with an in-memory exporter: a request sent under a storefront's span (its
// `traceparent`) gives a trace holding the API's HTTP span, GraphQL parse, validate and execute
// spans and the SQL statements, all children of the storefront's span.

import { ProductPageDocument, SearchHelpDocument, UpdateCartDocument } from '@apteka/sdk'
import { context, propagation, trace } from '@opentelemetry/api'
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installTracing } from '../src/telemetry/tracing'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

const exporter = new InMemorySpanExporter()
// Every trace kept, before the server installs the default (0.05) provider.
const provider = installTracing({ serviceName: 'reference-api', ratio: 1, exporter, endpoint: '' })

afterAll(async () => {
  await provider.shutdown()
})

describe.each(backends)('traces (%s)', (backend) => {
  let api: TestApi
  beforeAll(async () => {
    api = await startSuiteApi(backend, 'operator_tracing')
  })
  afterAll(async () => {
    await api?.close()
  })

  it('links the API’s parse, validate, execute and statement spans to the caller’s span', async () => {
    const storefrontSpan = trace.getTracer('storefront').startSpan('GET /r_moscowregion/catalog')
    const headers: Record<string, string> = {}
    propagation.inject(trace.setSpan(context.active(), storefrontSpan), headers)
    expect(headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
    const answer = await api.gql(SearchHelpDocument, {}, headers)
    storefrontSpan.end()
    const traceId = storefrontSpan.spanContext().traceId
    expect(answer.headers.get('x-trace-id')).toBe(traceId)
    await new Promise((resolve) => setTimeout(resolve, 20))

    const spans = exporter
      .getFinishedSpans()
      .filter((span) => span.spanContext().traceId === traceId)
    const named = (name: string) => spans.filter((span) => span.name === name)
    const [http] = named('POST /graphql')
    expect(http?.parentSpanContext?.spanId).toBe(storefrontSpan.spanContext().spanId)
    for (const phase of ['graphql.parse', 'graphql.validate', 'graphql.execute']) {
      const [span] = named(phase)
      expect(span, phase).toBeDefined()
      expect(span?.parentSpanContext?.spanId).toBe(http?.spanContext().spanId)
      expect(span?.attributes['graphql.operation.name']).toBe('searchHelp')
    }
    const [execute] = named('graphql.execute')
    const statements = named('db.statement')
    expect(statements.length).toBeGreaterThan(0)
    for (const statement of statements) {
      expect(statement.parentSpanContext?.spanId).toBe(execute?.spanContext().spanId)
      expect(String(statement.attributes['db.query.text'])).toMatch(/select/i)
    }
  })

  it('keeps each of several concurrent traced requests’ statements under its own execute span', async () => {
    // No async context follows the requests: each one's statements find their parent through
    // the request's own database handle, even while the others run.
    const callers = [1, 2, 3].map((n) => trace.getTracer('storefront').startSpan(`caller ${n}`))
    await Promise.all(
      callers.map((caller, n) => {
        const headers: Record<string, string> = {}
        propagation.inject(trace.setSpan(context.active(), caller), headers)
        return new Promise((resolve) => setTimeout(resolve, n * 5)).then(() =>
          api.gql(SearchHelpDocument, {}, headers),
        )
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    for (const caller of callers) {
      caller.end()
      const spans = exporter
        .getFinishedSpans()
        .filter((span) => span.spanContext().traceId === caller.spanContext().traceId)
      const execute = spans.find((span) => span.name === 'graphql.execute')
      const statements = spans.filter((span) => span.name === 'db.statement')
      expect(statements.length).toBeGreaterThan(0)
      for (const statement of statements) {
        expect(statement.parentSpanContext?.spanId).toBe(execute?.spanContext().spanId)
      }
    }
  })

  it('puts the statements of a mutation’s transaction under its execute span', async () => {
    const [line] = await api.database.exec<{ product_id: number }>(
      `SELECT product_id FROM product_prices WHERE region_id = 'moscowregion' AND price_type_id = 1 LIMIT 1`,
    )
    const caller = trace.getTracer('storefront').startSpan('POST /cart')
    const headers: Record<string, string> = {}
    propagation.inject(trace.setSpan(context.active(), caller), headers)
    const answer = await api.gql(
      UpdateCartDocument,
      {
        regionID: 'moscowregion',
        items: [{ productID: String(line?.product_id), priceTypeID: 1, quantity: 2 }],
      },
      headers,
    )
    caller.end()
    expect(answer.errors ?? []).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 20))
    const spans = exporter
      .getFinishedSpans()
      .filter((span) => span.spanContext().traceId === caller.spanContext().traceId)
    const execute = spans.find((span) => span.name === 'graphql.execute')
    const statements = spans.filter((span) => span.name === 'db.statement')
    const texts = statements.map((span) => String(span.attributes['db.query.text']))
    expect(texts.some((text) => /^\s*(insert|update)/i.test(text))).toBe(true)
    for (const statement of statements) {
      expect(statement.parentSpanContext?.spanId).toBe(execute?.spanContext().spanId)
    }
  })

  it('answers a traced product list and product page as an untraced one, each statement a span', async () => {
    // Prepared statements are built once per process and run through the traced request's own
    // client: two sets of them (product reads and cards) in one request must not be mixed up.
    const [category] = await api.database.exec<{ alias: string }>(
      'SELECT c.alias FROM categories c JOIN products p ON p.category_id = c.id LIMIT 1',
    )
    const list = await api.gql<{ products: { items: { id: string; alias: string }[] } }, unknown>(
      'query($search: ProductSearchInput!) { products(search: $search) { items { id alias name } } }',
      {
        search: {
          regionID: 'moscowregion',
          categoryAlias: category?.alias,
          page: 1,
          pageCount: 24,
        },
      },
    )
    expect(list.errors ?? []).toEqual([])
    const alias = list.data?.products.items[0]?.alias
    expect(alias).toBeTruthy()
    const page = await api.gql(ProductPageDocument, {
      regionID: 'moscowregion',
      alias: String(alias),
    })
    expect(page.errors ?? []).toEqual([])
    for (const answer of [list, page]) {
      const traceId = answer.headers.get('x-trace-id')
      await new Promise((resolve) => setTimeout(resolve, 20))
      const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId)
      const execute = spans.find((span) => span.name === 'graphql.execute')
      const statements = spans.filter((span) => span.name === 'db.statement')
      expect(statements.length).toBeGreaterThan(0)
      for (const statement of statements) {
        expect(statement.parentSpanContext?.spanId).toBe(execute?.spanContext().spanId)
      }
    }
  })

  it('traces a request with no caller as a new trace, kept at the ratio (1 here)', async () => {
    const answer = await api.gql(SearchHelpDocument, {})
    const traceId = answer.headers.get('x-trace-id')
    expect(traceId).toMatch(/^[0-9a-f]{32}$/)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId)
    const http = spans.find((span) => span.name === 'POST /graphql')
    expect(http?.parentSpanContext).toBeUndefined()
    expect(spans.some((span) => span.name === 'graphql.execute')).toBe(true)
  })

  it('gives an unsampled request a trace id of its own all the same', async () => {
    const headers = { traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-00` }
    const answer = await api.gql(SearchHelpDocument, {}, headers)
    expect(answer.headers.get('x-trace-id')).toBe('ab'.repeat(16))
    expect(
      exporter.getFinishedSpans().some((s) => s.spanContext().traceId === 'ab'.repeat(16)),
    ).toBe(false)
  })
})
