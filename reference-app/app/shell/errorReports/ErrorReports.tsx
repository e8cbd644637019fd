// Starts the browser's error reports once the page has hydrated (issue #29): a sampled share of
// page views (ERROR_REPORT_SAMPLE) loads the reporter's code then; the others load nothing.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useStorefrontConfig } from '../StorefrontConfig'

export function ErrorReports() {
  const { errorReports } = useStorefrontConfig()
  const queryClient = useQueryClient()
  useEffect(() => {
    // Decided once per page view, so a sampled visit reports all of its errors.
    if (!errorReports || !(Math.random() < errorReports.sample)) return
    let stop: (() => void) | undefined
    let unmounted = false
    void import('./reporter').then(({ startErrorReports }) => {
      if (!unmounted) stop = startErrorReports(errorReports, queryClient)
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [errorReports, queryClient])
  return null
}
