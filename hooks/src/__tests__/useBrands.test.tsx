import { BrandLettersDocument, BrandsByLetterDocument } from '@apteka/sdk'
import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import {
  brandLetterOf,
  firstBrandLetter,
  prefetchBrands,
  storefrontKeys,
  useBrands,
} from '../index'

startMockServer()

const BRANDS: Record<string, string[]> = {
  А: ['Авен', 'Амбробене'],
  Б: ['Бепантен'],
  E: ['Evalar'],
  S: ['Solgar', 'Sanofi'],
}

const brand = (name: string) => ({
  alias: name.toLowerCase(),
  name,
  url: `/brand/${name.toLowerCase()}/`,
  logo: null,
  country: null,
  productsCount: 3,
})

const lettersHandler = (letters = { ru: ['А', 'Б'], en: ['E', 'S'] }) =>
  api.query(BrandLettersDocument, async () => {
    await delay(5)
    return HttpResponse.json({ data: { brandLetters: letters } })
  })

const brandsHandler = api.query(BrandsByLetterDocument, async ({ variables }) => {
  await delay(5)
  return HttpResponse.json({
    data: { brandsByLetter: (BRANDS[variables.letter] ?? []).map(brand) },
  })
})

describe('useBrands', () => {
  it('with no letter chosen, shows the brands of the first letter that has any', async () => {
    const harness = createHarness({ handlers: [lettersHandler(), brandsHandler] })
    const { result } = harness.render(() => useBrands())
    await waitFor(() => expect(result.current.brands).toHaveLength(2))
    expect(result.current).toMatchObject({
      letter: 'А',
      alphabet: 'ru',
      isDefaultLetter: true,
      letters: { ru: ['А', 'Б'], en: ['E', 'S'] },
    })
    expect(result.current.brands.map((item) => item.name)).toEqual(['Авен', 'Амбробене'])
    expect(harness.calls('BrandsByLetter').map((call) => call.variables)).toEqual([
      { letter: 'А', alphabet: 'ru' },
    ])
  })

  it('falls back to the Latin alphabet when no Russian letter has brands', async () => {
    const harness = createHarness({
      handlers: [lettersHandler({ ru: [], en: ['S'] }), brandsHandler],
    })
    const { result } = harness.render(() => useBrands())
    await waitFor(() => expect(result.current.brands).toHaveLength(2))
    expect(result.current).toMatchObject({ letter: 'S', alphabet: 'en', isDefaultLetter: true })
  })

  it('asks for the chosen letter at once, upper-cased, without waiting for the letters', async () => {
    const harness = createHarness({ handlers: [lettersHandler(), brandsHandler] })
    const { result } = harness.render(() => useBrands({ letter: 's', alphabet: 'en' }))
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.brands).toHaveLength(2))
    expect(result.current).toMatchObject({ letter: 'S', alphabet: 'en', isDefaultLetter: false })
    expect(harness.calls('BrandsByLetter')[0]?.variables).toEqual({ letter: 'S', alphabet: 'en' })
  })

  it('keeps the brands on screen while another letter loads', async () => {
    const harness = createHarness({ handlers: [lettersHandler(), brandsHandler] })
    const { result, rerender } = harness.render(
      (props: { letter: string }) => useBrands({ letter: props.letter }),
      { initialProps: { letter: 'А' } },
    )
    await waitFor(() => expect(result.current.brands).toHaveLength(2))
    rerender({ letter: 'Б' })
    expect(result.current.brands.map((item) => item.name)).toEqual(['Авен', 'Амбробене'])
    await waitFor(() =>
      expect(result.current.brands.map((item) => item.name)).toEqual(['Бепантен']),
    )
  })

  it('an empty letter gives no brands and no error', async () => {
    const harness = createHarness({ handlers: [lettersHandler(), brandsHandler] })
    const { result } = harness.render(() => useBrands({ letter: 'Я' }))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.brands).toEqual([])
    expect(result.current.error).toBeNull()
  })
})

describe('prefetchBrands', () => {
  it('fills the cache the hook reads: the letters and the first letter’s brands', async () => {
    const harness = createHarness({ handlers: [lettersHandler(), brandsHandler] })
    const queryClient = new QueryClient()
    await prefetchBrands(queryClient, harness.client)
    expect(queryClient.getQueryData(storefrontKeys.brandLetters())).toEqual({
      ru: ['А', 'Б'],
      en: ['E', 'S'],
    })
    expect(
      queryClient.getQueryData(storefrontKeys.brandsByLetter('ru', 'А')) as unknown[],
    ).toHaveLength(2)
  })

  it('with a letter, prefetches that letter (normalised like the hook)', async () => {
    const harness = createHarness({ handlers: [lettersHandler(), brandsHandler] })
    const queryClient = new QueryClient()
    await prefetchBrands(queryClient, harness.client, { letter: 'e', alphabet: 'en' })
    expect(queryClient.getQueryData(storefrontKeys.brandsByLetter('en', 'E'))).toEqual([
      brand('Evalar'),
    ])
  })
})

describe('brand letters', () => {
  it('a letter is filed upper-cased, Ё as Е', () => {
    expect(brandLetterOf(' ё ')).toBe('Е')
    expect(brandLetterOf('solgar')).toBe('S')
  })

  it('the first letter prefers the asked alphabet', () => {
    const letters = { ru: ['А'], en: ['B'] }
    expect(firstBrandLetter(letters, 'en')).toEqual({ letter: 'B', alphabet: 'en' })
    expect(firstBrandLetter(letters)).toEqual({ letter: 'А', alphabet: 'ru' })
    expect(firstBrandLetter({ ru: [], en: [] })).toBeNull()
  })
})
