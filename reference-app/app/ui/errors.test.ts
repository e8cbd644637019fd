import { StorefrontError } from '@apteka/sdk'
import { GraphQLResponseError } from '@apteka/sdk/errors'
import { describe, expect, it } from 'vitest'
import { errorText } from './errors'

const apiError = (code: string, message = '', params?: Record<string, string>) =>
  new StorefrontError({
    reason: new GraphQLResponseError({
      operationName: null,
      errors: [{ message, extensions: { code, ...(params ? { params } : {}) } }],
    }),
    traceId: null,
  })

describe('errorText', () => {
  it('is null when there is no error', () => {
    expect(errorText(null)).toBeNull()
    expect(errorText(undefined)).toBeNull()
  })

  it("reads an API error's catalogue message with its field's Russian name", () => {
    expect(errorText(apiError('E_36', '', { field: 'name' }))).toBe('Не заполнено поле «Имя»')
  })

  it('reads a bare GraphQL error too (the old Cyrillic test showed "Повторите попытку позднее")', () => {
    const error = { message: '', extensions: { code: 'E_36', params: { field: 'name' } } }
    expect(errorText(error)).toBe('Не заполнено поле «Имя»')
  })

  it('shows a Russian server message and hides a developer message or a network failure', () => {
    expect(errorText(new Error('Выберите аптеку'))).toBe('Выберите аптеку')
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Повторите попытку позднее')
  })
})
