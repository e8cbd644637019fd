import { describe, expect, it } from 'vitest'
import { pageHref, visiblePages } from './Pagination'

describe('pageHref', () => {
  it('puts the page in ?PAGEN_1= and keeps the other parameters', () => {
    expect(pageHref('/catalog/vitaminy/', '?f_brand=solgar', 3)).toBe(
      '/catalog/vitaminy/?f_brand=solgar&PAGEN_1=3',
    )
  })

  it('drops the parameter for the first page', () => {
    expect(pageHref('/catalog/vitaminy/', '?PAGEN_1=4', 1)).toBe('/catalog/vitaminy/')
  })
})

describe('visiblePages', () => {
  it('shows the ends and the neighbours of the current page with gaps between', () => {
    expect(visiblePages(7, 20)).toEqual([1, null, 6, 7, 8, null, 20])
  })

  it('shows every page of a short list', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3])
  })
})
