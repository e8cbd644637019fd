// The page's breadcrumbs (metaInformation.breadcrumbs) with schema.org BreadcrumbList
// microdata, so search engines show the path; the last crumb is the current page.
import { Link } from 'react-router'
import { Icon } from '../Icon/Icon'
import styles from './Breadcrumbs.module.css'

export const BREADCRUMBS_TEXT = {
  label: 'Навигационная цепочка',
} as const

export interface BreadcrumbsProps {
  readonly items: ReadonlyArray<{ readonly title: string; readonly link: string }>
}

export function Breadcrumbs({ items }: BreadcrumbsProps) {
  if (items.length === 0) return null
  return (
    <nav aria-label={BREADCRUMBS_TEXT.label} className={styles.nav}>
      <ol className={styles.list} itemScope itemType="https://schema.org/BreadcrumbList">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li
              key={`${item.link}-${item.title}`}
              className={styles.item}
              itemProp="itemListElement"
              itemScope
              itemType="https://schema.org/ListItem"
            >
              {last ? (
                <span className={styles.current} itemProp="name" aria-current="page">
                  {item.title}
                </span>
              ) : (
                <>
                  <Link to={item.link} className={styles.link} itemProp="item">
                    <span itemProp="name">{item.title}</span>
                  </Link>
                  <Icon name="chevronRight" size={14} className={styles.separator} />
                </>
              )}
              <meta itemProp="position" content={String(index + 1)} />
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
