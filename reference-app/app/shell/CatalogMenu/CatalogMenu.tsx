// The laptop catalogue dropdown: the 'Каталог' button opens a panel with the top-level
// categories on the left and the chosen one's subcategories on the right. Escape or a
// click outside closes it. The category tree is not part of the page's data: the shell loads
// it when the shopper reaches for the button (`onWanted`), so the HTML stays small.
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { CategoryTreeFragment } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import styles from './CatalogMenu.module.css'

export const CATALOG_MENU_TEXT = {
  button: 'Каталог',
  all: 'Весь каталог',
  allIn: (name: string) => `Все товары раздела «${name}»`,
  loading: 'Загружаем каталог…',
} as const

export interface CatalogMenuProps {
  readonly categories: readonly CategoryTreeFragment[]
  /** Open from the start (design gallery). Default: false. */
  readonly defaultOpen?: boolean
  /** The shopper points at, focuses or opens the button: time to load the tree. */
  readonly onWanted?: () => void
}

export function CatalogMenu({ categories, defaultOpen = false, onWanted }: CatalogMenuProps) {
  const [open, setOpen] = useState(defaultOpen)
  const [activeId, setActiveId] = useState(categories[0]?.id)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const active = categories.find((category) => category.id === activeId) ?? categories[0]

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={onWanted}
        onFocus={onWanted}
        onClick={() => {
          onWanted?.()
          setOpen(!open)
        }}
      >
        <Icon name={open ? 'close' : 'catalog'} size={20} />
        {CATALOG_MENU_TEXT.button}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {categories.length === 0 ? <p role="status">{CATALOG_MENU_TEXT.loading}</p> : null}
        <ul className={styles.roots}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={category.url}
                className={styles.rootLink}
                data-active={category.id === active?.id}
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
                onClick={() => setOpen(false)}
              >
                <span>{category.name}</span>
                <Icon name="chevronRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
        {active ? (
          <div className={styles.children}>
            <Link to={active.url} className={styles.heading} onClick={() => setOpen(false)}>
              {active.name}
            </Link>
            <div className={styles.columns}>
              {active.children.map((child) => (
                <div key={child.id} className={styles.column}>
                  <Link to={child.url} className={styles.child} onClick={() => setOpen(false)}>
                    {child.name}
                  </Link>
                  {child.children.length > 0 ? (
                    <ul className={styles.grandchildren}>
                      {child.children.slice(0, 6).map((grandchild) => (
                        <li key={grandchild.id}>
                          <Link
                            to={grandchild.url}
                            className={styles.grandchild}
                            onClick={() => setOpen(false)}
                          >
                            {grandchild.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ))}
            </div>
            <Link to={active.url} className={styles.all} onClick={() => setOpen(false)}>
              {CATALOG_MENU_TEXT.allIn(active.name)}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  )
}
