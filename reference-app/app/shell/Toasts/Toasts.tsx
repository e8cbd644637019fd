// The toast stack (SPEC §2): short messages in the corner, such as
// '{product name} добавлен в Корзину' with a link to the cart, and the error toasts of SPEC §8.
// Announced politely to screen readers (role="status").
import { lazyPart } from '../../ui/LazyPart/lazyPart'
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

/** The cards: their code loads when the first toast shows (#36). */
const ToastCards = lazyPart(() => import('./ToastCards'), 'ToastCards')

export function Toasts({ toasts, onDismiss }: ToastsProps) {
  return (
    <section className={styles.stack} aria-label={TOASTS_TEXT.region}>
      <div role="status" aria-live="polite" className={styles.list}>
        {toasts.length > 0 ? <ToastCards toasts={toasts} onDismiss={onDismiss} /> : null}
      </div>
    </section>
  )
}
