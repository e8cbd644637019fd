// The shell around every page: fills the Layout (header, banners, footer, toasts,
// progress bar) and the site-wide modals (region, auth) from the hooks.
//
// Wiring boundary: the values marked `wiring:` are static until @apteka/hooks lands;
// each names the hook that will provide it. UI state (which modal is open, the search
// text) lives here.
import { type ReactNode, useState } from 'react'
import { useNavigate, useNavigation, useSearchParams } from 'react-router'
import { AuthModal, type AuthRegistration, type AuthStep } from '../components/AuthModal/AuthModal'
import { Layout } from '../components/Layout/Layout'
import { RegionModal } from '../components/RegionModal/RegionModal'
import { SEARCH_PARAM, SEARCH_PATH } from '../components/SearchBox/SearchBox'
import type { ToastItem } from '../components/Toasts/Toasts'
import { applyPhoneMask, type CategoryTreeFragment, isValidPhone } from '../shop'

/** The default region's name (SPEC §3: 'Москва и область'). */
const DEFAULT_REGION_NAME = 'Москва и область'

export interface StorefrontShellProps {
  /** The region named by the address ('r_…' segment), if any; it wins over the cookie. */
  readonly regionIdFromUrl: string | null
  readonly children: ReactNode
}

export function StorefrontShell({ regionIdFromUrl, children }: StorefrontShellProps) {
  // wiring: const region = useRegion({ regionIdFromUrl }) → name, suggestions, choose, modal state
  void regionIdFromUrl
  const regionName = DEFAULT_REGION_NAME
  // wiring: const { data: categories } = useCategories() (Categories query)
  const categories: CategoryTreeFragment[] = []
  // wiring: const cart = useCart() → cart.total.productsCount
  const cartCount = 0
  // wiring: const auth = useAuth() → profile name, login steps
  const userName: string | null = null
  // wiring: const banners = useBanners() → bigSale, bannerTripwire
  // wiring: const notifications = useNotifications() → toasts
  const toasts: ToastItem[] = []
  // wiring: const progress = useRouteProgress() (SPEC §9: 75, then 100, reset after 1000 ms)
  const navigation = useNavigation()
  const progress = navigation.state === 'idle' ? 0 : 75

  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [searchQuery, setSearchQuery] = useState(() => searchParams.get(SEARCH_PARAM) ?? '')
  const [regionOpen, setRegionOpen] = useState(false)
  const [regionQuery, setRegionQuery] = useState('')
  const [regionSelected, setRegionSelected] = useState<string | null>(null)
  const [authOpen, setAuthOpen] = useState(false)
  const [authStep, setAuthStep] = useState<AuthStep>('phone')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [registration, setRegistration] = useState<AuthRegistration>({ name: '', surname: '' })

  return (
    <Layout
      header={{
        regionName,
        onRegionClick: () => setRegionOpen(true),
        categories,
        cartCount,
        userName,
        onLoginClick: () => setAuthOpen(true),
        // wiring: useSearchAutocomplete(searchQuery) → autocomplete, loading
        search: {
          query: searchQuery,
          onQueryChange: setSearchQuery,
          autocomplete: null,
          onSubmit: (query, redirectUrl) =>
            navigate(redirectUrl ?? `${SEARCH_PATH}?${SEARCH_PARAM}=${encodeURIComponent(query)}`),
        },
      }}
      toasts={toasts}
      onDismissToast={() => {}}
      progress={progress}
      year={new Date().getFullYear()}
      modals={
        <>
          <RegionModal
            open={regionOpen}
            onClose={() => setRegionOpen(false)}
            query={regionQuery}
            onQueryChange={setRegionQuery}
            regions={[]}
            selectedId={regionSelected}
            onSelect={setRegionSelected}
            onConfirm={() => setRegionOpen(false)}
          />
          <AuthModal
            open={authOpen}
            onClose={() => setAuthOpen(false)}
            step={authStep}
            phone={phone}
            onPhoneChange={(value) => setPhone(applyPhoneMask(value))}
            phoneValid={isValidPhone(phone)}
            onRequestCode={() => setAuthStep('code')}
            code={code}
            onCodeChange={setCode}
            onSubmitCode={() => setAuthOpen(false)}
            resendSeconds={0}
            onResend={() => {}}
            onChangePhone={() => setAuthStep('phone')}
            registration={registration}
            onRegistrationChange={setRegistration}
            onRegister={() => setAuthOpen(false)}
          />
        </>
      }
    >
      {children}
    </Layout>
  )
}
