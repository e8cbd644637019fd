// The error page (SPEC §2): shown by the root error boundary when a page fails.
import { Link } from 'react-router'
import { Icon } from '../../ui/Icon/Icon'
import styles from './ErrorPage.module.css'
import { ERROR_PAGE_TITLE } from './errorPageText'

/** The error page's texts (its code loads when a page fails, #36). */
export const ERROR_PAGE_TEXT = {
  title: ERROR_PAGE_TITLE,
  text: 'Повторите попытку позднее',
  status: (status: number) => `Ошибка ${status}`,
  reload: 'Обновить страницу',
  home: 'На главную',
} as const

export interface ErrorPageProps {
  /** The HTTP status, when there is one. */
  readonly status?: number
  /** A message for the shopper; default: ERROR_PAGE_TEXT.text. */
  readonly message?: string
  /** A technical detail (development only). */
  readonly detail?: string
}

export function ErrorPage({ status, message, detail }: ErrorPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <span className={styles.icon}>
        <Icon name="alert" size={48} strokeWidth={1.5} />
      </span>
      {status ? <p className={styles.status}>{ERROR_PAGE_TEXT.status(status)}</p> : null}
      <h1 className={styles.title}>{ERROR_PAGE_TEXT.title}</h1>
      <p className={styles.text}>{message ?? ERROR_PAGE_TEXT.text}</p>
      <div className={styles.actions}>
        <a
          href="."
          className="btn btn--primary"
          onClick={(event) => {
            event.preventDefault()
            window.location.reload()
          }}
        >
          {ERROR_PAGE_TEXT.reload}
        </a>
        <Link to="/" className="btn btn--ghost">
          {ERROR_PAGE_TEXT.home}
        </Link>
      </div>
      {detail ? <pre className={styles.detail}>{detail}</pre> : null}
    </div>
  )
}
