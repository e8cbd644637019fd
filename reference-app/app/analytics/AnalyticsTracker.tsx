// Mounted once in the shell: starts the configured counters once the browser is idle, and tells
// them of every page shown (page views and the UTM goal: pageViews.ts, loaded with the counters).
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { pageShown, startAnalytics } from './analytics'

export function AnalyticsTracker() {
  const { analytics } = useStorefrontConfig()
  const { pathname, search } = useLocation()
  useEffect(() => startAnalytics(analytics), [analytics])
  useEffect(() => pageShown(`${pathname}${search}`), [pathname, search])
  return null
}
