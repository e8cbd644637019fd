// The filters on a phone: the panel in a full-screen modal with 'Показать товары' at the bottom.
// Rendered only while open, so the modal's code is no listing's first-load JavaScript (#36).
import type { ReactNode } from 'react'
import { Modal } from '../ui/Modal/Modal'

export interface FiltersModalProps {
  readonly title: string
  /** The button that closes the modal to show the filtered products. */
  readonly showProducts: string
  readonly onClose: () => void
  readonly children: ReactNode
}

export function FiltersModal({ title, showProducts, onClose, children }: FiltersModalProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      hideTitle
      fullScreen
      footer={
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          {showProducts}
        </button>
      }
    >
      {children}
    </Modal>
  )
}
