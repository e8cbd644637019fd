// The quantity control of a product in the cart: − value +. Going below `min` asks to
// remove the product (onChange(0)); the value never goes above `max`.
import { Icon } from '../Icon/Icon'
import styles from './QuantityStepper.module.css'

export const QUANTITY_STEPPER_TEXT = {
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  quantity: 'Количество',
  remove: 'Убрать из корзины',
} as const

export interface QuantityStepperProps {
  readonly value: number
  readonly onChange: (value: number) => void
  /** The largest quantity the shopper may take. Default: 99. */
  readonly max?: number
  /** The product's name, so screen readers hear what the quantity is of. */
  readonly label?: string
  /** Compact height for cards. Default: 'md'. */
  readonly size?: 'sm' | 'md'
  readonly disabled?: boolean
}

export function QuantityStepper({
  value,
  onChange,
  max = 99,
  label,
  size = 'md',
  disabled = false,
}: QuantityStepperProps) {
  const atMax = value >= max
  return (
    <div className={size === 'sm' ? styles.small : styles.stepper}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(Math.max(0, value - 1))}
        aria-label={value <= 1 ? QUANTITY_STEPPER_TEXT.remove : QUANTITY_STEPPER_TEXT.decrease}
        disabled={disabled}
      >
        <Icon name={value <= 1 ? 'trash' : 'minus'} size={18} />
      </button>
      <input
        className={styles.value}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        aria-label={
          label ? `${QUANTITY_STEPPER_TEXT.quantity}: ${label}` : QUANTITY_STEPPER_TEXT.quantity
        }
        disabled={disabled}
        onChange={(event) => {
          const next = Number.parseInt(event.target.value.replace(/\D/g, ''), 10)
          if (Number.isFinite(next)) onChange(Math.min(max, Math.max(0, next)))
        }}
      />
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(Math.min(max, value + 1))}
        aria-label={QUANTITY_STEPPER_TEXT.increase}
        disabled={disabled || atMax}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  )
}
