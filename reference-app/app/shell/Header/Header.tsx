// The sticky 60 px header: burger (mobile and tablet), logo, the catalogue dropdown
// (laptop and up), the search box with autocomplete, the region, the account and the
// cart with its count.
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { type CategoryTreeFragment, plural } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { CatalogMenu } from '../CatalogMenu/CatalogMenu'
import { Logo } from '../Logo/Logo'
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox'
import styles from './Header.module.css'

// The mobile menu's code arrives the first time the burger is pressed (a closed menu renders
// nothing), and the menu stays mounted afterwards so it can close like any modal.
const MobileMenu = lazy(() =>
  import('../MobileMenu/MobileMenu').then((module) => ({ default: module.MobileMenu })),
)

export const HEADER_TEXT = {
  openMenu: 'Открыть меню',
  region: 'Ваш регион:',
  login: 'Войти',
  cart: 'Корзина',
  cartCount: (n: number) => `${n} ${plural(n, ['товар', 'товара', 'товаров'])}`,
} as const

export interface HeaderProps {
  /** The chosen region's name, e.g. 'Москва и область'. */
  readonly regionName: string
  /** Opens the region modal. */
  readonly onRegionClick: () => void
  /** The catalogue tree for the dropdown and the mobile menu (empty until loaded). */
  readonly categories: readonly CategoryTreeFragment[]
  /** The shopper reaches for a menu: load the catalogue tree. Default: nothing. */
  readonly onCatalogWanted?: () => void
  /** Products in the cart (productsCount). */
  readonly cartCount: number
  /**
   * The cart flow the visitor's ex_cart_id experiment chose, marked on the cart link (analytics
   * and tests read the variant the page was rendered with). Default: none.
   */
  readonly cartFlow?: 'legacy' | 'mini'
  /** The shopper's display name when logged in; null for a visitor. */
  readonly userName?: string | null
  /** Opens the auth modal; without it 'Войти' is a plain link to /personal. */
  readonly onLoginClick?: () => void
  /** The search box (query, autocomplete, submit). */
  readonly search: SearchBoxProps
  /** Open the catalogue dropdown from the start (design gallery). Default: false. */
  readonly catalogOpen?: boolean
}

export function Header({
  regionName,
  onRegionClick,
  categories,
  onCatalogWanted,
  cartCount,
  cartFlow,
  userName,
  onLoginClick,
  search,
  catalogOpen = false,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={styles.burger}
          aria-label={HEADER_TEXT.openMenu}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => {
            onCatalogWanted?.()
            setMenuLoaded(true)
            setMenuOpen(true)
          }}
        >
          <Icon name="menu" />
        </button>
        <Logo compact />
        <div className={styles.catalog}>
          <CatalogMenu
            categories={categories}
            defaultOpen={catalogOpen}
            onWanted={onCatalogWanted}
          />
        </div>
        <SearchBox {...search} />
        <button type="button" className={styles.region} onClick={onRegionClick}>
          <Icon name="pin" size={20} />
          <span className="visually-hidden">{HEADER_TEXT.region} </span>
          <span className={styles.regionName}>{regionName}</span>
        </button>
        {userName ? (
          <Link to="/personal" className={styles.action}>
            <Icon name="user" />
            <span className={styles.actionLabel}>{userName}</span>
          </Link>
        ) : (
          <Link
            to="/personal"
            className={styles.action}
            onClick={(event) => {
              if (!onLoginClick) return
              event.preventDefault()
              onLoginClick()
            }}
          >
            <Icon name="user" />
            <span className={styles.actionLabel}>{HEADER_TEXT.login}</span>
          </Link>
        )}
        <Link to="/cart" className={styles.cart} data-cart-flow={cartFlow}>
          <span className={styles.cartIcon}>
            <Icon name="cart" />
            {cartCount > 0 ? (
              <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
          </span>
          <span className={styles.cartLabel}>{HEADER_TEXT.cart}</span>
          {cartCount > 0 ? (
            <span className="visually-hidden">, {HEADER_TEXT.cartCount(cartCount)}</span>
          ) : null}
        </Link>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            regionName={regionName}
            onRegionClick={onRegionClick}
            userName={userName}
            onLoginClick={onLoginClick}
            categories={categories}
          />
        </Suspense>
      ) : null}
    </header>
  )
}
