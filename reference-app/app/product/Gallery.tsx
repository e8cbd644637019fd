// The product's pictures: the one shown and the thumbnails that choose it.
import { useState } from 'react'
import styles from './ProductPage.module.css'
import { PRODUCT_PAGE_TEXT } from './productPageText'

export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0]
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        {/* The picture is the page's largest paint: asked for before the scripts. */}
        <img src={current} alt={name} width={480} height={480} fetchPriority="high" />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={PRODUCT_PAGE_TEXT.images}>
          {images.map((image, n) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={n === index}
                aria-label={PRODUCT_PAGE_TEXT.showImage(n + 1)}
                onClick={() => setIndex(n)}
              >
                <img src={image} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
