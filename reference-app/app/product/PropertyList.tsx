// The 'all properties' tab: the product's properties as a definition list.
import styles from './ProductPage.module.css'
import type { ProductPageProduct } from './productPageTypes'
import { PRODUCT_TABS_TEXT } from './productTabsText'

export function PropertyList({ properties }: { properties: ProductPageProduct['properties'] }) {
  if (properties.length === 0) return <p className={styles.muted}>{PRODUCT_TABS_TEXT.noData}</p>
  return (
    <dl className={styles.properties}>
      {properties.map((property) => (
        <div key={property.name} className={styles.property}>
          <dt>{property.name}</dt>
          <dd>{property.value}</dd>
        </div>
      ))}
    </dl>
  )
}
