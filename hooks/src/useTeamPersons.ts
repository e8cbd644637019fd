// The persons of one team type (doctors, pharmacists, authors) for the team page.
import type { TeamPersonsQuery, TeamPersonType } from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import type { ContentResult } from './content/contentQueries'
import { resultOf, teamPersonsQueryOptions } from './content/contentQueries'
import { useStorefrontRuntime } from './provider/context'

/**
 * The persons of one type.
 *
 * @example
 * const { data } = useTeamPersons({ type: 'Doctor' })
 */
export function useTeamPersons(options: {
  type: TeamPersonType
}): ContentResult<TeamPersonsQuery['teamPersons']> {
  const { client } = useStorefrontRuntime()
  return resultOf(useQuery(teamPersonsQueryOptions(client, options)))
}
