// toApiError, the one place every error of an answer becomes a SPEC §8 error: the API's own pass,
// request errors are E_1 with a 4xx status (their text kept only in development), anything else
// is E_3 with the stack in the log — whichever copy of graphql made the error.
import { describe, expect, it } from 'vitest'
import { apiError, requestError, toApiError } from '../src/errors'
import { graphql } from '../src/graphqlRuntime'

const development = (log: string[] = []) => ({
  production: false,
  log: (line: string) => log.push(line),
})
const production = { production: true, log: () => {} }

describe('toApiError', () => {
  it('passes an API error as it is, and finds one wrapped by a resolver’s located error', () => {
    const own = apiError('E_20')
    expect(toApiError(own, production)).toBe(own)
    const located = graphql.locatedError(own, undefined, ['product'])
    expect(toApiError(located, production).extensions.code).toBe('E_20')
  })

  it('reads the code of an error made by the other copy of graphql (index.mjs)', async () => {
    const esm = (await import('graphql/index.mjs' as string)) as typeof import('graphql')
    expect(esm.GraphQLError).not.toBe(graphql.GraphQLError)
    const foreign = new esm.GraphQLError('Товар не найден', { extensions: { code: 'E_20' } })
    expect(toApiError(foreign, production)).toBe(foreign)
    const validation = new esm.GraphQLError('Cannot query field "helth" on type "Query".')
    expect(toApiError(validation, production).extensions).toEqual({
      code: 'E_1',
      http: { status: 400 },
    })
  })

  it('makes a request error E_1 with its 4xx status, keeping the text in development only', () => {
    const refused = requestError('Only application/json bodies', 415)
    expect(toApiError(refused, development()).extensions).toEqual({
      code: 'E_1',
      http: { status: 415 },
      detail: 'Only application/json bodies',
    })
    expect(toApiError(refused, production).extensions).toEqual({
      code: 'E_1',
      http: { status: 415 },
    })
    expect(toApiError(refused, production).message).toBe('Некорректный запрос')
  })

  it('makes a resolver’s failure E_3 at its path, with the stack only in the log', () => {
    const log: string[] = []
    const failure = graphql.locatedError(new Error('relation "x" does not exist'), undefined, ['a'])
    const masked = toApiError(failure, development(log))
    expect(masked.message).toBe('Ошибка запроса')
    expect(masked.path).toEqual(['a'])
    expect(masked.extensions).toEqual({ code: 'E_3' })
    expect(log.join('\n')).toMatch(/relation "x" does not exist\n\s+at /)
  })

  it('makes a failure outside any resolver E_3 with HTTP 500', () => {
    const masked = toApiError(new TypeError('boom'), development())
    expect(masked.extensions).toEqual({ code: 'E_3', http: { status: 500 } })
    expect(JSON.stringify(masked)).not.toContain('boom')
  })
})
