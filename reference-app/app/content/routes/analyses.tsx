// '/analizy' (the region's analyses) and '/analizy/{alias}' (one analysis); a region segment
// may follow. Unknown analyses and deeper addresses are a 404.
import { analysesQueryOptions, analysisQueryOptions } from '@apteka/hooks'
import { data } from 'react-router'
import { parseSplat } from '../../routing/storefrontPath'
import { AnalysesScreen, AnalysisScreen } from '../CatalogueIndexScreens'
import { clientContent } from '../clientContent'
import { loadContent } from '../contentData.server'
import type { Route } from './+types/analyses'

function aliasOf(splat: string | undefined): string | null {
  const { aliases, filters } = parseSplat(splat)
  if (aliases.length > 1 || filters.length > 0) return null
  return aliases[0] ?? ''
}

export function loader(args: Route.LoaderArgs) {
  const alias = aliasOf(args.params['*'])
  if (alias === null) throw data(null, { status: 404 })
  return loadContent(args, ({ client, regionId }) =>
    alias
      ? { required: [analysisQueryOptions(client, { alias, regionID: regionId })] }
      : { optional: [analysesQueryOptions(client, { regionID: regionId })] },
  )
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (aliasOf(params['*']) === null) throw data(null, { status: 404 })
  return clientContent()
}

export default function AnalysesRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params['*'])
  return alias ? <AnalysisScreen key={alias} alias={alias} /> : <AnalysesScreen />
}
