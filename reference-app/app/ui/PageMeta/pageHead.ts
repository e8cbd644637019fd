// What a page says in <head> (PageMeta), and how the browser writes it there: the title, and the
// page's own tags — description, robots, canonical link, the API's meta tags — replaced
// as a set, so a tag the previous page had and this one has not does not stay behind. The
// document's own tags (charset, viewport, theme colour, …; shell/DocumentHead.tsx) are left
// alone. The JSON-LD is not a head tag here: PageMeta renders it in place, in the browser as on
// the server.

import { DOCUMENT_META } from '../../shell/DocumentHead'

export interface PageHead {
  readonly title: string
  readonly description: string
  /** The absolute canonical address; null for a page that is not indexed. */
  readonly canonical: string | null
  readonly robots: string | null
  /** The API's meta tags (og:…, product:…), each name once. */
  readonly tags: ReadonlyArray<{ readonly name: string; readonly content: string }>
  /** The schema.org JSON-LD, '<' escaped (rendered in place by PageMeta, not written here). */
  readonly jsonLd: string | null
}

/**
 * The attribute a meta tag is named by: Open Graph and its vocabularies ('og:', 'product:',
 * 'article:', …) by `property` (crawlers of VK, Telegram and Facebook read only that), others by `name`.
 */
export function metaAttribute(name: string): 'property' | 'name' {
  return /^(og|product|article|profile|book|fb):/.test(name) ? 'property' : 'name'
}

/** Names of the document's own meta tags, not a page's. */
const DOCUMENT_META_NAMES = new Set<string>(DOCUMENT_META.map((tag) => tag.name))

/** The page's tags in <head>: every named meta but the document's, and the canonical link. */
function pageTags(doc: Document): Element[] {
  return [...doc.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')].filter(
    (tag) => !(tag.localName === 'meta' && DOCUMENT_META_NAMES.has(tag.getAttribute('name') ?? '')),
  )
}

/** Replaces the page's tags in the document's <head> with these. */
export function writePageHead(doc: Document, head: PageHead): void {
  if (doc.title !== head.title) doc.title = head.title
  for (const tag of pageTags(doc)) tag.remove()
  const meta = (name: string, content: string) => {
    const tag = doc.createElement('meta')
    tag.setAttribute(metaAttribute(name), name)
    tag.content = content
    return tag
  }
  const tags: Element[] = [meta('description', head.description)]
  if (head.canonical) {
    const link = doc.createElement('link')
    link.rel = 'canonical'
    link.href = head.canonical
    tags.push(link)
  }
  if (head.robots) tags.push(meta('robots', head.robots))
  for (const tag of head.tags) tags.push(meta(tag.name, tag.content))
  doc.head.append(...tags)
}
