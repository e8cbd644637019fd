// The names docs/hooks.md takes as given in its code blocks: the skin's own components, its
// router, and values a page already has. Typed as a skin would have them, so the blocks are
// checked against the hooks' real types (see guideBlocks.test.ts).
import type {
  AddToCartProduct,
  MapBounds,
  Order,
  Pharmacy,
  PickupStorePoint,
  RegionSuggestion,
  TrackedAd,
  UseCheckoutResult,
} from '@apteka/hooks'
import type { StorefrontClient } from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'

type Skin<P = Record<string, unknown>> = ComponentType<P & { children?: ReactNode }>

declare global {
  // The app's wiring.
  const client: StorefrontClient
  const queryClient: QueryClient
  const root: { render(node: ReactNode): void }
  const cookies: { get(name: string): string | undefined }
  /** The visitor's experiments, as `loadExperiments(…).assignments()` gives them (docs/experiments.md). */
  const assignments: Readonly<Record<string, string>>
  const dataLayer: unknown[]
  function openLogin(options: { promoCode?: boolean | undefined }): void
  function setAnalyticsCounter(counter: {
    send: (event: { type: string }) => void
    pageview: (url: string) => void
    utmPairs: Record<string, string>[]
    vendorUrl: string
  }): void
  const COUNTER_ID: number
  interface Window {
    ym?: (counter: number, action: string, ...rest: unknown[]) => void
  }

  // The router (React Router's names).
  function navigate(to: string): void
  function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void]
  function useNavigation(): { state: 'idle' | 'loading' | 'submitting' }
  const Link: Skin<{ to: string; 'aria-current'?: 'page' | undefined }>
  const pathname: string
  const params: { letter?: string; id: string }
  const searchParams: URLSearchParams

  // The skin's own components.
  const App: Skin
  const ProductPage: Skin
  const NotFound: Skin
  const RegionModal: Skin<{
    detected: unknown
    onChoose: (...args: never[]) => unknown
    onClose: () => void
  }>
  const CodeForm: Skin<{ onSubmit: (code: string) => unknown; seconds: number }>
  const PhoneForm: Skin<{ onSubmit: (phone: string) => unknown }>
  const CardForm: Skin<{ onSubmit: (number: string) => unknown; onNoCard: () => unknown }>
  const Card: Skin<{ number: string | null }>
  const Stepper: Skin<{
    quantity: number
    onIncrement: () => unknown
    onDecrement: () => unknown
  }>
  const Carousel: Skin
  const ProductCard: Skin<{ product: unknown }>
  function showError(message: string): ReactNode
  function checkoutSuccessPath(orderId: string): string
  function openPromoCodes(): void

  // Values a page has in hand.
  const alias: string
  const regionID: string
  const regionId: string
  const id: string
  const code: string
  const page: number
  const text: string
  const email: string
  const phone: string
  const reason: string
  const tab: string
  const categoryAlias: string
  const suggestion: RegionSuggestion
  const product: AddToCartProduct & { id: string; alias: string }
  const order: Order
  const pharmacy: Pharmacy
  const checkout: UseCheckoutResult
  const address: { lat: number; long: number }
  const ad: TrackedAd
  const point: PickupStorePoint
  const bounds: MapBounds | null
  const zoom: number
  const map: { bounds: MapBounds | null; zoom: number }
  function getCode(phone: string): Promise<unknown>
}
