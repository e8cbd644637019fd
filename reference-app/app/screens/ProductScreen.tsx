// The product screen: the product (useProduct, prefetched on the server), its instruction
// and reviews, cart and favourites.
import { useProduct, useProductInstructions, useReview } from '@apteka/hooks'
import { useState } from 'react'
import type { ProductTabId } from '../components/Tabs/Tabs'
import { ProductPage, type ProductReviews } from '../pages/ProductPage'
import { useProductActions } from './useProductActions'

export function ProductScreen({ alias }: { alias: string }) {
  const { product, metaInformation } = useProduct({ alias })
  const [tab, setTab] = useState<ProductTabId | undefined>(undefined)
  const instructions = useProductInstructions({ slug: alias })
  const review = useReview({ productID: product?.id ?? '', alias })
  const actions = useProductActions(product ? [product] : [])
  const reviews: ProductReviews = {
    total: review.total,
    averageRating: review.averageRating,
    items: review.reviews,
  }
  const instruction = instructions.instructions ?? null
  return (
    <ProductPage
      product={product}
      meta={metaInformation}
      instruction={instruction}
      reviews={review.reviews.length > 0 ? reviews : null}
      actions={actions}
      {...(tab ? { tab } : {})}
      onTabChange={setTab}
    />
  )
}
