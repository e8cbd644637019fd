// Whether a spot of the page has come near the screen (issue #18): data below a phone's first
// screen is fetched when the shopper scrolls towards it, not right after hydration, where each
// call would load the sdk's runtime during the first load.
import { useCallback, useState } from 'react'

/** How far below the screen a spot counts as near (px): the data's head start on the scroll. */
const NEAR_PX = 200

/** A ref callback that watches its element, and stops when it is detached (React 19). */
export type SpotRef = (element: Element | null) => (() => void) | undefined

/**
 * A ref for the spot, and whether it is near the screen; once near, it stays near. Where
 * IntersectionObserver is missing the spot counts as near at once.
 *
 * The ref starts watching its element itself, without keeping it in state: a state set while
 * React attaches refs re-renders the whole screen synchronously, inside the page's hydration task
 * (on the product page that was most of its one long task).
 *
 * @example
 * const [spot, near] = useNearViewport()
 * useWidgets({ aliases: near ? LATER_SHELVES : [] })
 * return <div ref={spot} />
 */
export function useNearViewport(): [SpotRef, boolean] {
  const [near, setNear] = useState(false)
  const spot = useCallback<SpotRef>(
    (element) => {
      if (near || !element) return undefined
      return watchNearViewport(element, () => setNear(true))
    },
    [near],
  )
  return [spot, near]
}

/**
 * Calls `onNear` when the element comes near the screen (at once where IntersectionObserver is
 * missing); returns what stops watching. useNearViewport's watch, and lazyPart's `whenNear`.
 */
export function watchNearViewport(element: Element, onNear: () => void): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined') {
    onNear()
    return undefined
  }
  // The observer sees the spot come into view; a jump past it (the End key, a fling, a link
  // to further down) never shows it, so a scroll that leaves it above the screen counts too.
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear()
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  )
  const onScroll = () => {
    if (element.getBoundingClientRect().top < window.innerHeight + NEAR_PX) onNear()
  }
  observer.observe(element)
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    observer.disconnect()
    window.removeEventListener('scroll', onScroll)
  }
}
