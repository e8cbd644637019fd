import { describe, expect, it } from 'vitest'
import { GraphQLResponseError, StorefrontError } from '../transport'
import { failureMessageOf, loadFailureTexts } from './failureMessage'

const apiError = (code: string, params: Record<string, string>) =>
  new StorefrontError({
    reason: new GraphQLResponseError({
      operationName: 'updateProfile',
      errors: [{ message: '', path: ['updateProfile', 'name'], extensions: { code, params } }],
    }),
    traceId: null,
  })

describe('failureMessageOf / loadFailureTexts', () => {
  it("reads a failure's text from the catalogue loaded on demand", async () => {
    expect(await failureMessageOf(apiError('E_36', { field: 'name' }))).toBe(
      'Не заполнено поле «Имя»',
    )
    expect(await failureMessageOf(new TypeError('Failed to fetch'))).toBe(
      'Повторите попытку позднее',
    )
  })

  it('gives the texts of the form fields a failure names, and one GraphQL error’s', async () => {
    const { fieldErrors, errorText } = await loadFailureTexts()
    const failure = apiError('E_36', { field: 'name' })
    expect(fieldErrors(failure)).toEqual({ name: 'Не заполнено поле «Имя»' })
    expect(errorText({ message: '', extensions: { code: 'E_17', count: 500 } })).toBe(
      'Найдено более 500 товаров, уточните запрос',
    )
  })
})
