// '/diseases' (the index) and '/diseases/{code}' (the disease with its ICD-10 code and the
// products used for it, ?PAGEN_1=n); a region segment may follow. Unknown diseases are a 404.
import {
  catalogPageQueryOptions,
  catalogSearchFromParams,
  diseaseQueryOptions,
  diseasesQueryOptions,
} from '@apteka/hooks'
import { data } from 'react-router'
import { parseSplat } from '../../routing/storefrontPath'
import { DiseaseScreen, DiseasesScreen } from '../CatalogueIndexScreens'
import { clientContent } from '../clientContent'
import { loadContent } from '../contentData.server'
import type { Route } from './+types/diseases'

function codeOf(splat: string | undefined): string | null {
  const { aliases, filters } = parseSplat(splat)
  if (aliases.length > 1 || filters.length > 0) return null
  return aliases[0] ?? ''
}

export function loader(args: Route.LoaderArgs) {
  const code = codeOf(args.params['*'])
  if (code === null) throw data(null, { status: 404 })
  return loadContent(args, ({ client, regionId, url }) =>
    code
      ? {
          required: [diseaseQueryOptions(client, code)],
          optional: [
            catalogPageQueryOptions(client, {
              url: `/diseases/${code}`,
              regionID: regionId,
              search: catalogSearchFromParams(url.searchParams),
            }),
          ],
        }
      : { optional: [diseasesQueryOptions(client)] },
  )
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (codeOf(params['*']) === null) throw data(null, { status: 404 })
  return clientContent()
}

export default function DiseasesRoute({ params }: Route.ComponentProps) {
  const code = codeOf(params['*'])
  return code ? <DiseaseScreen key={code} code={code} /> : <DiseasesScreen />
}
