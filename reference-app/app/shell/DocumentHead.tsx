// The document's <head>: its own tags, shared by every page, and React Router's route tags. React
// hoists into it what a page renders (PageMeta's tags, image preloads), on the server and on a
// client navigation alike.
import { Links, Meta } from 'react-router'

/** The document's own named meta tags, shared by every page. */
const DOCUMENT_META = [
  { name: 'viewport', content: 'width=device-width, initial-scale=1' },
  { name: 'theme-color', content: '#0a7a52' },
  { name: 'format-detection', content: 'telephone=no' },
] as const

export function DocumentHead() {
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
