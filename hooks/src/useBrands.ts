// The brands index (/brands, /brands/letter/{letter}, /brands/eng/{letter}): the initials
// that have brands in the Russian and Latin alphabets, and the brands under one letter.
// With no letter chosen, the first letter that has brands is shown.
import type { Alphabet } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { BrandLetters, BrandSummary } from './catalog/brandQueries'
import {
  brandLetterOf,
  brandLettersQueryOptions,
  brandsByLetterQueryOptions,
  firstBrandLetter,
} from './catalog/brandQueries'
import { useStorefrontRuntime } from './provider/context'

/** Options of {@link useBrands}. */
export interface UseBrandsOptions {
  /** The chosen letter (from the address). Default: none — the first letter that has brands. */
  letter?: string | null | undefined
  /** The alphabet of the letter: 'ru' (/brands/letter/…) or 'en' (/brands/eng/…). Default: 'ru'. */
  alphabet?: Alphabet
}

/** What {@link useBrands} returns. */
export interface UseBrandsResult {
  /** The initials that have brands, per alphabet; undefined while loading. */
  letters: BrandLetters | undefined
  /** The letter whose brands are shown: the chosen one, else the first that has brands; null until known. */
  letter: string | null
  /** The alphabet of `letter`. */
  alphabet: Alphabet
  /** True when no letter was chosen and `letter` is the first that has brands. */
  isDefaultLetter: boolean
  /** The brands under `letter`, by name; the previous letter's stay while the next load. */
  brands: BrandSummary[]
  isLoading: boolean
  /** Another letter is loading. */
  isFetching: boolean
  error: Error | null
}

/**
 * The brands index: the letters, and the brands of the chosen (or first) letter.
 *
 * @example
 * const { letters, letter, brands } = useBrands({ letter: params.letter, alphabet: 'ru' })
 * brands.map((brand) => <Link key={brand.alias} to={brand.url ?? ''}>{brand.name}</Link>)
 */
export function useBrands(options: UseBrandsOptions = {}): UseBrandsResult {
  const { client } = useStorefrontRuntime()
  const chosen = options.letter ? brandLetterOf(options.letter) : null
  const lettersQuery = useQuery(brandLettersQueryOptions(client))
  const fallback =
    chosen === null && lettersQuery.data
      ? firstBrandLetter(lettersQuery.data, options.alphabet ?? 'ru')
      : null
  const letter = chosen ?? fallback?.letter ?? null
  const alphabet =
    chosen === null ? (fallback?.alphabet ?? options.alphabet ?? 'ru') : (options.alphabet ?? 'ru')
  const brandsQuery = useQuery({
    ...brandsByLetterQueryOptions(client, { letter: letter ?? '', alphabet }),
    enabled: letter !== null,
    placeholderData: keepPreviousData,
  })
  return {
    letters: lettersQuery.data,
    letter,
    alphabet,
    isDefaultLetter: chosen === null && letter !== null,
    brands: brandsQuery.data ?? [],
    isLoading: letter === null ? lettersQuery.isLoading : brandsQuery.isLoading,
    isFetching: lettersQuery.isFetching || brandsQuery.isFetching,
    error: brandsQuery.error ?? lettersQuery.error,
  }
}
