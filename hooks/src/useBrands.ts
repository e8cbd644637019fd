// The brands index (/brands, /brands/letter/{letter}, /brands/eng/{letter}): the initials
// that have brands in the Russian and Latin alphabets, and the brands under one letter.
// With no letter chosen, the first letter that has brands is shown.
import type {
  Alphabet,
  BrandLettersQuery,
  BrandsByLetterQuery,
  StorefrontClient,
} from '@apteka/sdk'
import { BrandLettersDocument, BrandsByLetterDocument } from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'
import { storefrontKeys } from './storefrontKeys'

/** The initials that have brands, per alphabet. */
export type BrandLetters = BrandLettersQuery['brandLetters']

/** A brand of the index. */
export type BrandSummary = BrandsByLetterQuery['brandsByLetter'][number]

/**
 * A letter as the API files brands under it: the first character, upper case, 'Ё' as 'Е'.
 *
 * @example
 * brandLetterOf('ё') // 'Е'
 */
export function brandLetterOf(letter: string): string {
  return letter.trim().charAt(0).toUpperCase().replace('Ё', 'Е')
}

/**
 * The letter shown when none is chosen: the first letter of `alphabet` that has brands,
 * else the first of the other alphabet; null when there are no brands at all.
 *
 * @example
 * firstBrandLetter({ ru: ['А', 'Б'], en: ['A'] }) // { letter: 'А', alphabet: 'ru' }
 * firstBrandLetter({ ru: [], en: ['A'] }) // { letter: 'A', alphabet: 'en' }
 */
export function firstBrandLetter(
  letters: BrandLetters,
  alphabet: Alphabet = 'ru',
): { letter: string; alphabet: Alphabet } | null {
  const other: Alphabet = alphabet === 'ru' ? 'en' : 'ru'
  for (const kind of [alphabet, other]) {
    const first = letters[kind][0]
    if (first) return { letter: brandLetterOf(first), alphabet: kind }
  }
  return null
}

/**
 * Query options of the initials that have brands.
 *
 * @example
 * queryClient.prefetchQuery(brandLettersQueryOptions(client))
 */
export function brandLettersQueryOptions(client: StorefrontClient) {
  return queryOptions({
    queryKey: storefrontKeys.brandLetters(),
    queryFn: async ({ signal }) =>
      (await client.requestData(BrandLettersDocument, {}, { signal })).brandLetters,
    staleTime: 30 * 60_000,
  })
}

/**
 * Query options of the brands under a letter (normalised with {@link brandLetterOf}).
 *
 * @example
 * queryClient.prefetchQuery(brandsByLetterQueryOptions(client, { letter: 'А', alphabet: 'ru' }))
 */
export function brandsByLetterQueryOptions(
  client: StorefrontClient,
  { letter, alphabet }: { letter: string; alphabet: Alphabet },
) {
  const wanted = brandLetterOf(letter)
  return queryOptions({
    queryKey: storefrontKeys.brandsByLetter(alphabet, wanted),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          BrandsByLetterDocument,
          { letter: wanted, alphabet },
          {
            signal,
          },
        )
      ).brandsByLetter,
    staleTime: 10 * 60_000,
  })
}

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
