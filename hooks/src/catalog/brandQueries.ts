// The brand index (SPEC §5): its initials, the brands under one, and their query-options factories.
import type {
  Alphabet,
  BrandLettersQuery,
  BrandsByLetterQuery,
  StorefrontClient,
} from '@apteka/sdk'
import { BrandLettersDocument, BrandsByLetterDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

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
