// The measured-cost cache of the query limits (security/limits.ts): an operation's cost is walked
// once per document and shape of its variables. The catalogue's page number does not make a new
// shape (#33: every distinct catalogue page walked the CatalogPage document again), while the
// numbers the cost reads — a page size inside an input, a variable's own number — still do.
import { loadSchema } from '@apteka/schema'
import { CatalogPageDocument } from '@apteka/sdk'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { graphql } from '../src/graphqlRuntime'
import { operationCost } from '../src/security/limits'

const walks = vi.hoisted(() => ({ count: 0 }))
vi.mock('graphql-query-complexity', async (original) => {
  const real = await original<typeof import('graphql-query-complexity')>()
  return {
    ...real,
    getComplexity: (...args: Parameters<typeof real.getComplexity>) => {
      walks.count++
      return real.getComplexity(...args)
    },
  }
})

const schema = loadSchema()

describe('operationCost', () => {
  beforeEach(() => {
    walks.count = 0
  })

  it('walks CatalogPage once for every page number and sort of a category', () => {
    const document = graphql.parse(String(CatalogPageDocument))
    const sorts = [undefined, { type: 'price', side: 'asc' }, { type: 'name', side: 'desc' }]
    const costs = new Set<number>()
    for (let page = 1; page <= 80; page++)
      for (const sort of sorts)
        costs.add(
          operationCost(
            schema,
            document,
            { regionID: '1', url: '/catalog/vitaminy/', search: { page, sort } },
            undefined,
          ),
        )
    expect(costs.size).toBe(1)
    // With and without a sort: two shapes, not 240.
    expect(walks.count).toBe(2)
  })

  it('still measures again when a page size inside the input changes the cost', () => {
    const document = graphql.parse(String(CatalogPageDocument))
    const cost = (pageCount: number) =>
      operationCost(
        schema,
        document,
        { regionID: '1', url: '/catalog/', search: { page: 3, pageCount } },
        undefined,
      )
    const small = cost(24)
    const big = cost(100)
    expect(big).toBeGreaterThan(small)
    expect(cost(24)).toBe(small)
    expect(walks.count).toBe(2)
  })

  it('keeps a variable’s own number in the shape: it may be any argument', () => {
    const document = graphql.parse(
      'query ($size: Int) { searchAutocomplete(regionID: "1", query: "но", size: $size) { __typename } }',
    )
    const cost = (size: number) => operationCost(schema, document, { size }, undefined)
    expect(cost(20)).toBeGreaterThan(cost(2))
  })
})
