// After 'Оформить заказ' on /cart: how the order is received — pickup from a pharmacy or
// courier delivery.
import { Modal } from '../../components/Modal/Modal'

export const RECEIVE_TYPE_TEXT = {
  title: 'Как получить заказ?',
  pickup: 'Самовывоз из аптеки',
  pickupHint: 'Бесплатно, из аптеки рядом с вами',
  courier: 'Доставка курьером',
  courierHint: 'По адресу, в удобный день и время',
} as const

export type ReceiveChoice = 'pickup' | 'courier'

export interface ReceiveTypeModalProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly onChoose: (choice: ReceiveChoice) => void
}

export function ReceiveTypeModal({ open, onClose, onChoose }: ReceiveTypeModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={RECEIVE_TYPE_TEXT.title} size="sm">
      <div style={{ display: 'grid', gap: 12 }}>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => onChoose('pickup')}
        >
          {RECEIVE_TYPE_TEXT.pickup}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => onChoose('courier')}
        >
          {RECEIVE_TYPE_TEXT.courier}
        </button>
      </div>
    </Modal>
  )
}
