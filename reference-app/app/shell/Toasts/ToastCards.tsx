// The toasts themselves (SPEC §2): a card each, with its icon, text, link and dismiss button. Their
// code loads with the first toast shown, not with every page (#36); the stack around them and its
// live region are the shell's (Toasts.tsx), and so are their styles.
import { Link } from 'react-router'
import { Icon } from '../../ui/Icon/Icon'
import { TOASTS_TEXT, type ToastsProps } from './Toasts'
import styles from './Toasts.module.css'

const ICONS = { success: 'check', error: 'alert', info: 'info' } as const

export function ToastCards({ toasts, onDismiss }: ToastsProps) {
  return toasts.map((toast) => {
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
  })
}
