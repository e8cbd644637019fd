// /brands, /brands/letter/{letter} (Cyrillic) and /brands/eng/{letter} (Latin). The server
// prefetches the letters and the brands of the letter shown (on /brands, the first one
// that has brands).
import { type DehydratedState, prefetchBrands } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { storefrontLocation } from '../../routing/storefrontPath'
import { serverStorefront } from '../../shell/storefront.server'
import { BrandsScreen } from '../BrandsScreen'
import type { Route } from './+types/brands'

/** Latin letters live under /brands/eng/, Cyrillic ones under /brands/letter/. */
const alphabetOf = (pathname: string) => (pathname.includes('/brands/eng/') ? 'en' : 'ru')

const letterOf = (params: Route.LoaderArgs['params']) =>
  'letter' in params ? params.letter : undefined

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { client, queryClient } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await prefetchBrands(queryClient, client, {
    letter: letterOf(params) ?? null,
    alphabet: alphabetOf(new URL(request.url).pathname),
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function BrandsRoute({ params }: Route.ComponentProps) {
  const { pathname } = useLocation()
  return <BrandsScreen letter={letterOf(params)} alphabet={alphabetOf(pathname)} />
}
