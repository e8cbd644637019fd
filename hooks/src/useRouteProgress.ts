// The top progress bar of navigation (SPEC §2, §9): 0 then 75 when a route starts, 100
// when it ends or fails, and back to 0 a second later.
import { useCallback, useEffect, useRef, useState } from 'react'

/** The bar's value while a route loads. */
export const ROUTE_PROGRESS_LOADING = 75
/** The bar's value when the route is done. */
export const ROUTE_PROGRESS_DONE = 100
/** How long the full bar stays before it resets, ms. */
export const ROUTE_PROGRESS_RESET_MS = 1000

/** Options of {@link useRouteProgress}. */
export interface UseRouteProgressOptions {
  /**
   * The router's navigation state, when it has one (react-router's `navigation.state`):
   * 'loading' or 'submitting' starts the bar, 'idle' ends it. Default: none (call start/done).
   */
  state?: 'idle' | 'loading' | 'submitting'
}

/** What {@link useRouteProgress} returns. */
export interface UseRouteProgressResult {
  /** 0, 75 or 100. */
  progress: number
  /** A route is loading. */
  isActive: boolean
  /** A route started: 0, then 75. */
  start: () => void
  /** The route finished: 100, then 0 after a second. */
  done: () => void
  /** The route failed: as done. */
  fail: () => void
}

/**
 * The navigation progress bar.
 *
 * @example
 * const navigation = useNavigation()
 * const { progress } = useRouteProgress({ state: navigation.state })
 * <div className="bar" style={{ width: `${progress}%` }} />
 */
export function useRouteProgress(options: UseRouteProgressOptions = {}): UseRouteProgressResult {
  const [progress, setProgress] = useState(0)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const startFrame = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // Whether the bar is waiting for its 75 (start's next tick has not come yet).
  const loadingPending = useRef(false)

  const start = useCallback(() => {
    clearTimeout(resetTimer.current)
    clearTimeout(startFrame.current)
    setProgress(0)
    loadingPending.current = true
    // 0 first, then 75 on the next tick, so the bar visibly restarts.
    startFrame.current = setTimeout(() => {
      loadingPending.current = false
      setProgress(ROUTE_PROGRESS_LOADING)
    }, 0)
  }, [])

  const done = useCallback(() => {
    clearTimeout(startFrame.current)
    clearTimeout(resetTimer.current)
    const finish = () => {
      setProgress(ROUTE_PROGRESS_DONE)
      resetTimer.current = setTimeout(() => setProgress(0), ROUTE_PROGRESS_RESET_MS)
    }
    // A route that loads within start's tick (catalogue → category) still shows 75 before 100
    // (SPEC §9: 75, then 100).
    if (!loadingPending.current) {
      finish()
      return
    }
    loadingPending.current = false
    setProgress(ROUTE_PROGRESS_LOADING)
    resetTimer.current = setTimeout(finish, 0)
  }, [])

  useEffect(
    () => () => {
      clearTimeout(resetTimer.current)
      clearTimeout(startFrame.current)
    },
    [],
  )

  const { state } = options
  const wasActive = useRef(false)
  useEffect(() => {
    if (state === undefined) return
    const active = state !== 'idle'
    if (active && !wasActive.current) start()
    if (!active && wasActive.current) done()
    wasActive.current = active
  }, [state, start, done])

  return {
    progress,
    isActive: progress > 0 && progress < ROUTE_PROGRESS_DONE,
    start,
    done,
    fail: done,
  }
}
