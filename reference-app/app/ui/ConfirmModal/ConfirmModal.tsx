// Asks once before what cannot be undone (#32: an order was cancelled in one click): says what
// will happen, 'Отмена' keeps everything as it was, the named action goes ahead.
import type { ReactNode } from 'react'
import { Modal } from '../Modal/Modal'

export const CONFIRM_MODAL_TEXT = {
  keep: 'Отмена',
} as const

export interface ConfirmModalProps {
  readonly open: boolean
  /** The question: 'Отменить заказ № …?'. */
  readonly title: ReactNode
  /** What will happen: to the money, the points, the goods. */
  readonly children: ReactNode
  /** The action's button: 'Отменить заказ'. */
  readonly confirmLabel: string
  readonly onConfirm: () => void
  /** 'Отмена', Escape, the overlay and 'Закрыть': nothing happens. */
  readonly onKeep: () => void
  /** The action is running: its button waits. Default: false. */
  readonly pending?: boolean
}

export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onKeep,
  pending = false,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onKeep}
      title={title}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onKeep}>
            {CONFIRM_MODAL_TEXT.keep}
          </button>
          <button type="button" className="btn btn--primary" disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  )
}
