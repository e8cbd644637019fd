// A responsive grid of product cards: 2 columns on mobile, 3 on tablet, 4 on laptop and
// 5 on desktop (or fewer with `columns`); skeleton cards while the list loads.
import { useProductAdCounters } from '@apteka/hooks'
import type { MouseEvent } from 'react'
import { trackEvent } from '../../analytics/analytics'
import { type AnalyticsCard, useProductCardView } from '../../analytics/useProductCardView'
import type { ProductCardFieldsFragment } from '../../shop'
import { ProductCard, type ProductCardProps, ProductCardSkeleton } from '../ProductCard/ProductCard'
import styles from './ProductGrid.module.css'

export interface ProductGridProps
  extends Pick<
    ProductCardProps,
    | 'onAddToCart'
    | 'onQuantityChange'
    | 'onToggleFavorite'
    | 'isFavorite'
    | 'onNotify'
    | 'headingLevel'
    | 'cartAction'
  > {
  readonly products: readonly ProductCardFieldsFragment[]
  /** Quantity in the cart by product id. */
  readonly cartQuantities?: Readonly<Record<string, number>>
  /** Show this many skeleton cards instead of products. Default: 0. */
  readonly loadingCount?: number
  /** At most this many columns (the largest screens). Default: 5. */
  readonly columns?: 4 | 5
  /** An accessible name for the list. */
  readonly label?: string
  /** 'carousel' scrolls sideways below 1280 px (home selections, analogues). Default: 'grid'. */
  readonly layout?: 'grid' | 'carousel'
}

/** Whether a click followed a card's link with the primary or the middle button (SPEC §7). */
const followedLink = (event: MouseEvent) =>
  event.button <= 1 && Boolean((event.target as Element).closest('a'))

export function ProductGrid({
  products,
  cartQuantities,
  loadingCount = 0,
  columns = 5,
  label,
  layout = 'grid',
  ...handlers
}: ProductGridProps) {
  // Analytics: a card counts as seen when 60 % of it is on screen.
  const viewRef = useProductCardView()
  // Sponsored products: impression at 60 % on screen, tracking on a followed link.
  const ads = useProductAdCounters()
  const className = [
    columns === 4 ? styles.grid4 : styles.grid,
    layout === 'carousel' ? styles.carousel : '',
  ]
    .filter(Boolean)
    .join(' ')
  if (loadingCount > 0) {
    return (
      <div className={className} aria-busy="true">
        {Array.from({ length: loadingCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    )
  }
  return (
    <ul className={className} aria-label={label}>
      {products.map((product, index) => {
        const card: AnalyticsCard = {
          productId: product.id,
          name: product.name,
          price: product.price,
          position: index,
          ...(label ? { list: label } : {}),
        }
        const view = viewRef(card)
        const impression = ads.impressionRef(product)
        const clicked = (event: MouseEvent) => {
          if (!followedLink(event)) return
          trackEvent({ type: 'product_click', ...card })
          ads.onProductClick(event, product)
        }
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: listens for its links' clicks (a keyboard activation clicks too); the links are the controls
          <li
            key={product.id}
            className={styles.item}
            ref={(element) => {
              view(element)
              impression(element)
            }}
            onClick={clicked}
            onAuxClick={clicked}
          >
            <ProductCard
              product={product}
              quantityInCart={cartQuantities?.[product.id] ?? 0}
              // A carousel is a shelf below the fold: its pictures wait for the scroll (lazy) and
              // leave the phone's bandwidth to the first screen (issue #36).
              eager={layout === 'grid' && index < 4}
              {...handlers}
            />
          </li>
        )
      })}
    </ul>
  )
}
