// A small storefront skin on @apteka/hooks only: search results with a buy button each and the
// cart badge. The hooks carry the requests, the cache, the cart's optimistic changes and toasts;
// this file only draws.
import { type ProductSummary, useAddToCart, useCart, useProducts } from '@apteka/hooks'

export interface SkinProps {
  readonly regionId: string
  readonly query: string
}

function BuyButton({ product }: { readonly product: ProductSummary }) {
  const { add, quantityOf } = useAddToCart()
  if (product.lastPrice === null || product.lastPrice === undefined)
    return <span>Нет в наличии</span>
  return quantityOf(product) > 0 ? (
    <a href="/cart">В корзине</a>
  ) : (
    <button type="button" onClick={() => add(product)}>
      В корзину
    </button>
  )
}

function CartBadge() {
  const { quantity, isLoading } = useCart({ enabled: false })
  return <output aria-label="Товаров в корзине">{isLoading ? '…' : quantity}</output>
}

export function Skin({ regionId, query }: SkinProps) {
  const { products, total } = useProducts({ regionID: regionId, query, pageCount: 3 })
  return (
    <main>
      <header>
        Корзина: <CartBadge />
      </header>
      <h1>
        {query}: {total} товаров
      </h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <a href={product.url}>{product.name}</a> <BuyButton product={product} />
          </li>
        ))}
      </ul>
    </main>
  )
}
