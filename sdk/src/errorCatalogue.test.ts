// errorCatalogue.ts ('@apteka/sdk/errors') lists every public name of errors/ and the reason that
// carries GraphQL errors; the client's entries ('@apteka/sdk', its rules) list none of them, so no
// page loads the catalogue before an answer with errors (issue #36).
import { describe, expect, it } from 'vitest'
import * as errorCatalogue from './errorCatalogue'
import * as errors from './errors'
import * as client from './index'
import * as rules from './rules'
import { GraphQLResponseError } from './transport'

describe('@apteka/sdk/errors', () => {
  it('re-exports every public name of errors/ and GraphQLResponseError', () => {
    for (const [name, value] of Object.entries(errors)) {
      expect(errorCatalogue, name).toHaveProperty(name, value)
    }
    expect(errorCatalogue.GraphQLResponseError).toBe(GraphQLResponseError)
  })

  it('exports nothing else', () => {
    const names = new Set([...Object.keys(errors), 'GraphQLResponseError'])
    expect(Object.keys(errorCatalogue).filter((name) => !names.has(name))).toEqual([])
  })

  it("neither '@apteka/sdk' nor '@apteka/sdk/rules' re-exports any of it", () => {
    const moved = Object.keys(errorCatalogue)
    expect(moved.filter((name) => name in client)).toEqual([])
    expect(moved.filter((name) => name in rules)).toEqual([])
  })
})
