// The API's refusal on a personal-area mode screen (card issue, prescriptions, operator),
// announced as it appears; nothing when there is none.
import styles from './accountModes.module.css'

export function ModeError({ error }: { readonly error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null
}
