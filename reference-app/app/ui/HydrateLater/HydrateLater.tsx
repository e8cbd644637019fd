// A part of the page that hydrates in a task of its own (issue #18). The browser's Preact hydrates
// in one go, and a page's whole hydration was one long task (560–670 ms on the product page at 4×
// CPU slowdown); a part put off this way keeps the server's HTML, shown and styled, until its
// turn (a few tasks after the first paint), so the main thread is free between the parts. Its one
// child must render a single element: Preact keeps that element while the part waits. Parts take
// their turns in the order they were rendered; a part inside a part waits for its own.
import { type ReactElement, Suspense, useState } from 'react'
import { hydrationBegins, hydrationEnds, isHydrating, partHydrates } from '../../shell/hydrationIds'

interface Turn {
  done: boolean
  /** Whether the part has rendered since its turn came (it hydrated then). */
  resumed: boolean
  readonly promise: Promise<void>
}

function nextTurn(): Turn {
  hydrationBegins()
  const turn: Turn = {
    done: false,
    resumed: false,
    promise: new Promise<void>((resolve) => {
      // Timers run in the order they were set, each in a task of its own.
      setTimeout(() => {
        turn.done = true
        resolve()
        // After the part's render, which Preact runs in a microtask once the promise settles.
        setTimeout(hydrationEnds, 0)
      }, 0)
    }),
  }
  return turn
}

export function HydrateLater({ children }: { children: ReactElement }) {
  // The turn is kept here, above the boundary: Preact drops the hooks of a component that
  // suspends before it ever committed, so the waiting child cannot keep it itself.
  const [turn] = useState(() => (!import.meta.env.SSR && isHydrating() ? nextTurn() : null))
  if (import.meta.env.SSR || !turn) return children
  return (
    <Suspense fallback={null}>
      <Waiting turn={turn}>{children}</Waiting>
    </Suspense>
  )
}

function Waiting({ turn, children }: { turn: Turn; children: ReactElement }) {
  if (!turn.done) throw turn.promise
  if (turn.resumed) return children
  // The part hydrates now: a part inside it may be put off in turn, until PartHydrated (rendered
  // after the part's whole subtree) says the part is done.
  turn.resumed = true
  partHydrates(true)
  return (
    <>
      {children}
      <PartHydrated />
    </>
  )
}

function PartHydrated() {
  partHydrates(false)
  return null
}
