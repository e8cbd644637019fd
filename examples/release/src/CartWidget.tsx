// The hooks as a partner's skin uses them: the provider, the cart badge and a buy button.
import { StorefrontProvider, useAddToCart, useCart } from '@apteka/hooks'
import { createStorefrontClient, type ProductSummaryFragment } from '@apteka/sdk'
import { QueryClient } from '@tanstack/react-query'

function BuyButton({ product }: { readonly product: ProductSummaryFragment }) {
  const { add, quantityOf } = useAddToCart()
  return quantityOf(product) > 0 ? (
    <a href="/cart">В корзине</a>
  ) : (
    <button type="button" onClick={() => add(product)}>
      В корзину
    </button>
  )
}

function CartBadge() {
  const { quantity, isLoading } = useCart()
  return <output aria-label="Товаров в корзине">{isLoading ? '…' : quantity}</output>
}

export function CartWidget({ product }: { readonly product: ProductSummaryFragment }) {
  const client = createStorefrontClient({ endpoint: '/graphql' })
  return (
    <StorefrontProvider client={client} queryClient={new QueryClient()}>
      <CartBadge />
      <BuyButton product={product} />
    </StorefrontProvider>
  )
}
