// The API's refusal on a checkout step (and on the order look-up, drawn the same), announced as
// it appears; nothing when there is none.
import styles from './checkout.module.css'

export function CheckoutError({ error }: { readonly error?: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null
}
