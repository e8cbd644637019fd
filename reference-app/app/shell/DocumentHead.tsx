// The document's <head>. The server renders it with React, which also hoists into it what the page
// renders (PageMeta's tags, image preloads, module preloads); the browser (Preact, vite.preact.ts)
// hydrates <html>'s children and leaves that <head> as the server sent it, since Preact matches
// elements by tag name and would hand React's extras to other tags or drop them. What changes on
// a client navigation is written by PageMeta (the title and the page's tags) and RouteStyles
// below (the next route's stylesheets).
import { type ReactNode, useContext, useLayoutEffect } from 'react'
import { Links, Meta, UNSAFE_FrameworkContext, useMatches } from 'react-router'

/** The document's own named meta tags, shared by every page (PageMeta's writer leaves them alone). */
export const DOCUMENT_META = [
  { name: 'viewport', content: 'width=device-width, initial-scale=1' },
  { name: 'theme-color', content: '#0a7a52' },
  { name: 'format-detection', content: 'telephone=no' },
] as const

/** The document's own tags, shared by every page. */
export function DocumentHead() {
  if (!import.meta.env.SSR) return <KeptHead />
  return (
    <head>
      <meta charSet="utf-8" />
      {DOCUMENT_META.map((tag) => (
        <meta key={tag.name} name={tag.name} content={tag.content} />
      ))}
      <Meta />
      <Links />
    </head>
  )
}

/** The server's <head>, kept: an inner HTML Preact never writes (it does not while hydrating, nor when unchanged). */
function KeptHead() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, and never written: the server's <head> stays
  return <head dangerouslySetInnerHTML={KEPT} />
}
const KEPT = { __html: '' }

/**
 * The stylesheets of the routes shown, added to <head> when a navigation reaches a route whose
 * CSS the page has not loaded yet (React Router's <Links> does this where it renders in <head>).
 * React Router has already preloaded them before it shows the route; a stylesheet a route no
 * longer shown brought stays (its class names are the route's own, CSS modules).
 */
export function RouteStyles(): ReactNode {
  const framework = useContext(UNSAFE_FrameworkContext)
  const hrefs = useMatches()
    .flatMap((match) => framework?.manifest.routes[match.id]?.css ?? [])
    .join('\n')
  useLayoutEffect(() => {
    for (const href of hrefs ? hrefs.split('\n') : []) {
      if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`))
        continue
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      document.head.append(link)
    }
  }, [hrefs])
  return null
}
