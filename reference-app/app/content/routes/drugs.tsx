// The drug index: '/drugs', '/drugs/{x}/letter-{l}' (Cyrillic), '/drugs/{x}/eng-{l}' (Latin) and
// '/drugs/{alias}' (the products of one active substance); a region segment may follow.
import {
  catalogPageQueryOptions,
  catalogSearchFromParams,
  drugsByLetterQueryOptions,
} from '@apteka/hooks'
import type { Alphabet } from '@apteka/sdk'
import { data } from 'react-router'
import { parseSplat } from '../../routing/storefrontPath'
import { DrugIndexScreen, DrugScreen, drugIndexOf } from '../CatalogueIndexScreens'
import { clientContent } from '../clientContent'
import { loadContent } from '../contentData.server'
import type { Route } from './+types/drugs'

type DrugAddress =
  | { kind: 'index'; chosen?: { letter: string; alphabet: Alphabet } }
  | { kind: 'drug'; alias: string }

function addressOf(splat: string | undefined): DrugAddress | null {
  const { aliases, filters } = parseSplat(splat)
  if (aliases.length === 0) return filters.length ? null : { kind: 'index' }
  if (aliases.length === 1) return { kind: 'drug', alias: aliases[0] ?? '' }
  const chosen = aliases.length === 2 ? drugIndexOf(aliases[1] ?? '') : null
  return chosen ? { kind: 'index', chosen } : null
}

export function loader(args: Route.LoaderArgs) {
  const address = addressOf(args.params['*'])
  if (address === null) throw data(null, { status: 404 })
  return loadContent(args, ({ client, regionId, url }) => {
    if (address.kind === 'drug') {
      return {
        required: [
          catalogPageQueryOptions(client, {
            url: `/drugs/${address.alias}`,
            regionID: regionId,
            search: catalogSearchFromParams(url.searchParams),
          }),
        ],
      }
    }
    const shown = address.chosen ?? { letter: 'А', alphabet: 'ru' as const }
    return {
      optional: [
        drugsByLetterQueryOptions(client, {
          letter: shown.alphabet === 'ru' ? shown.letter : 'А',
          alphabet: 'ru',
        }),
        drugsByLetterQueryOptions(client, {
          letter: shown.alphabet === 'en' ? shown.letter : 'A',
          alphabet: 'en',
        }),
      ],
    }
  })
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (addressOf(params['*']) === null) throw data(null, { status: 404 })
  return clientContent()
}

export default function DrugsRoute({ params }: Route.ComponentProps) {
  const address = addressOf(params['*'])
  if (address?.kind === 'drug') return <DrugScreen key={address.alias} alias={address.alias} />
  const chosen = address?.kind === 'index' ? address.chosen : undefined
  return (
    <DrugIndexScreen
      key={chosen ? `${chosen.alphabet}-${chosen.letter}` : ''}
      {...(chosen ? { chosen } : {})}
    />
  )
}
