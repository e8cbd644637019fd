// The page-status readers keep SPEC §8's codes without the error catalogue (#36); these tests hold
// them to the catalogue's names and to the StorefrontError a page meets.
import { StorefrontError } from '@apteka/sdk'
import { DEFAULT_ERROR_CODE, ERROR_CODES, GraphQLResponseError } from '@apteka/sdk/errors'
import { describe, expect, it } from 'vitest'
import { ADDRESS_NOT_FOUND_CODES, API_FAILURE_CODE, isApiFailure, isNotFound } from './pageFailure'

const apiError = (code: string) =>
  new StorefrontError({
    reason: new GraphQLResponseError({
      operationName: null,
      errors: [{ message: '', extensions: { code } }],
    }),
    traceId: null,
  })

describe('pageFailure', () => {
  it("holds the catalogue's codes of an unknown category and product, and its generic code", () => {
    expect([...ADDRESS_NOT_FOUND_CODES].sort()).toEqual(
      [ERROR_CODES.CATEGORY_NOT_FOUND, ERROR_CODES.PRODUCT_NOT_FOUND].sort(),
    )
    expect(API_FAILURE_CODE).toBe(DEFAULT_ERROR_CODE)
    expect(DEFAULT_ERROR_CODE).toBe(ERROR_CODES.GENERIC)
  })
})

describe('isNotFound', () => {
  it('is true for an unknown category or product (E_270, E_20)', () => {
    expect(isNotFound(apiError('E_270'))).toBe(true)
    expect(isNotFound(apiError('E_20'))).toBe(true)
  })

  it('is false for other failures', () => {
    expect(isNotFound(apiError('E_36'))).toBe(false)
    expect(isNotFound(new Error('E_270'))).toBe(false)
    expect(isNotFound(null)).toBe(false)
  })
})

describe('isApiFailure', () => {
  it('is true for E_3 and for a failure that is no StorefrontError, false for an answer', () => {
    expect(isApiFailure(apiError('E_3'))).toBe(true)
    expect(isApiFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isApiFailure(apiError('E_270'))).toBe(false)
  })
})
