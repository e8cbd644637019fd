// The product page while the product loads: grey blocks in the page's layout.
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './ProductPage.module.css'

export function ProductPageSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <PageMeta />
      <span className="skeleton" style={{ height: 16, width: 280 }} />
      <div className={styles.top}>
        <span className="skeleton" style={{ aspectRatio: '1', borderRadius: 16 }} />
        <div className={styles.summary}>
          <span className="skeleton" style={{ height: 36, width: '90%' }} />
          <span className="skeleton" style={{ height: 20, width: '40%' }} />
          <span className="skeleton" style={{ height: 120 }} />
        </div>
        <span className="skeleton" style={{ height: 260, borderRadius: 16 }} />
      </div>
    </div>
  )
}
