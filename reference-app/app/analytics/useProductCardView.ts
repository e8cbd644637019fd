// Product card views for analytics: an event when 60 % of a card is on screen (SPEC §9),
// once per product and page; nothing where IntersectionObserver is missing.

import type { ProductCardAnalyticsEvent } from '@apteka/sdk'
import { useCallback, useEffect, useRef } from 'react'
import { trackEvent } from './analytics'

/** The share of a card that must be visible (SPEC §9: 0.6). */
export const PRODUCT_VIEW_THRESHOLD = 0.6

/** What a card tells analytics. */
export type AnalyticsCard = Omit<ProductCardAnalyticsEvent, 'type'>

/** A ref factory: `ref={viewRef(card)}` on each card's element. */
export function useProductCardView(): (card: AnalyticsCard) => (element: Element | null) => void {
  const seen = useRef(new Set<string>())
  const cards = useRef(new Map<Element, AnalyticsCard>())
  const observer = useRef<IntersectionObserver | null>(null)
  useEffect(
    () => () => {
      observer.current?.disconnect()
      observer.current = null
    },
    [],
  )
  return useCallback((card: AnalyticsCard) => {
    return (element: Element | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return
      if (seen.current.has(card.productId)) return
      observer.current ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const seenCard = cards.current.get(entry.target)
            if (!seenCard || entry.intersectionRatio < PRODUCT_VIEW_THRESHOLD) continue
            observer.current?.unobserve(entry.target)
            cards.current.delete(entry.target)
            if (seen.current.has(seenCard.productId)) continue
            seen.current.add(seenCard.productId)
            trackEvent({ type: 'product_card_view', ...seenCard })
          }
        },
        { threshold: PRODUCT_VIEW_THRESHOLD },
      )
      cards.current.set(element, card)
      observer.current.observe(element)
    }
  }, [])
}
