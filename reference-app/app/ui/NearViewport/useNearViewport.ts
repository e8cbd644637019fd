// Whether a spot of the page has come near the screen (issue #18): data below a phone's first
// screen is fetched when the shopper scrolls towards it, not right after hydration, where each
// call would load the sdk's runtime during the first load.
import { useCallback, useEffect, useState } from 'react'

/** How far below the screen a spot counts as near (px): the data's head start on the scroll. */
const NEAR_PX = 200

/**
 * A ref for the spot, and whether it is near the screen; once near, it stays near. Where
 * IntersectionObserver is missing the spot counts as near at once.
 *
 * @example
 * const [spot, near] = useNearViewport()
 * useWidgets({ aliases: near ? LATER_SHELVES : [] })
 * return <div ref={spot} />
 */
export function useNearViewport(): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    // The observer sees the spot come into view; a jump past it (the End key, a fling, a link
    // to further down) never shows it, so a scroll that leaves it above the screen counts too.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    )
    const onScroll = () => {
      if (element.getBoundingClientRect().top < window.innerHeight + NEAR_PX) setNear(true)
    }
    observer.observe(element)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
    }
  }, [element, near])
  return [useCallback((spot: Element | null) => setElement(spot), []), near]
}
