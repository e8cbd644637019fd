// The document, the shell around every page and the error boundary (SPEC §2 error page).
import {
  bigSaleQueryOptions,
  cartQueryOptions,
  type DehydratedState,
  detectRegionQueryOptions,
  HydrationBoundary,
  prefetchRegion,
  profileQueryOptions,
  regionQueryOptions,
  StorefrontProvider,
  tripwireQueryOptions,
} from '@apteka/hooks'
import {
  CART_ID_EXPERIMENT,
  emptyCart,
  experimentOn,
  memoryCookies,
  REGION_COOKIES,
  type RegionFieldsFragment,
} from '@apteka/sdk'
import { ERROR_CODES } from '@apteka/sdk/errors'
import { type ExperimentAssignments, experimentReader } from '@apteka/sdk/experiments'
import { createLazyStorefrontClient } from '@apteka/sdk/lazy'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { AnalyticsTracker } from './analytics/AnalyticsTracker'
import { trackEvent } from './analytics/analytics'
import { type AddressRegion, addressRegionOf, regionRedirect } from './routing/canonicalAddress'
import { storefrontLocation } from './routing/storefrontPath'
import { guestIdOf, writesSettled } from './shell/cartWrites.server'
import { CspNonceContext } from './shell/cspNonce'
import { DocumentHead } from './shell/DocumentHead'
import { ERROR_PAGE_TITLE } from './shell/ErrorPage/errorPageText'
import { ErrorReports } from './shell/errorReports/ErrorReports'
import { requestExperiments } from './shell/experiments.server'
import { ExpiringPricesState, showsExpiringPrices } from './shell/expiringPrices'
import { answerApiFailure, answerFailure } from './shell/loaderAnswers.server'
import { NotFound } from './shell/NotFound/lazyNotFound'
import { NOT_FOUND_TITLE } from './shell/NotFound/notFoundText'
import { ServerClientContext } from './shell/ServerClient'
import { StorefrontConfigProvider } from './shell/StorefrontConfig'
import { StorefrontShell } from './shell/StorefrontShell'
import { SHOP_IDENTITY } from './shell/shopIdentity'
import { requestStorefront, serverStorefront } from './shell/storefront.server'
import { storefrontConfigFrom } from './shell/storefrontConfig.server'
import { lazyPart } from './ui/LazyPart/lazyPart'
import { PageMeta } from './ui/PageMeta/PageMeta'
import './styles/tokens.css'
import './styles/base.css'
// The error pages' stylesheets load with every page: the server renders an error page before its
// code arrives (the components load when a page fails: ErrorPage below, NotFound in
// shell/NotFound/lazyNotFound.ts).
import './shell/ErrorPage/ErrorPage.module.css'
import './shell/NotFound/NotFound.module.css'

/** The error page, shown when a page fails: its code loads then, not with every page. */
const ErrorPage = lazyPart(() => import('./shell/ErrorPage/ErrorPage'), 'ErrorPage')

/** The need-check flag as useRegionCheck reads it: a missing cookie counts as on. */
const needsRegionCheck = (flag: string | null | undefined) =>
  flag === null || flag === undefined || flag === '' || flag === '1'

// Titles and descriptions are rendered by each page with <PageMeta> (React 19 hoists
// them into <head>), because they come from the hooks' data (metaInformation).

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// The region segment and public forms are read from the matched params on both sides
// (server render and browser navigation), so an unknown 'r_…' or public form is a 404
// without a server round trip on client navigation.
function resolveLocation(params: Route.LoaderArgs['params']) {
  const location = storefrontLocation(params)
  if (location.notFound) throw data(null, { status: 404 })
  return { regionIdFromUrl: location.regionId }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { regionIdFromUrl } = resolveLocation(params)
  const { client, queryClient, regionId } = serverStorefront(request, context, regionIdFromUrl)
  // The visitor's experiments (SPEC §7, §9), evaluated here and serialised with the page, so the
  // server HTML and the hydrated page show the same variant (no flicker).
  const experiments = await requestExperiments(context, requestStorefront(request, context).cookies)
  const cartFlow = experimentOn(experiments[CART_ID_EXPERIMENT]) ? 'mini' : 'legacy'
  // The banners above <main> arrive with the HTML, so nothing shifts when they load. The
  // catalogue menu's tree does not: the shell loads it when the shopper reaches for a menu
  // (the pages link their own categories for search engines).
  // The mini cart's id is kept in the browser's storage: the browser fetches that cart itself.
  const cartOptions = cartQueryOptions(client, { regionId, flow: 'legacy' })
  // A guest id the request came with (not one given with this page) may key a cart.
  const mayHaveCart =
    cartFlow === 'legacy' && (guestIdOf(request) !== null || client.session.isAuthenticated())
  // The shopper's writes still on their way (a hard navigation right after "В корзину") land
  // before this page reads the cart (#32).
  await writesSettled(request)
  await Promise.all([
    prefetchRegion(queryClient, client, { regionId }),
    mayHaveCart ? queryClient.prefetchQuery(cartOptions) : Promise.resolve(),
    // A signed-in shopper's header shows their name from the first paint (this also refreshes
    // an expired access token once for the whole render; the rotated pair goes back as cookies).
    client.session.isAuthenticated()
      ? queryClient.prefetchQuery(profileQueryOptions(client))
      : Promise.resolve(),
    queryClient.prefetchQuery(bigSaleQueryOptions(client, { regionID: regionId })),
    queryClient.prefetchQuery(tripwireQueryOptions(client, { regionID: regionId })),
    // The region check's answer (SPEC §4) for a shopper who has not confirmed a region yet, so
    // the browser does not ask for it once hydrated (issue #18: every call right after
    // hydration loads the sdk's runtime on the first screen).
    needsRegionCheck(client.cookies.get(REGION_COOKIES.needCheckRegion))
      ? queryClient.prefetchQuery(detectRegionQueryOptions(client))
      : Promise.resolve(),
  ])
  // A region the address names must exist (404); an API that failed any of the shell's calls
  // fails the page (503, Retry-After) instead of a page of empty lists and skeletons.
  // The region the address names, as the API resolved it: PageMeta's canonical link names it.
  let addressRegion: AddressRegion | null = null
  if (regionIdFromUrl) {
    const region = regionQueryOptions(client, { regionId }).queryKey
    answerFailure(queryClient, region, [ERROR_CODES.REGION_NOT_FOUND])
    // A region spelled another way ('r_78' for 'spb') or standing before the path moves for
    // good to the one form of the address (issue #30: one canonical address per page).
    const url = new URL(request.url)
    addressRegion = addressRegionOf(queryClient.getQueryData<RegionFieldsFragment | null>(region))
    const moved = regionRedirect(url.pathname + url.search, addressRegion)
    if (moved && (request.method === 'GET' || request.method === 'HEAD')) throw redirect(moved, 301)
  }
  // The design gallery (routes.ts '__design': fixture data, a tool for building skins) needs no
  // API, so a dead one does not make it a 503.
  if (new URL(request.url).pathname !== '/__design') answerApiFailure(queryClient)
  // The header's cart arrives with the HTML too (issue #18: a fetch once hydrated would load the
  // sdk's runtime on the first screen). A guest the API has never seen (no guest_id cookie) and
  // nobody signed in has no cart: it starts empty without a call. The mini cart's flow fetches
  // nothing without a cart id anyway.
  if (cartFlow === 'legacy' && !mayHaveCart) {
    queryClient.setQueryData(cartOptions.queryKey, emptyCart(regionId))
  }
  // The configuration carries the site's public origin (PUBLIC_URL, see server.mjs), on which
  // PageMeta builds canonical links, Open Graph and JSON-LD.
  const config = storefrontConfigFrom(context, SHOP_IDENTITY.name)
  // The employee's 'show expiring prices' switch, so the server lists the prices she chose.
  const showExpiringPrices = showsExpiringPrices(request.headers.get('cookie'))
  return {
    regionIdFromUrl,
    addressRegion,
    regionId,
    dehydrated: dehydrate(queryClient),
    config,
    showExpiringPrices,
    experiments,
  }
}

/** A failure's own headers (the 503's Retry-After) reach the error page's response. */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) =>
  errorHeaders ?? loaderHeaders

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    ...resolveLocation(params),
    addressRegion: null,
    regionId: null,
    dehydrated: null,
    config: null,
    showExpiringPrices: null,
    experiments: null,
  }
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate && JSON.stringify(currentParams) !== JSON.stringify(nextParams)
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(CspNonceContext)
  // Marks the document once React has hydrated it (pages and error pages alike): browser tests
  // wait for it before they click (a click on server HTML before hydration does nothing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="ru">
      <DocumentHead />
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** One QueryClient and one sdk client per server render, one per browser session. */
function StorefrontProviders({
  regionId,
  showExpiringPrices,
  experiments,
  children,
}: {
  regionId: string | null | undefined
  /** The switch's cookie when the page was served; null from a browser navigation's loader. */
  showExpiringPrices: boolean | null | undefined
  /** The visitor's assignments the page was served with; null from a browser navigation's loader. */
  experiments: ExperimentAssignments | null | undefined
  children: ReactNode
}) {
  // The assignments the server rendered with stay for the whole browser session: the variant
  // never changes under the shopper (a new page load takes the features' changes).
  const [assignments] = useState<ExperimentAssignments>(() => experiments ?? {})
  const [readExperiment] = useState(() => experimentReader(assignments))
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  )
  // On the server the render reads the request's own client (entry.server.tsx), the one the
  // loaders used, and never fetches; in the browser the client calls '/graphql' and never sees
  // a token: the server holds them and adds them (sessionMode 'server-held'). The browser's
  // client is lazy (issue #18): the page hydrates from the dehydrated queries, and the sdk's
  // runtime (Effect, transport) arrives with the first call instead of the first load.
  const serverClient = useContext(ServerClientContext)
  const [client] = useState(() =>
    typeof document === 'undefined'
      ? (serverClient ??
        createLazyStorefrontClient({
          endpoint: 'http://127.0.0.1/graphql',
          cookies: memoryCookies(),
        }))
      : // The storefront server holds the tokens (HttpOnly cookies) and adds them to '/graphql';
        // the cart mini calls carry the visitor's assignments as X-Experiments.
        createLazyStorefrontClient({ sessionMode: 'server-held', experiments: () => assignments }),
  )
  const [initialRegion] = useState(() => regionId ?? undefined)
  const [initialShown] = useState(() => showExpiringPrices ?? false)
  return (
    <ExpiringPricesState initial={initialShown}>
      {(shown) => (
        <StorefrontProvider
          client={client}
          queryClient={queryClient}
          onAnalyticsEvent={trackEvent}
          experiments={readExperiment}
          showExpiringPrices={shown}
          {...(initialRegion ? { regionId: initialRegion } : {})}
        >
          {children}
        </StorefrontProvider>
      )}
    </ExpiringPricesState>
  )
}

/**
 * Every matched route's prefetched queries in one state, hydrated above the shell: the
 * shell's own queries (the catalogue menu) may share keys with a page's, and a query that
 * already exists is only hydrated after render — too late for the server's HTML.
 */
function useDehydratedRoutes(): DehydratedState {
  const matches = useMatches()
  return useMemo(() => {
    const states = matches
      .map((match) => match.loaderData as { dehydrated?: DehydratedState | null } | undefined)
      .map((data) => data?.dehydrated)
      .filter((state): state is DehydratedState => Boolean(state))
    return {
      queries: states.flatMap((state) => state.queries),
      mutations: states.flatMap((state) => state.mutations),
    }
  }, [matches])
}

export default function App({ loaderData }: Route.ComponentProps) {
  const dehydrated = useDehydratedRoutes()
  return (
    <StorefrontConfigProvider config={loaderData.config}>
      <StorefrontProviders
        regionId={loaderData.regionId}
        showExpiringPrices={loaderData.showExpiringPrices}
        experiments={loaderData.experiments}
      >
        <HydrationBoundary state={dehydrated}>
          <AnalyticsTracker />
          <ErrorReports />
          <StorefrontShell regionIdFromUrl={loaderData.regionIdFromUrl}>
            <Outlet />
          </StorefrontShell>
        </HydrationBoundary>
      </StorefrontProviders>
    </StorefrontConfigProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const status = isRouteErrorResponse(error) ? error.status : undefined
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  // A page's own 404 still has the root's configuration (origin, the shop's identity); a root
  // that failed (the API is down) has none.
  const root = useRouteLoaderData<typeof loader>('root')
  return (
    <StorefrontConfigProvider config={root?.config}>
      <StorefrontProviders regionId={null} showExpiringPrices={null} experiments={null}>
        <StorefrontShell regionIdFromUrl={null}>
          <PageMeta title={notFound ? NOT_FOUND_TITLE : ERROR_PAGE_TITLE} robots="noindex" />
          {notFound ? <NotFound /> : <ErrorPage status={status} detail={detail} />}
        </StorefrontShell>
      </StorefrontProviders>
    </StorefrontConfigProvider>
  )
}
