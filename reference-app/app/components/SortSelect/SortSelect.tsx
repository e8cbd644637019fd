// The sort order of a product list: a native select (best on phones and for screen
// readers) over the sort types the filter config offers.
import { useId } from 'react'
import styles from './SortSelect.module.css'

/** The sort types of the API (SortType) with their labels. */
export const SORT_LABELS = {
  popular: 'По популярности',
  price: 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  discount: 'По размеру скидки',
  rating: 'По рейтингу',
  name: 'По названию',
  new: 'Новинки',
} as const

export const SORT_SELECT_TEXT = {
  label: 'Сортировка',
} as const

export type SortValue = keyof typeof SORT_LABELS

export interface SortSelectProps {
  readonly value: SortValue
  /** The orders offered. Default: all of SORT_LABELS. */
  readonly options?: readonly SortValue[]
  readonly onChange: (value: SortValue) => void
}

export function SortSelect({ value, options, onChange }: SortSelectProps) {
  const id = useId()
  const offered = options ?? (Object.keys(SORT_LABELS) as SortValue[])
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
