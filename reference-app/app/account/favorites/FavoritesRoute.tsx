// /favorite and /favorite/personal: the customer's favourite products at the region's prices
// and availability, with the cart buttons and the heart of every product card.
import { useFavorites } from '@apteka/hooks'
import { Link } from 'react-router'
import { plural } from '../../shop'
import { useProductActions } from '../../ui/ProductCard/useProductActions'
import { ProductGrid } from '../../ui/ProductGrid/ProductGrid'
import { AccountPage } from '../AccountPage'
import styles from '../account.module.css'

export const FAVORITES_TEXT = {
  title: 'Избранное',
  empty: 'В избранном пока пусто. Нажмите на сердечко у товара, чтобы сохранить его здесь.',
  toCatalog: 'Перейти в каталог',
  count: (n: number) => `${n} ${plural(n, ['товар', 'товара', 'товаров'])}`,
} as const

export default function FavoritesRoute() {
  return (
    <AccountPage title={FAVORITES_TEXT.title}>
      <FavoritesScreen />
    </AccountPage>
  )
}

function FavoritesScreen() {
  const { products, total, isLoading } = useFavorites({ withProducts: true })
  const actions = useProductActions(products)
  if (isLoading) return <ProductGrid products={[]} loadingCount={4} columns={4} />
  if (products.length === 0) {
    return (
      <section className={styles.card}>
        <p>{FAVORITES_TEXT.empty}</p>
        <Link to="/catalog" className="btn btn--primary">
          {FAVORITES_TEXT.toCatalog}
        </Link>
      </section>
    )
  }
  return (
    <>
      <p className={styles.muted}>{FAVORITES_TEXT.count(total)}</p>
      <ProductGrid products={products} columns={4} label={FAVORITES_TEXT.title} {...actions} />
    </>
  )
}
