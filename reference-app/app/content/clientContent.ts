// What every content route's clientLoader answers on a browser navigation: no dehydrated
// cache (the hooks fetch what they miss). Not in contentData.server.ts, which the browser
// bundle must not import.
import type { DehydratedState } from '@apteka/hooks'

export function clientContent() {
  return { dehydrated: null as DehydratedState | null }
}
