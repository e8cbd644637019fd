// '/p_{alias}/analogi/' and '/g_{group}/analogi/': the public forms of analogue pages.
import { publicAnalogsFormOf } from '../routing/storefrontPath'
import { GroupAnalogsScreen, ProductAnalogsScreen } from '../screens/ListingScreens'
import type { Route } from './+types/public-analogs'

export default function PublicAnalogsRoute({ params }: Route.ComponentProps) {
  const form = publicAnalogsFormOf(params.analogsOf)
  if (form?.kind === 'product') return <ProductAnalogsScreen key={form.alias} alias={form.alias} />
  if (form?.kind === 'group') return <GroupAnalogsScreen key={form.code} code={form.code} />
  return null
}
