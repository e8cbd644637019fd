// Behaviour of the region search.
import { describe, expect, it } from 'vitest'
import {
  filterRegions,
  normalizeRegionQuery,
  REGION_NOT_FOUND_TEXT,
  REGION_SUGGEST_DEBOUNCE_MS,
} from './index'

const regions = [
  { name: 'Нижегородская область' },
  { name: 'Орёл' },
  { name: 'Омск' },
  { name: 'Нижний Новгород' },
]

describe('region search', () => {
  it('trims the query and collapses runs of spaces', () => {
    expect(normalizeRegionQuery('  Нижний    Новгород ')).toBe('Нижний Новгород')
    expect(normalizeRegionQuery('\tОмск\n')).toBe('Омск')
  })

  it('matches a substring of the name regardless of case', () => {
    expect(filterRegions(regions, 'НИЖ')).toEqual([regions[0], regions[3]])
    expect(filterRegions(regions, 'мск')).toEqual([regions[2]])
  })

  it('matches after tidying the query', () => {
    expect(filterRegions(regions, '  нижний   новгород ')).toEqual([regions[3]])
  })

  it('treats ё and е alike', () => {
    expect(filterRegions(regions, 'орел')).toEqual([regions[1]])
    expect(filterRegions([{ name: 'Киселевск' }], 'Киселёвск')).toHaveLength(1)
  })

  it('keeps every region for an empty query', () => {
    expect(filterRegions(regions, '   ')).toEqual(regions)
  })

  it('finds nothing for an unknown name', () => {
    expect(filterRegions(regions, 'Якутск')).toEqual([])
  })

  it('has the texts and timing of the spec', () => {
    expect(REGION_NOT_FOUND_TEXT).toBe(
      'По вашему запросу ничего не найдено. Проверьте корректность ввода или введите другой регион',
    )
    expect(REGION_SUGGEST_DEBOUNCE_MS).toBe(600)
  })
})
