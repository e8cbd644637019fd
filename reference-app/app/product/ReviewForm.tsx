// Writing a review on the product page: a rating of 1–5 and a message. Login-gated (signed out,
// the auth modal opens and the review is sent after login). The reference API publishes a
// review at once (no moderation queue), so it appears at the top of the list straight away.
import { type UseReviewResult, useReview } from '@apteka/hooks'
import { type FormEvent, useId, useState } from 'react'
import { Field } from '../ui/Field/Field'
import styles from './ProductPage.module.css'

export const REVIEW_FORM_TEXT = {
  title: 'Написать отзыв',
  rating: 'Оценка',
  star: (n: number) => `${n} из 5`,
  message: 'Ваш отзыв',
  hint: 'Не меньше 10 символов: что помогло, что нет, как переносится.',
  submit: 'Отправить отзыв',
  sending: 'Отправляем…',
  published: 'Спасибо! Ваш отзыв опубликован.',
  chooseRating: 'Поставьте оценку',
} as const

/** Shortest message the API takes (E_21 below it). */
export const REVIEW_MIN_LENGTH = 10

export function ReviewForm({ productID, alias }: { productID: string; alias: string }) {
  const review = useReview({ productID, alias })
  return <ReviewFormView review={review} />
}

export function ReviewFormView({
  review,
}: {
  review: Pick<UseReviewResult, 'submit' | 'isSubmitting' | 'error' | 'submitted'>
}) {
  const id = useId()
  const [rating, setRating] = useState(0)
  const [message, setMessage] = useState('')
  const [ratingMissing, setRatingMissing] = useState(false)
  const [sent, setSent] = useState(false)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (rating < 1) {
      setRatingMissing(true)
      return
    }
    const saved = await review.submit({ rating, message }).catch(() => undefined)
    if (saved) {
      setSent(true)
      setMessage('')
      setRating(0)
    }
  }
  if (sent)
    return (
      <p className={styles.success} role="status">
        {REVIEW_FORM_TEXT.published}
      </p>
    )
  const error = ratingMissing ? REVIEW_FORM_TEXT.chooseRating : (review.error?.message ?? null)
  return (
    <form
      className={styles.completionForm}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {REVIEW_FORM_TEXT.title}
      </h3>
      <fieldset className={styles.stars}>
        <legend>{REVIEW_FORM_TEXT.rating}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => {
                setRating(n)
                setRatingMissing(false)
              }}
            />
            <span aria-hidden="true">{n <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{REVIEW_FORM_TEXT.star(n)}</span>
          </label>
        ))}
      </fieldset>
      <Field label={REVIEW_FORM_TEXT.message} error={error} hint={REVIEW_FORM_TEXT.hint}>
        {(control) => (
          <textarea
            {...control}
            className={`input ${styles.textarea}`}
            rows={4}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={review.isSubmitting}>
        {review.isSubmitting ? REVIEW_FORM_TEXT.sending : REVIEW_FORM_TEXT.submit}
      </button>
    </form>
  )
}
