import { describe, expect, it } from 'vitest'
import {
  parseSortParam,
  SORT_INPUTS,
  SORT_PARAM,
  type SortValue,
  sortInputOfParams,
  sortOptionsOf,
  sortValueOf,
  withSort,
} from './sortParam'

const params = (query: string) => new URLSearchParams(query)

describe('the sort parameter', () => {
  it('reads every menu value back from the address', () => {
    for (const value of Object.keys(SORT_INPUTS) as SortValue[]) {
      expect(parseSortParam(params(`${SORT_PARAM}=${value}`))).toBe(value)
    }
  })

  it('reads an unknown or missing value as no choice', () => {
    expect(parseSortParam(params(''))).toBeNull()
    expect(parseSortParam(params('sort=cheap'))).toBeNull()
    expect(parseSortParam(params('sort=price'))).toBeNull()
    expect(parseSortParam(params('sort=__proto__'))).toBeNull()
  })

  it('is read case-insensitively and trimmed', () => {
    expect(parseSortParam(params('sort=%20Price-ASC%20'))).toBe('price-asc')
  })

  it('price ascending asks the API for price asc, descending for price desc', () => {
    expect(sortInputOfParams(params('sort=price-asc'))).toEqual({ type: 'price', side: 'asc' })
    expect(sortInputOfParams(params('sort=price-desc'))).toEqual({ type: 'price', side: 'desc' })
    expect(sortInputOfParams(params('sort=name'))).toEqual({ type: 'name', side: 'asc' })
    expect(sortInputOfParams(params('sort=rating'))).toEqual({ type: 'rating', side: 'desc' })
  })

  it('no parameter and relevance ask for no order (the server default)', () => {
    expect(sortInputOfParams(params(''))).toBeUndefined()
    expect(sortInputOfParams(params('sort=relevance'))).toBeUndefined()
  })

  it('names the menu value of the API default order', () => {
    expect(sortValueOf({ type: 'popular', side: 'desc' })).toBe('popular')
    expect(sortValueOf({ type: 'price', side: 'asc' })).toBe('price-asc')
    expect(sortValueOf({ type: 'name', side: 'desc' })).toBeNull()
    expect(sortValueOf(null)).toBeNull()
  })
})

describe('sort options of a list', () => {
  it('offers price both ways and other types once, in the given order', () => {
    expect(sortOptionsOf(['popular', 'price', 'name'])).toEqual([
      'popular',
      'price-asc',
      'price-desc',
      'name',
    ])
  })

  it('puts relevance first on search results', () => {
    expect(sortOptionsOf(['popular'], { relevance: true })).toEqual(['relevance', 'popular'])
  })
})

describe('withSort', () => {
  it('sets the order and goes back to page 1, keeping filters and the search text', () => {
    const next = withSort(params('what=нурофен&f_brand=solgar&PAGEN_1=3'), 'price-asc', 'popular')
    expect(next.get('sort')).toBe('price-asc')
    expect(next.has('PAGEN_1')).toBe(false)
    expect(next.getAll('f_brand')).toEqual(['solgar'])
    expect(next.get('what')).toBe('нурофен')
  })

  it('the default order leaves no parameter', () => {
    expect(withSort(params('sort=price-desc&PAGEN_1=2'), 'popular', 'popular').toString()).toBe('')
  })

  it('never changes the query given in', () => {
    const given = params('sort=name&PAGEN_1=2')
    withSort(given, 'rating', 'popular')
    expect(given.toString()).toBe('sort=name&PAGEN_1=2')
  })
})
