// After 'Оформить заказ' on /cart: how the order is received — pickup from a pharmacy,
// booking from a pharmacy's shelf (paid there), or courier delivery — each with the sum of
// what it takes from the cart, and closed off when the cart allows it no way.

import { formatMoney, type ReceiveTypeCode } from '../shop'
import { Modal } from '../ui/Modal/Modal'
import styles from './ReceiveTypeModal.module.css'

export const RECEIVE_TYPE_TEXT = {
  title: 'Как получить заказ?',
  pickup: 'Самовывоз из аптеки',
  pickupHint: 'Бесплатно, из аптеки рядом с вами',
  booking: 'Забронировать в аптеке',
  bookingHint: 'Товары из наличия аптеки, оплата при получении',
  courier: 'Доставка курьером',
  courierHint: 'По адресу, в удобный день и время',
  unavailable: 'Недоступно для товаров в корзине',
} as const

/** A way to receive as the pre-order offers it. */
export interface ReceiveOption {
  readonly type: ReceiveTypeCode
  readonly available: boolean
  /** The sum of the goods this way takes. */
  readonly amount: number
}

export interface ReceiveTypeModalProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly onChoose: (choice: ReceiveTypeCode) => void
  /** The pre-order's receive types; until they load every way is offered. */
  readonly options?: readonly ReceiveOption[]
}

const CHOICES: readonly { type: ReceiveTypeCode; title: string; hint: string }[] = [
  { type: 'pickup', title: RECEIVE_TYPE_TEXT.pickup, hint: RECEIVE_TYPE_TEXT.pickupHint },
  { type: 'booking', title: RECEIVE_TYPE_TEXT.booking, hint: RECEIVE_TYPE_TEXT.bookingHint },
  { type: 'courier', title: RECEIVE_TYPE_TEXT.courier, hint: RECEIVE_TYPE_TEXT.courierHint },
]

export function ReceiveTypeModal({ open, onClose, onChoose, options }: ReceiveTypeModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={RECEIVE_TYPE_TEXT.title} size="sm">
      <div className={styles.choices}>
        {CHOICES.map((choice) => {
          const option = options?.find((entry) => entry.type === choice.type)
          const available = option?.available ?? true
          return (
            <button
              key={choice.type}
              type="button"
              className={styles.choice}
              disabled={!available}
              onClick={() => onChoose(choice.type)}
            >
              <span className={styles.title}>{choice.title}</span>
              <span className={styles.hint}>
                {available ? choice.hint : RECEIVE_TYPE_TEXT.unavailable}
              </span>
              {available && option && option.amount > 0 ? (
                <span className={styles.amount}>{formatMoney(option.amount)}</span>
              ) : null}
            </button>
          )
        })}
      </div>
    </Modal>
  )
}
