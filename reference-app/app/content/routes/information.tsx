// Every information and legal page of SPEC §2 (INFORMATION_PATHS): the API's content page of
// the address, prefetched on the server; a page the API does not have is a 404. The legal pages
// (legal/legalPages.tsx) are the storefront's own templates, filled from the shop's identity.
import { informationPageQueryOptions } from '@apteka/hooks'
import { useLocation } from 'react-router'
import { clientContent } from '../clientContent'
import { loadContent } from '../contentData.server'
import { InformationScreen, informationPathOf } from '../InformationScreen'
import { legalPageOf } from '../legal/legalPages'
import type { Route } from './+types/information'

export function loader(args: Route.LoaderArgs) {
  const path = informationPathOf(new URL(args.request.url).pathname)
  if (legalPageOf(path)) return { dehydrated: null }
  return loadContent(args, ({ client }) => ({
    required: [informationPageQueryOptions(client, path)],
  }))
}

export const clientLoader = clientContent

export default function InformationRoute() {
  const path = informationPathOf(useLocation().pathname)
  return <InformationScreen key={path} path={path} />
}
