// The product page's tabs (SPEC §2): an accessible tablist (arrow keys, Home, End) over
// panels that are all rendered on the server, so search engines read every panel.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import styles from './Tabs.module.css'

/** The product page tabs and their labels, in the order of SPEC §2. */
export const PRODUCT_TABS = {
  main: 'Описание',
  pharmacies: 'Наличие в аптеках',
  instruction: 'Инструкция',
  forms: 'Формы выпуска',
  analogues: 'Аналоги',
  certificates: 'Сертификаты',
  reviews: 'Отзывы',
  properties: 'Характеристики',
  allProperties: 'Все характеристики',
} as const

export type ProductTabId = keyof typeof PRODUCT_TABS

export interface TabItem<Id extends string = string> {
  readonly id: Id
  /** The tab's label. For product tabs the default is PRODUCT_TABS[id]. */
  readonly label?: string
  /** A count after the label, e.g. the number of reviews. */
  readonly count?: number
  readonly content: ReactNode
}

export interface TabsProps<Id extends string = string> {
  readonly tabs: readonly TabItem<Id>[]
  /** The open tab (controlled); without it the first tab opens first. */
  readonly value?: Id
  readonly onChange?: (id: Id) => void
  /** Names the tablist. */
  readonly label: string
}

const labelOf = (tab: TabItem) => tab.label ?? PRODUCT_TABS[tab.id as ProductTabId] ?? tab.id

export function Tabs<Id extends string>({ tabs, value, onChange, label }: TabsProps<Id>) {
  const base = useId()
  const [own, setOwn] = useState<Id | undefined>(tabs[0]?.id)
  const current = value ?? own
  const refs = useRef(new Map<string, HTMLButtonElement>())

  const select = (id: Id, focus = false) => {
    setOwn(id)
    onChange?.(id)
    if (focus) refs.current.get(id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    const tab = tabs[target]
    if (tab) select(tab.id, true)
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === current
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el)
                else refs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {labelOf(tab)}
              {tab.count != null ? <span className={styles.count}>{tab.count}</span> : null}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel is focusable so keyboards reach text-only panels (WAI-ARIA tabs pattern)
          tabIndex={0}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
