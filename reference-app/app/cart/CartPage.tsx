// The cart (/cart, and the shared /guest-cart): lines grouped as the server groups them,
// 'Выбрать все', clear, and the summary with 'Оформить заказ'.
import { Link } from 'react-router'
import { CheckoutError } from '../checkout/CheckoutError'
import { CheckoutSteps } from '../checkout/CheckoutSteps'
import type { CartItem, CartQuery } from '../shop'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import { CartLine } from './CartLine/CartLine'
import styles from './CartPage.module.css'
import { CartSummary } from './CartSummary/CartSummary'

export const CART_PAGE_TEXT = {
  title: 'Корзина',
  guestTitle: 'Корзина по ссылке',
  empty: 'В корзине пока пусто',
  emptyText: 'Загляните в каталог или воспользуйтесь поиском — там много полезного.',
  catalog: 'Перейти в каталог',
  selectAll: 'Выбрать все',
  clear: 'Очистить корзину',
} as const

/** The cart as the page reads it (the hooks' cart data, or a fixture). */
export interface CartView {
  readonly groups: readonly CartQuery['cart']['groups'][number][]
  readonly total: CartQuery['cart']['total']
}

export interface CartPageProps {
  /** The cart; undefined while loading. */
  readonly cart: CartView | undefined
  readonly onQuantityChange: (item: CartItem, quantity: number) => void
  readonly onToggleChecked: (items: readonly CartItem[], checked: boolean) => void
  readonly onRemove: (item: CartItem) => void
  readonly onClear: () => void
  readonly onCheckout: () => void
  /** A change or the checkout is running. Default: false. */
  readonly pending?: boolean
  /** The shared cart of /guest-cart. Default: false. */
  readonly guest?: boolean
  /** Why the checkout could not start. */
  readonly error?: string | null
}

export function CartPage({
  cart,
  onQuantityChange,
  onToggleChecked,
  onRemove,
  onClear,
  onCheckout,
  pending = false,
  guest = false,
  error,
}: CartPageProps) {
  const title = guest ? CART_PAGE_TEXT.guestTitle : CART_PAGE_TEXT.title
  const items = cart?.groups.flatMap((group) => group.items) ?? []
  const selectable = items.filter(
    (item) => item.product.availableForOrder || item.product.availableForBooking,
  )
  const allChecked = selectable.length > 0 && selectable.every((item) => item.isChecked)
  return (
    <div className="container page">
      <PageMeta title={title} robots="noindex" />
      <CheckoutSteps current={1} />
      <h1 className="page__title">{title}</h1>
      {cart === undefined ? (
        <div className={styles.layout} aria-busy="true">
          <span className="skeleton" style={{ height: 320 }} />
          <span className="skeleton" style={{ height: 280 }} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          title={CART_PAGE_TEXT.empty}
          text={CART_PAGE_TEXT.emptyText}
          action={
            <Link to="/catalog" className="btn btn--primary">
              {CART_PAGE_TEXT.catalog}
            </Link>
          }
        />
      ) : (
        <div className={styles.layout}>
          <div>
            <div className={styles.toolbar}>
              <label className={styles.selectAll}>
                <input
                  type="checkbox"
                  checked={allChecked}
                  onChange={(event) => onToggleChecked(selectable, event.target.checked)}
                />
                {CART_PAGE_TEXT.selectAll}
              </label>
              <button type="button" className={styles.clear} onClick={onClear} disabled={pending}>
                {CART_PAGE_TEXT.clear}
              </button>
            </div>
            {cart.groups.map((group, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id; their order is the server's
              <section key={index} className={styles.group} aria-label={group.title ?? undefined}>
                {group.title ? <h2 className={styles.groupTitle}>{group.title}</h2> : null}
                {group.items.map((item) => (
                  <CartLine
                    key={`${item.product.id}-${item.priceTypeID}`}
                    item={item}
                    onQuantityChange={(quantity) => onQuantityChange(item, quantity)}
                    onToggleChecked={(checked) => onToggleChecked([item], checked)}
                    onRemove={() => onRemove(item)}
                  />
                ))}
              </section>
            ))}
          </div>
          <div className={styles.aside}>
            <CartSummary
              total={cart.total}
              onCheckout={onCheckout}
              pending={pending}
              beforeLoyalty
            />
            {/* Drawn as the checkout's steps draw a refusal (CartPage.module.css has no error rule). */}
            <CheckoutError error={error} />
          </div>
        </div>
      )}
    </div>
  )
}
