// The drug group's own products (/g_{group}/ and its analogue pages): each form of release with
// its dosages and packs as links to the products, from the prefetched group, so the server's HTML
// lists them (issue #30: the group page arrived as a bare heading until hydration).
import type { Group } from '@apteka/hooks'
import { Link } from 'react-router'
import { formatMoney } from '../shop'
import styles from './ListingPage.module.css'

export const GROUP_FORMS_TEXT = {
  heading: (name: string) => `Формы выпуска: ${name}`,
  noAnalogs: 'Аналогов в вашем регионе пока нет',
} as const

export function GroupForms({ group }: { group: Group }) {
  const forms = group.forms.filter((form) => form.items.length > 0)
  if (forms.length === 0) return null
  return (
    <section aria-labelledby="group-forms" className={styles.groupForms}>
      <h2 id="group-forms" className={styles.groupFormsTitle}>
        {GROUP_FORMS_TEXT.heading(group.name)}
      </h2>
      {forms.map((form) => (
        <div key={form.name}>
          <h3 className={styles.groupFormName}>{form.name}</h3>
          <ul className={styles.subcategories}>
            {form.items.map((item) => (
              <li key={item.productId}>
                <Link to={item.url} className={styles.chip}>
                  {[item.dosage, item.quantity].filter(Boolean).join(', ') || group.name}
                  {item.price != null ? ` · ${formatMoney(item.price)}` : ''}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
