// One team person with a page of their posts, for an author or doctor page.
import type { TeamPersonType } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ContentResult, TeamPersonDetails } from './content/contentQueries'
import { resultOf, teamPersonQueryOptions } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/**
 * One person with a page of posts (authors); the previous page stays while the next loads.
 *
 * @example
 * const { data: author } = useTeamPerson({ type: 'Author', id: params.id, page })
 */
export function useTeamPerson(options: {
  type: TeamPersonType
  id: string
  page?: number
}): ContentResult<TeamPersonDetails | null> {
  const { client } = useStorefrontRuntime()
  return resultOf(
    useQuery({ ...teamPersonQueryOptions(client, options), placeholderData: keepPreviousData }),
  )
}
