// The frame of every content page: metadata (title, description, canonical link, JSON-LD
// microdata), breadcrumbs with schema.org microdata, and the h1.
import type { ReactNode } from 'react'
import type { MetaInformationFieldsFragment } from '../shop'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './content.module.css'

export const HOME_CRUMB = { title: 'Главная', link: '/' } as const

export interface Crumb {
  readonly title: string
  readonly link: string
}

export interface ContentFrameProps {
  readonly title: string
  readonly description: string
  /** The crumbs after 'Главная'; the last is the page itself. */
  readonly crumbs: readonly Crumb[]
  /** The API's metadata, when it gives one (articles, information pages): it wins. */
  readonly meta?: MetaInformationFieldsFragment | null
  /** schema.org JSON-LD of the page when the API gives none. */
  readonly microdata?: object | null
  readonly canonical?: string
  readonly children: ReactNode
  /** Above the h1 (e.g. a person's photo row). */
  readonly wide?: boolean
}

export function ContentFrame({
  title,
  description,
  crumbs,
  meta,
  microdata,
  canonical,
  children,
  wide = false,
}: ContentFrameProps) {
  const heading = meta?.h1 || title
  const items = meta?.breadcrumbs?.length ? meta.breadcrumbs : [HOME_CRUMB, ...crumbs]
  return (
    <div className={`container page ${wide ? '' : styles.narrow}`}>
      <PageMeta
        title={meta?.title || title}
        description={meta?.description || description}
        canonical={meta?.canonical ?? canonical ?? null}
        metadata={meta?.metadata ?? []}
        microdata={meta?.microdata ?? (microdata ? JSON.stringify(microdata) : null)}
      />
      <Breadcrumbs items={items} />
      <h1 className="page__title">{heading}</h1>
      {children}
    </div>
  )
}

/** schema.org JSON-LD object with its context. */
export const schemaOrg = (type: string, fields: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': type,
  ...fields,
})

/**
 * Links that leave the shop open in a new tab (SPEC §2's external documents); the API's
 * bodies are sanitised HTML, so this is the one rewrite they get.
 */
export function withExternalLinksInNewTab(html: string): string {
  return html.replace(/<a\s+href="(https?:\/\/[^"]+)"(?![^>]*target=)/g, (_match, href) => {
    return `<a href="${href}" target="_blank" rel="noopener noreferrer"`
  })
}

/** Sanitised HTML from the API (articles, information pages). */
export function HtmlBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API serves sanitised HTML of its own content
      dangerouslySetInnerHTML={{ __html: withExternalLinksInNewTab(html) }}
    />
  )
}

/** The page number of a list address (?PAGEN_1=n, SPEC §9); 1 when absent or wrong. */
export function pageNumberOf(search: URLSearchParams | string): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const page = Number(params.get('PAGEN_1'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** A date 'YYYY-MM-DD' as '24 ноября 2026'. */
export function longDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return date
  return new Date(Date.UTC(year, month - 1, day))
    .toLocaleDateString('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    .replace(/\s*г\.$/, '')
}
