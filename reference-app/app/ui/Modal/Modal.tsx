// The generic modal (SPEC §2): closes on Escape, on a click on the overlay and with the
// 'Закрыть' button; may be full screen. Focus moves in on open, is trapped inside, and
// returns to the element that opened it.
import { type ReactNode, useEffect, useId, useRef } from 'react'
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

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
  const dialogRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    if (!open) return
    const dialog = dialogRef.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const focusables = () => {
      const all = dialog ? [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)] : []
      const shown = all.filter(isShown)
      // Without layout (tests in jsdom) nothing has boxes: keep every candidate then.
      return shown.length > 0 ? shown : all.filter((el) => !el.closest('[hidden]'))
    }
    // The first field if there is one, else the dialog itself (the close button would
    // make screen readers start at the end of the title bar).
    const firstField = focusables().find((el) => el.matches('input, select, textarea'))
    ;(firstField ?? dialog)?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !dialog) return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [open])

  if (!open) return null

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: an overlay click is a mouse shortcut; keyboards have Escape and 'Закрыть'
    <div
      className={fullScreen ? styles.overlayFull : styles.overlay}
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
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
    </div>
  )
}

const isShown = (el: HTMLElement) => !el.closest('[hidden]') && el.getClientRects().length > 0
