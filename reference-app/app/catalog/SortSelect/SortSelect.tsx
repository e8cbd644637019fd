// The sort order of a product list: a native select (best on phones and for screen
// readers) over the sort types the filter config offers. Values are spelled as in the
// address ('?sort=price-asc', see sortParam.ts).
import { useId } from 'react'
import type { SortValue } from '../../routing/sortParam'
import styles from './SortSelect.module.css'

export type { SortValue } from '../../routing/sortParam'

/** The menu's labels, in the order the full menu shows them. */
export const SORT_LABELS: Readonly<Record<SortValue, string>> = {
  popular: 'По популярности',
  relevance: 'По релевантности',
  'price-asc': 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  discount: 'По размеру скидки',
  rating: 'По рейтингу',
  name: 'По названию',
  new: 'Новинки',
}

export const SORT_SELECT_TEXT = {
  label: 'Сортировка',
} as const

/** The full menu when a list names no sorts (relevance only belongs to search results). */
const ALL_SORTS = (Object.keys(SORT_LABELS) as SortValue[]).filter((value) => value !== 'relevance')

export interface SortSelectProps {
  readonly value: SortValue
  /** The orders offered. Default: every order but relevance. */
  readonly options?: readonly SortValue[]
  readonly onChange: (value: SortValue) => void
}

export function SortSelect({ value, options, onChange }: SortSelectProps) {
  const id = useId()
  const offered = options ?? ALL_SORTS
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {SORT_SELECT_TEXT.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as SortValue)}
      >
        {offered.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
