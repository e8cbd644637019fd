// /team/staff/{id}, /team/doctor/{id}, /team/author/{id} (and their public forms with a
// trailing slash); an author's posts are paged with ?PAGEN_1=n. Unknown people are a 404.
import { teamPersonQueryOptions } from '@apteka/hooks'
import { data } from 'react-router'
import { pageNumberOf } from '../ContentFrame'
import { clientContent } from '../clientContent'
import { loadContent } from '../contentData.server'
import { TeamPersonScreen, teamTypeOf } from '../TeamScreens'
import type { Route } from './+types/team-person'

export function loader(args: Route.LoaderArgs) {
  const type = teamTypeOf(args.params.kind)
  if (!type) throw data(null, { status: 404 })
  return loadContent(args, ({ client, url }) => ({
    required: [
      teamPersonQueryOptions(client, {
        type,
        id: args.params.id,
        page: pageNumberOf(url.searchParams),
      }),
    ],
  }))
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!teamTypeOf(params.kind)) throw data(null, { status: 404 })
  return clientContent()
}

export default function TeamPersonRoute({ params }: Route.ComponentProps) {
  const type = teamTypeOf(params.kind) ?? 'Staff'
  return <TeamPersonScreen key={`${type}-${params.id}`} type={type} id={params.id} />
}
