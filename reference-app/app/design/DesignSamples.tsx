// Whole pages with fixture data for the design gallery: /__design?page=home|listing|product|cart.
// They show the page layouts before the hooks deliver real data.
import { useState } from 'react'
import { CartPage } from '../cart/CartPage'
import { EMPTY_FILTERS, type FilterValues } from '../catalog/FiltersPanel/FiltersPanel'
import { HomePage } from '../catalog/HomePage'
import { ListingPage } from '../catalog/ListingPage'
import type { SortValue } from '../catalog/SortSelect/SortSelect'
import { ProductPage } from '../product/ProductPage'
import type { ProductActions } from '../ui/ProductCard/productActions'
import {
  CART,
  FILTER_CONFIG,
  HOME_CATEGORIES,
  LISTING_META,
  PRODUCT_PAGE,
  PRODUCTS,
} from './storefrontFixtures'

export const DESIGN_SAMPLES = ['home', 'listing', 'product', 'cart'] as const
export type DesignSample = (typeof DESIGN_SAMPLES)[number]

const noop = () => {}

export function DesignSamplePage({ sample }: { sample: DesignSample }) {
  const [quantities, setQuantities] = useState<Record<string, number>>({ '1002': 1 })
  const [filters, setFilters] = useState<FilterValues>(EMPTY_FILTERS)
  const [sort, setSort] = useState<SortValue>('popular')
  const actions: ProductActions = {
    cartQuantities: quantities,
    onAddToCart: (product) => setQuantities({ ...quantities, [product.id]: 1 }),
    onQuantityChange: (product, quantity) =>
      setQuantities({ ...quantities, [product.id]: quantity }),
    onToggleFavorite: noop,
    onNotify: noop,
  }
  const many = [...PRODUCTS, ...PRODUCTS.map((product) => ({ ...product, id: `${product.id}-2` }))]
  switch (sample) {
    case 'home':
      return (
        <HomePage
          categories={HOME_CATEGORIES}
          productSections={[
            { id: 'hits', title: 'Хиты продаж', products: PRODUCTS, href: '/catalog' },
            { id: 'sale', title: 'Скидки недели', products: many.slice(5, 10), href: '/discounts' },
          ]}
          actions={actions}
        />
      )
    case 'listing':
      return (
        <ListingPage
          title="Обезболивающие"
          meta={LISTING_META}
          products={many}
          total={248}
          page={1}
          pageCount={25}
          pathname="/catalog/lekarstva/obezbolivayushchie/"
          search=""
          description="Обезболивающие средства помогают при головной, зубной и мышечной боли. Перед применением ознакомьтесь с инструкцией."
          filters={{
            config: FILTER_CONFIG,
            value: filters,
            onChange: setFilters,
            onReset: () => setFilters(EMPTY_FILTERS),
          }}
          sort={{ value: sort, onChange: setSort }}
          subcategories={[
            { id: '111', name: 'При головной боли', url: '/catalog/golovnaya-bol/' },
            { id: '112', name: 'При зубной боли', url: '/catalog/zubnaya-bol/' },
            { id: '113', name: 'Для детей', url: '/catalog/dlya-detey/' },
          ]}
          actions={actions}
        />
      )
    case 'product':
      return (
        <ProductPage
          product={PRODUCT_PAGE.product}
          meta={PRODUCT_PAGE.metaInformation}
          analogues={PRODUCTS.slice(1, 5)}
          actions={actions}
        />
      )
    case 'cart':
      return (
        <CartPage
          cart={CART}
          onQuantityChange={noop}
          onToggleChecked={noop}
          onRemove={noop}
          onClear={noop}
          onCheckout={noop}
        />
      )
  }
}
