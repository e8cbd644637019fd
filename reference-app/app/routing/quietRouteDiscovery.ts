// React Router adds the routes of the links on a page after it has hydrated (lazy route
// discovery), and each addition tells the router's subscribers of a new state in which every field
// is the same as before. RouterProvider then renders every route again: with Preact in the
// browser, one render of the whole page in one task (100–130 ms at 4× CPU slowdown on the
// catalogue, issue #18) that changes nothing on screen. Here the subscribers are told of a state
// only when one of its fields changed; the added routes are used from the next navigation on.
import type { ContextType } from 'react'
import type { UNSAFE_DataRouterContext } from 'react-router'

/** The router of a framework-mode app (what RouterProvider subscribes to). */
export type StorefrontRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router']

const quieted = new WeakSet<StorefrontRouter>()

/** Subscribers to `router` from now on are not told of a state that changed nothing. */
export function quietRouteDiscovery(router: StorefrontRouter): void {
  if (quieted.has(router)) return
  quieted.add(router)
  const subscribe = router.subscribe.bind(router)
  router.subscribe = (subscriber) => {
    let told = router.state
    return subscribe((state, options) => {
      const changed = (Object.keys(state) as (keyof typeof state)[]).some(
        (key) => state[key] !== told[key],
      )
      told = state
      const sameAsTold =
        !changed &&
        options.deletedFetchers.length === 0 &&
        options.newErrors == null &&
        options.viewTransitionOpts == null
      if (!sameAsTold) subscriber(state, options)
    })
  }
}
