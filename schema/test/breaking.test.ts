// A breaking change to the released contract (a removed field, a narrowed type) cannot slip in:
// the schema is compared with schema/baseline/schema.graphql by graphql's findBreakingChanges.
import { readFileSync } from 'node:fs'
import { buildSchema, findBreakingChanges } from 'graphql'
import { describe, expect, it } from 'vitest'
import { baselinePath, loadSchema, loadTypeDefs } from '../src/index'

const baseline = buildSchema(readFileSync(baselinePath, 'utf8'))

describe('breaking changes against the baseline', () => {
  it('there are none (a deliberate one needs `npm run schema:baseline` and a major changeset)', () => {
    const changes = findBreakingChanges(baseline, loadSchema())
    expect(changes.map((c) => `${c.type}: ${c.description}`)).toEqual([])
  })

  it('the check catches a removed field', () => {
    const withoutIndictation = buildSchema(loadTypeDefs().replace(/^\s+indictation: String\n/m, ''))
    const changes = findBreakingChanges(baseline, withoutIndictation)
    expect(changes.map((c) => c.description)).toContain(
      'ProductInstruction.indictation was removed.',
    )
  })

  it('the check catches a changed field type', () => {
    const changed = buildSchema(loadTypeDefs().replace('minSum: Float!', 'minSum: String!'))
    expect(findBreakingChanges(baseline, changed).length).toBeGreaterThan(0)
  })
})
