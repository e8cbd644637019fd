// The drug index (MNN) under one initial of an alphabet.
import type { Alphabet } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ContentResult, DrugList } from './content/contentQueries'
import { drugsByLetterQueryOptions, resultOf } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/** The drugs under an initial. @example useDrugsByLetter({ letter: 'А', alphabet: 'ru' }) */
export function useDrugsByLetter(options: {
  letter: string
  alphabet: Alphabet
}): ContentResult<DrugList> {
  const { client } = useStorefrontRuntime()
  return resultOf(
    useQuery({ ...drugsByLetterQueryOptions(client, options), placeholderData: keepPreviousData }),
  )
}
