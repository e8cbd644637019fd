// A product's rating: a star, the value to one decimal and the number of reviews.
import { plural } from '../../shop'
import { StarIcon } from '../Icon/Icon'
import styles from './Rating.module.css'

export const RATING_TEXT = {
  label: (value: string, reviews: number) =>
    `Рейтинг ${value} из 5, ${reviews} ${plural(reviews, ['отзыв', 'отзыва', 'отзывов'])}`,
  noReviews: 'Нет отзывов',
} as const

export interface RatingProps {
  /** 0–5. */
  readonly value: number
  readonly reviewsCount: number
}

// One formatter for every rating on the page: building one costs more than a card's render.
let oneDecimal: Intl.NumberFormat | undefined
const ratingFormat = () =>
  (oneDecimal ??= new Intl.NumberFormat('ru-RU', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }))

export function Rating({ value, reviewsCount }: RatingProps) {
  if (reviewsCount <= 0 || value <= 0) {
    return <span className={styles.empty}>{RATING_TEXT.noReviews}</span>
  }
  const shown = ratingFormat().format(value)
  return (
    <span className={styles.rating} role="img" aria-label={RATING_TEXT.label(shown, reviewsCount)}>
      <span className={styles.star}>
        <StarIcon size={16} />
      </span>
      <span className={styles.value}>{shown}</span>
      <span className={styles.count}>({reviewsCount})</span>
    </span>
  )
}
