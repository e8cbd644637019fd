// The home screen. Wiring boundary: `wiring:` marks what the hooks will provide.
import { HomePage } from '../pages/HomePage'
import { NO_PRODUCT_ACTIONS } from '../pages/productActions'

export function HomeScreen() {
  // wiring: useHomePage() → HomePageQuery['homePage'] (categories, promotions, metaInformation)
  // wiring: useWidgets() → WidgetsQuery['widgets']['items'] as product sections
  // wiring: useProductActions() (useCart + useAddToCart + useFavorites) → ProductActions
  return (
    <HomePage categories={undefined} productSections={undefined} actions={NO_PRODUCT_ACTIONS} />
  )
}
