// The employee's 'show expiring prices' control in the buy box (SPEC §6): employee mode lists
// every price above 0, the expiring ones only while this is on. Nobody else sees it.
import { useAuth } from '@apteka/hooks'
import { useExpiringPricesSwitch } from '../shell/expiringPrices'
import styles from './ProductPage.module.css'

export const EXPIRING_PRICES_TEXT = {
  label: 'Показывать цены уценённых товаров (истекает срок годности)',
} as const

export function ExpiringPricesToggle() {
  const { isEmployeeMode } = useAuth()
  const { shown, setShown } = useExpiringPricesSwitch()
  if (!isEmployeeMode) return null
  return (
    <label className={styles.expiringToggle}>
      <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
      <span>{EXPIRING_PRICES_TEXT.label}</span>
    </label>
  )
}
