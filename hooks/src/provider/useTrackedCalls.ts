// Calls that may overlap (auth calls, checkout changes): pending while any travels, the last
// failure kept as the error and rethrown. One home for what useAuth and useCheckout both need.
import { useCallback, useState } from 'react'

/** Runs a call tracked; `onError` sees a failure before it is rethrown. */
export type TrackCall = <T>(call: () => Promise<T>) => Promise<T>

/** The tracker (stable while `onError` is) and what it shows now. */
export function useTrackedCalls(onError?: (caught: unknown) => void): {
  track: TrackCall
  isPending: boolean
  error: Error | null
} {
  const [pending, setPending] = useState(0)
  const [error, setError] = useState<Error | null>(null)
  const track = useCallback<TrackCall>(
    async (call) => {
      setPending((count) => count + 1)
      setError(null)
      try {
        return await call()
      } catch (caught) {
        setError(caught instanceof Error ? caught : new Error(String(caught)))
        onError?.(caught)
        throw caught
      } finally {
        setPending((count) => count - 1)
      }
    },
    [onError],
  )
  return { track, isPending: pending > 0, error }
}
