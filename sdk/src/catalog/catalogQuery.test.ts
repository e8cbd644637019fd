// Behaviour of catalogue query parameters and filters.
import { describe, expect, it } from 'vitest'
import {
  FILTER_PREFIX,
  PAGE_COUNT_PARAM,
  PAGE_PARAM,
  parseFilters,
  REF_CODE_PARAM,
  serializeFilters,
} from './index'

describe('catalogue query parameters', () => {
  it('have the names of the spec', () => {
    expect([PAGE_PARAM, PAGE_COUNT_PARAM, FILTER_PREFIX, REF_CODE_PARAM]).toEqual([
      'PAGEN_1',
      'PAGE_COUNT',
      'f_',
      'REF_CODE',
    ])
  })

  it('read every f_ parameter with all its values, ignoring the others', () => {
    const params = new URLSearchParams('f_brand=solgar&PAGEN_1=2&f_form=kapsuly&f_brand=now&q=x')
    expect(parseFilters(params)).toEqual({ brand: ['solgar', 'now'], form: ['kapsuly'] })
  })

  it('read a repeated value once and skip empty values and names', () => {
    const params = new URLSearchParams('f_brand=solgar&f_brand=solgar&f_form=&f_=x')
    expect(parseFilters(params)).toEqual({ brand: ['solgar'] })
  })

  it('write one f_ parameter per value', () => {
    expect(serializeFilters({ brand: ['solgar', 'now'], form: ['kapsuly'] }).toString()).toBe(
      'f_brand=solgar&f_brand=now&f_form=kapsuly',
    )
  })

  it('leave out filters without values', () => {
    expect(serializeFilters({ brand: [], form: undefined }).toString()).toBe('')
  })

  it('round-trip Cyrillic values', () => {
    const filters = { country: ['Россия', 'Германия'] }
    expect(parseFilters(serializeFilters(filters))).toEqual(filters)
  })
})
