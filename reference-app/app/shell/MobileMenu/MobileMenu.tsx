// The mobile and tablet menu: a full-screen drawer (the generic modal, full screen) with
// the region, the account, the catalogue's top categories and the shop's main pages.
import { Link } from 'react-router'
import { CALL_CENTER_PHONE, type CategoryTreeFragment } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { Modal } from '../../ui/Modal/Modal'
import styles from './MobileMenu.module.css'

export const MOBILE_MENU_TEXT = {
  title: 'Меню',
  region: 'Ваш регион',
  catalog: 'Каталог',
  allCatalog: 'Весь каталог',
  login: 'Войти',
  personal: 'Личный кабинет',
  callCenter: 'Бесплатно по России',
} as const

/** The shop's main pages in the menu, by path. */
export const MOBILE_MENU_LINKS = [
  { href: '/promo', label: 'Акции' },
  { href: '/discounts', label: 'Скидки' },
  { href: '/pharmacies', label: 'Аптеки на карте' },
  { href: '/favorite', label: 'Избранное' },
  { href: '/dostavka', label: 'Доставка и оплата' },
  { href: '/information', label: 'Покупателям' },
] as const

export interface MobileMenuProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly regionName: string
  readonly onRegionClick: () => void
  /** The shopper's display name when logged in. */
  readonly userName?: string | null
  readonly onLoginClick?: () => void
  readonly categories: readonly CategoryTreeFragment[]
}

export function MobileMenu({
  open,
  onClose,
  regionName,
  onRegionClick,
  userName,
  onLoginClick,
  categories,
}: MobileMenuProps) {
  const telHref = `tel:${CALL_CENTER_PHONE.replace(/[^\d+]/g, '')}`
  return (
    <Modal open={open} onClose={onClose} title={MOBILE_MENU_TEXT.title} fullScreen>
      <div className={styles.menu}>
        <button
          type="button"
          className={styles.region}
          onClick={() => {
            onClose()
            onRegionClick()
          }}
        >
          <Icon name="pin" size={20} />
          <span className={styles.regionText}>
            <span className={styles.caption}>{MOBILE_MENU_TEXT.region}</span>
            <span className={styles.regionName}>{regionName}</span>
          </span>
          <Icon name="chevronRight" size={18} />
        </button>

        {userName ? (
          <Link to="/personal" className={styles.account} onClick={onClose}>
            <Icon name="user" size={20} />
            <span>{userName}</span>
          </Link>
        ) : (
          <Link
            to="/personal"
            className={styles.account}
            onClick={(event) => {
              if (!onLoginClick) return
              event.preventDefault()
              onClose()
              onLoginClick()
            }}
          >
            <Icon name="user" size={20} />
            <span>{MOBILE_MENU_TEXT.login}</span>
          </Link>
        )}

        <nav aria-label={MOBILE_MENU_TEXT.catalog}>
          <h3 className={styles.heading}>{MOBILE_MENU_TEXT.catalog}</h3>
          <ul className={styles.list}>
            <li>
              <Link to="/catalog" className={styles.link} onClick={onClose}>
                {MOBILE_MENU_TEXT.allCatalog}
                <Icon name="chevronRight" size={18} />
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={category.url} className={styles.link} onClick={onClose}>
                  {category.name}
                  <Icon name="chevronRight" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <ul className={styles.list}>
          {MOBILE_MENU_LINKS.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={styles.link} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>

        <a href={telHref} className={styles.phone}>
          <Icon name="phone" size={20} />
          <span>
            <span className={styles.phoneNumber}>{CALL_CENTER_PHONE}</span>
            <span className={styles.caption}>{MOBILE_MENU_TEXT.callCenter}</span>
          </span>
        </a>
      </div>
    </Modal>
  )
}
