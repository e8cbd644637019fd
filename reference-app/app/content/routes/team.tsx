// /team (public form /team/): every person type's list, prefetched on the server.
import { teamPersonsQueryOptions } from '@apteka/hooks'
import { clientContent } from '../clientContent'
import { loadContent } from '../contentData.server'
import { TeamScreen } from '../TeamScreens'
import type { Route } from './+types/team'

export function loader(args: Route.LoaderArgs) {
  return loadContent(args, ({ client }) => ({
    optional: (['Doctor', 'Author', 'Pharmacist', 'Staff'] as const).map((type) =>
      teamPersonsQueryOptions(client, { type }),
    ),
  }))
}

export const clientLoader = clientContent

export default function TeamRoute() {
  return <TeamScreen />
}
