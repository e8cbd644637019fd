// One fact of the product summary (term and value); nothing when the value is empty.
import type { ReactNode } from 'react'
import styles from './ProductPage.module.css'

export function Fact({ term, value }: { term: string; value: ReactNode }) {
  if (value == null || value === '') return null
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}
