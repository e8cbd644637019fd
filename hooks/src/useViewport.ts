// The layout class of the window (SPEC §2): mobile from 320 px, tablet from 768, laptop
// from 1280, desktop from 1440. The server does not know the width, so it renders the
// `ssrViewport` and the browser corrects it after mount.
import { useEffect, useState } from 'react'

/** A layout class. */
export type Viewport = 'mobile' | 'tablet' | 'laptop' | 'desktop'

/** The smallest width of each layout class, px. */
export const VIEWPORT_BREAKPOINTS: Readonly<Record<Viewport, number>> = {
  mobile: 320,
  tablet: 768,
  laptop: 1280,
  desktop: 1440,
}

/**
 * The layout class of a width.
 *
 * @example
 * viewportOf(1300) // 'laptop'
 */
export function viewportOf(width: number): Viewport {
  if (width >= VIEWPORT_BREAKPOINTS.desktop) return 'desktop'
  if (width >= VIEWPORT_BREAKPOINTS.laptop) return 'laptop'
  if (width >= VIEWPORT_BREAKPOINTS.tablet) return 'tablet'
  return 'mobile'
}

/** Options of {@link useViewport}. */
export interface UseViewportOptions {
  /** What the server renders (e.g. from the User-Agent). Default: 'desktop'. */
  ssrViewport?: Viewport
}

/** What {@link useViewport} returns. */
export interface UseViewportResult {
  viewport: Viewport
  /** The window's width; null on the server and before mount. */
  width: number | null
  isMobile: boolean
  isTablet: boolean
  isLaptop: boolean
  isDesktop: boolean
}

/**
 * The layout class of the window, following resizes.
 *
 * @example
 * const { isMobile } = useViewport({ ssrViewport: 'mobile' })
 * return isMobile ? <MobileMenu /> : <CatalogDropdown />
 */
export function useViewport(options: UseViewportOptions = {}): UseViewportResult {
  const ssrViewport = options.ssrViewport ?? 'desktop'
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  const viewport = width === null ? ssrViewport : viewportOf(width)
  return {
    viewport,
    width,
    isMobile: viewport === 'mobile',
    isTablet: viewport === 'tablet',
    isLaptop: viewport === 'laptop',
    isDesktop: viewport === 'desktop',
  }
}
