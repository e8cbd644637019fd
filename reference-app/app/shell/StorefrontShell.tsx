// The shell around every page: fills the Layout (header, banners, footer, toasts,
// progress bar) and the site-wide modals (region, auth) from the hooks. UI state (which
// modal is open, the search text) lives here.
import {
  categoriesQueryOptions,
  useAuth,
  useBanners,
  useCart,
  useNotifications,
  useProfile,
  useRegion,
  useRouteProgress,
  useSearchAutocomplete,
  useStorefrontCore,
} from '@apteka/hooks'
import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useNavigate, useNavigation, useSearchParams } from 'react-router'
// The operator strip's styles load with the shell: the server's HTML of the strip shows before its code.
import '../account/accountModes.module.css'
import { ReferralKeeper } from '../account/referral/ReferralKeeper'
import { lazyPart } from '../ui/LazyPart/lazyPart'
import { Layout } from './Layout/Layout'
import { RegionPicker } from './RegionModal/RegionPicker'
import { SEARCH_PARAM, SEARCH_PATH } from './SearchBox/searchBoxText'
import type { ToastItem } from './Toasts/Toasts'

/** The default region's name (SPEC §3: 'Москва и область'). */
const DEFAULT_REGION_NAME = 'Москва и область'

export interface StorefrontShellProps {
  /** The region named by the address ('r_…' segment), if any; it wins over the cookie. */
  readonly regionIdFromUrl: string | null
  readonly children: ReactNode
}

function toastOf(notification: {
  id: string
  props: Readonly<Record<string, unknown>>
}): ToastItem {
  const { title, message, text, href } = notification.props
  const isError = notification.id.startsWith('error') || typeof message === 'string'
  return {
    id: notification.id,
    title: typeof title === 'string' ? title : 'Готово',
    text: typeof message === 'string' ? message : typeof text === 'string' ? text : null,
    link: typeof href === 'string' ? { href, label: 'Перейти в корзину' } : null,
    tone: isError ? 'error' : 'success',
  }
}

// The auth modal's code loads the first time it opens (most visits never sign in), and
// stays mounted afterwards so a phone typed before is kept.
const AuthFlow = lazy(() =>
  import('./auth/AuthFlow').then((module) => ({ default: module.AuthFlow })),
)

/**
 * The strip an operator acting for a customer sees on every page (SPEC §4): its code loads only in
 * an operator's session, not with every shopper's first load (#36).
 */
const OperatorBanner = lazyPart(
  () => import('../account/operator/OperatorBanner'),
  'OperatorBanner',
)

export function StorefrontShell({ regionIdFromUrl, children }: StorefrontShellProps) {
  void regionIdFromUrl
  const region = useRegion()
  const cart = useCart()
  const auth = useAuth()
  const { profile } = useProfile()
  const [authLoaded, setAuthLoaded] = useState(false)
  useEffect(() => {
    if (auth.authModal.isOpen) setAuthLoaded(true)
  }, [auth.authModal.isOpen])
  const banners = useBanners({ bigSale: true, tripwire: true })
  const notifications = useNotifications()
  const navigation = useNavigation()
  const { progress } = useRouteProgress({ state: navigation.state })
  // The laptop catalogue menu and the mobile menu: the category tree, loaded when the shopper
  // reaches for a menu rather than sent with every page (it was most of the page's inline data).
  const { client } = useStorefrontCore()
  const [catalogWanted, setCatalogWanted] = useState(false)
  const categoriesQuery = useQuery({ ...categoriesQueryOptions(client), enabled: catalogWanted })
  const categories = categoriesQuery.data ?? []

  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [searchQuery, setSearchQuery] = useState(() => searchParams.get(SEARCH_PARAM) ?? '')
  const autocomplete = useSearchAutocomplete({ query: searchQuery })

  // The header's region button opens the region modal (RegionPicker opens it for the region check too).
  const [regionButtonOpen, setRegionButtonOpen] = useState(false)

  return (
    <Layout
      header={{
        regionName: region.region?.names.i ?? DEFAULT_REGION_NAME,
        onRegionClick: () => setRegionButtonOpen(true),
        categories,
        onCatalogWanted: () => setCatalogWanted(true),
        cartCount: cart.quantity,
        cartFlow: cart.flow,
        userName: auth.isAuthenticated ? (profile?.name ?? null) : null,
        onLoginClick: () => {
          if (auth.isAuthenticated) navigate('/personal')
          else void auth.requireAuth(() => undefined)
        },
        search: {
          query: searchQuery,
          onQueryChange: setSearchQuery,
          autocomplete: autocomplete.suggestions,
          loading: autocomplete.isFetching,
          onSubmit: (query, redirectUrl) =>
            navigate(
              redirectUrl ??
                autocomplete.redirectUrl ??
                `${SEARCH_PATH}?${SEARCH_PARAM}=${encodeURIComponent(query)}`,
            ),
        },
      }}
      bigSale={banners.bigSale}
      tripwire={banners.tripwire}
      toasts={notifications.toasts.map(toastOf)}
      onDismissToast={notifications.close}
      progress={progress}
      year={new Date().getFullYear()}
      modals={
        <>
          <RegionPicker
            buttonOpen={regionButtonOpen}
            onButtonClose={() => setRegionButtonOpen(false)}
          />
          <ReferralKeeper />
          {authLoaded || auth.authModal.isOpen ? (
            <Suspense fallback={null}>
              <AuthFlow />
            </Suspense>
          ) : null}
        </>
      }
    >
      {/* An operator acting for a customer sees whom on every page (SPEC §4). */}
      {auth.isOperator ? <OperatorBanner /> : null}
      {children}
    </Layout>
  )
}
