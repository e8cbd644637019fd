// The product screen. Wiring boundary: `wiring:` marks what the hooks will provide.
import { ProductPage } from '../pages/ProductPage'
import { NO_PRODUCT_ACTIONS } from '../pages/productActions'

export function ProductScreen({ alias }: { alias: string }) {
  // wiring: useProduct({ alias }) → product, metaInformation (null when not found)
  // wiring: useProductInstructions(alias), useProductAnalogs(alias), reviews, pharmacies (per open tab)
  void alias
  return <ProductPage product={undefined} actions={NO_PRODUCT_ACTIONS} />
}
