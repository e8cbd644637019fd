// The browser's entry: React Router's own, on Preact (vite.preact.ts), and after the first paint.
//
// Hydration waits until the browser has painted the server's HTML (issue #18): run at once, it
// took the main thread before the first paint on the catalogue and product pages, so a phone
// showed nothing until it was done.
//
// React Router's HydratedRouter suspends (throws a promise) until it has decoded the state the
// server streamed into the page; React waits for that at the root, Preact hands it back to the
// caller, so hydration starts again once the state is there.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrateWithRenderedAttributes } from './shell/hydrationIds'

function hydrate() {
  try {
    hydrateWithRenderedAttributes(() =>
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      ),
    )
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown
    // In a task of its own: decoding the state is one long task, hydrating the page another.
    thrown.then(() => setTimeout(hydrate, 0))
  }
}

// A frame callback runs just before the next paint, and a task queued from it runs after that
// paint. A hidden tab paints nothing (and runs no frame callbacks): it hydrates at once.
if (document.visibilityState === 'hidden') hydrate()
else requestAnimationFrame(() => setTimeout(hydrate, 0))
