// Page links of a product list: '?PAGEN_1=n' on the current address (SPEC §9), the first
// page without the parameter, the other query parameters kept. Real links, so they work
// before hydration and search engines follow them.
import { Link } from 'react-router'
import { PAGE_PARAM } from '../../shop'
import { Icon } from '../Icon/Icon'
import styles from './Pagination.module.css'

export const PAGINATION_TEXT = {
  label: 'Страницы',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (n: number) => `Страница ${n}`,
} as const

export interface PaginationProps {
  /** The current page, from 1. */
  readonly page: number
  readonly pageCount: number
  /** The current path, e.g. '/catalog/vitaminy/'. */
  readonly pathname: string
  /** The current query string ('?f_brand=x'), kept in every link. Default: ''. */
  readonly search?: string
}

/** The address of page `n` of the list at `pathname` + `search`. */
export function pageHref(pathname: string, search: string, n: number): string {
  const params = new URLSearchParams(search)
  if (n <= 1) params.delete(PAGE_PARAM)
  else params.set(PAGE_PARAM, String(n))
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** The pages shown: first, last, current ± 1, with null for a gap. */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1])
  // Near an end, show a few more pages there instead of a gap of one.
  if (page <= 3) for (const n of [2, 3, 4]) wanted.add(n)
  if (page >= pageCount - 2)
    for (const n of [pageCount - 3, pageCount - 2, pageCount - 1]) wanted.add(n)
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b)
  const out: Array<number | null> = []
  for (const n of pages) {
    const previous = out[out.length - 1]
    if (typeof previous === 'number' && n - previous > 1) out.push(null)
    out.push(n)
  }
  return out
}

export function Pagination({ page, pageCount, pathname, search = '' }: PaginationProps) {
  if (pageCount <= 1) return null
  const href = (n: number) => pageHref(pathname, search, n)
  return (
    <nav className={styles.nav} aria-label={PAGINATION_TEXT.label}>
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          className={styles.arrow}
          aria-label={PAGINATION_TEXT.previous}
          rel="prev"
        >
          <Icon name="chevronLeft" size={20} />
        </Link>
      ) : null}
      <ul className={styles.list}>
        {visiblePages(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                className={n === page ? styles.current : styles.page}
                aria-current={n === page ? 'page' : undefined}
                aria-label={PAGINATION_TEXT.page(n)}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link
          to={href(page + 1)}
          className={styles.arrow}
          aria-label={PAGINATION_TEXT.next}
          rel="next"
        >
          <Icon name="chevronRight" size={20} />
        </Link>
      ) : null}
    </nav>
  )
}
