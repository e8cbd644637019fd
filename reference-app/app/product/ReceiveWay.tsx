// One way to receive the product (pickup, booking or courier) and its day.
import { Icon } from '../ui/Icon/Icon'
import styles from './ProductPage.module.css'
import { receiveDayText } from './productDates'

/** One way to receive the product (pickup, booking or courier) and its day. */
export function ReceiveWay({
  icon,
  title,
  kind,
  date,
  today,
}: {
  icon: 'store' | 'truck'
  title: string
  kind: 'pickup' | 'delivery'
  date: string | null | undefined
  today: Date
}) {
  return (
    <li>
      <Icon name={icon} size={20} />
      <span>
        {title}
        {date ? (
          <span className={styles.receiveDate}>{receiveDayText(kind, date, today)}</span>
        ) : null}
      </span>
    </li>
  )
}
