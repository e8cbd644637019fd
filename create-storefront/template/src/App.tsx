// Your skin: a product search, a buy button per product and the cart badge. The hooks carry the
// requests, the cache, the cart's optimistic changes and the region; this file only draws.
import { type ProductSummary, useAddToCart, useCart, useProducts } from '@apteka/hooks'
import { useState } from 'react'

function BuyButton({ product }: { readonly product: ProductSummary }) {
  const { add, quantityOf } = useAddToCart()
  if (product.lastPrice === null || product.lastPrice === undefined)
    return <span>Нет в наличии</span>
  return quantityOf(product) > 0 ? (
    <span>В корзине</span>
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

export function App() {
  const [query, setQuery] = useState('нурофен')
  const { products, total, isLoading } = useProducts({ query, pageCount: 12 })
  return (
    <main>
      <header>
        Корзина: <CartBadge />
      </header>
      <label>
        Поиск <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <p>{isLoading ? 'Загрузка…' : `Найдено: ${total}`}</p>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            {product.name} — {product.lastPrice ?? '—'} ₽ <BuyButton product={product} />
          </li>
        ))}
      </ul>
    </main>
  )
}
