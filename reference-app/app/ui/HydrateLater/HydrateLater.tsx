// A part of the page that hydrates in a task of its own (issue #18). The browser's Preact hydrates
// in one go, and a page's whole hydration was one long task (560–670 ms on the product page at 4×
// CPU slowdown); a part below the first screen put off this way keeps the server's HTML, shown and
// styled, until its turn, so the main thread is free between the parts. Its one child must render
// a single element: Preact keeps that element while the part waits.
import { type ReactElement, Suspense, useState } from 'react'
import { hydrationBegins, hydrationEnds, isHydrating } from '../../shell/hydrationIds'

interface Turn {
  done: boolean
  readonly promise: Promise<void>
}

function nextTurn(): Turn {
  hydrationBegins()
  const turn: Turn = {
    done: false,
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
  if (import.meta.env.SSR) return children
  return (
    <Suspense fallback={null}>
      <Waiting>{children}</Waiting>
    </Suspense>
  )
}

function Waiting({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (isHydrating() ? nextTurn() : null))
  if (turn && !turn.done) throw turn.promise
  return children
}
