// The generic modal (SPEC §2) on the native <dialog>: showModal() puts it in the top layer and
// makes the page behind it inert (focus and clicks stay inside), Escape is the dialog's own
// cancel; it closes on the overlay and with the 'Закрыть' button too, may be full screen, and
// gives focus back to the element that opened it.
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { Icon } from '../Icon/Icon'
import styles from './Modal.module.css'

export const MODAL_TEXT = {
  close: 'Закрыть',
} as const

export interface ModalProps {
  readonly open: boolean
  /** Called on Escape, on an overlay click and on the 'Закрыть' button. */
  readonly onClose: () => void
  /** The dialog's title; it names the dialog (aria-labelledby). */
  readonly title: ReactNode
  /** Keep the title for screen readers only. Default: false. */
  readonly hideTitle?: boolean
  readonly children?: ReactNode
  /** Buttons at the bottom of the dialog. */
  readonly footer?: ReactNode
  /** Cover the whole viewport (mobile menu, large pickers). Default: false. */
  readonly fullScreen?: boolean
  /** Width of a windowed dialog. Default: 'md'. */
  readonly size?: 'sm' | 'md' | 'lg'
  /** Extra class on the dialog box. */
  readonly className?: string
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  fullScreen = false,
  size = 'md',
  className,
}: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const boxRef = useRef<HTMLDivElement>(null)

  // Before paint, so the dialog never shows outside the top layer for a frame.
  useLayoutEffect(() => {
    if (!open) return
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // jsdom (unit tests) has no showModal: the open attribute shows it there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else dialog.setAttribute('open', '')
    // The first field if there is one, else the box itself (showModal would pick the close
    // button, and screen readers would start at the end of the title bar).
    const fields = [...dialog.querySelectorAll<HTMLElement>(FIRST_FIELD)].filter(
      (field) => !field.closest('[hidden]'),
    )
    // Without layout (jsdom) nothing has boxes: any field not hidden counts then.
    const shown = fields.filter((field) => field.getClientRects().length > 0)
    const firstField = (shown.length > 0 ? shown : fields)[0]
    ;(firstField ?? boxRef.current)?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      opener?.focus()
    }
  }, [open])

  if (!open) return null

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      className={fullScreen ? styles.overlayFull : styles.overlay}
      data-testid="modal-overlay"
      // Escape: the parent decides, so the dialog stays until it renders closed.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // The dialog covers the viewport and the box sits inside: a press on the dialog itself
      // is a press on the overlay.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={boxRef}
        tabIndex={-1}
        className={[fullScreen ? styles.full : styles[size], className].filter(Boolean).join(' ')}
      >
        <div className={hideTitle ? styles.headerBare : styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={MODAL_TEXT.close}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  )
}

const FIRST_FIELD =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])'
