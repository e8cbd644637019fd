// The toast stack (SPEC §2): short messages in the corner, such as
// '{product name} добавлен в Корзину' with a link to the cart, and the error toasts of SPEC §8.
// Announced politely to screen readers (role="status").
import { Link } from 'react-router'
import { Icon } from '../../ui/Icon/Icon'
import styles from './Toasts.module.css'

export const TOASTS_TEXT = {
  region: 'Уведомления',
  dismiss: 'Скрыть уведомление',
} as const

export interface ToastItem {
  readonly id: string
  /** The main line, e.g. 'Ошибка при обновлении корзины' or 'Нурофен добавлен в Корзину'. */
  readonly title: string
  /** A second line, e.g. the server's message. */
  readonly text?: string | null
  /** A link under the text, e.g. to the cart. */
  readonly link?: { readonly href: string; readonly label: string } | null
  /** Colour and icon. Default: 'info'. */
  readonly tone?: 'success' | 'error' | 'info'
}

export interface ToastsProps {
  readonly toasts: readonly ToastItem[]
  readonly onDismiss: (id: string) => void
}

const ICONS = { success: 'check', error: 'alert', info: 'info' } as const

export function Toasts({ toasts, onDismiss }: ToastsProps) {
  return (
    <section className={styles.stack} aria-label={TOASTS_TEXT.region}>
      <div role="status" aria-live="polite" className={styles.list}>
        {toasts.map((toast) => {
          const tone = toast.tone ?? 'info'
          return (
            <div key={toast.id} className={styles.toast} data-tone={tone}>
              <span className={styles.icon}>
                <Icon name={ICONS[tone]} size={20} />
              </span>
              <div className={styles.content}>
                <p className={styles.title}>{toast.title}</p>
                {toast.text ? <p className={styles.text}>{toast.text}</p> : null}
                {toast.link ? (
                  <Link to={toast.link.href} className={styles.link}>
                    {toast.link.label}
                  </Link>
                ) : null}
              </div>
              <button
                type="button"
                className={styles.dismiss}
                aria-label={TOASTS_TEXT.dismiss}
                onClick={() => onDismiss(toast.id)}
              >
                <Icon name="close" size={18} />
              </button>
            </div>
          )
        })}
      </div>
    </section>
  )
}
