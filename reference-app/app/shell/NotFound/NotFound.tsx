// The 404 page: the sad face, a search box to try again and the ways back.
import { Link } from 'react-router'
import { Icon } from '../../ui/Icon/Icon'
import styles from './NotFound.module.css'
import { NOT_FOUND_TITLE } from './notFoundText'

/** The 404 page's texts (its code loads when a page is not found, #36). */
export const NOT_FOUND_TEXT = {
  code: '404',
  title: NOT_FOUND_TITLE,
  text: 'Возможно, она была удалена или вы ошиблись в адресе. Попробуйте найти нужный товар через поиск или каталог.',
  searchLabel: 'Поиск по сайту',
  searchPlaceholder: 'Название лекарства или товара',
  search: 'Найти',
  home: 'На главную',
  catalog: 'Перейти в каталог',
} as const

export function NotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        4<Icon name="sad" size={88} strokeWidth={1.3} className={styles.face} />4
      </p>
      <h1 className={styles.title}>{NOT_FOUND_TEXT.title}</h1>
      <p className={styles.text}>{NOT_FOUND_TEXT.text}</p>
      <form action="/search" method="get" className={styles.search}>
        <input
          type="search"
          name="what"
          className="input"
          aria-label={NOT_FOUND_TEXT.searchLabel}
          placeholder={NOT_FOUND_TEXT.searchPlaceholder}
        />
        <button type="submit" className="btn btn--primary">
          {NOT_FOUND_TEXT.search}
        </button>
      </form>
      <div className={styles.actions}>
        <Link to="/" className="btn btn--ghost">
          {NOT_FOUND_TEXT.home}
        </Link>
        <Link to="/catalog" className="btn btn--secondary">
          {NOT_FOUND_TEXT.catalog}
        </Link>
      </div>
    </div>
  )
}
