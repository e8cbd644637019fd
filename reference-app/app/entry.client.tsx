// The browser's entry: React Router's own, except that hydration waits until the browser has
// painted the server's HTML (issue #18). Run at once, hydration took the main thread before the
// first paint on the catalogue and product pages, so a phone showed nothing until React was done.
// React hydrates in a transition, in short slices, and the page's lazy parts (React.lazy behind
// <Suspense>) each when its code has arrived (selective hydration).
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

// A frame callback runs just before the next paint, and a task queued from it runs after that
// paint. A hidden tab paints nothing (and runs no frame callbacks): it hydrates at once.
if (document.visibilityState === 'hidden') hydrate()
else requestAnimationFrame(() => setTimeout(hydrate, 0))
