// One labelled detail on a personal-area mode panel ('Номер карты: …', 'Приём: …'), shown only
// when there is a value.
import styles from './accountModes.module.css'

export function ModeDetail({
  label,
  value,
}: {
  readonly label: string
  readonly value: string | null | undefined
}) {
  return value ? (
    <p className={styles.lead}>
      {label}: {value}
    </p>
  ) : null
}
