// A tiny skin on @apteka/hooks: the cart page (/cart). It only draws; the hooks carry the
// whole flow (optimistic quantities, server answers, toasts, analytics).
import { type CartLine, useAddToCart, useCart, useNotifications } from '@apteka/hooks'
import { formatMoney, plural } from '@apteka/sdk'

const UNITS = ['товар', 'товара', 'товаров'] as const

function Line({ line }: { line: CartLine }) {
  const { increment, decrement, remove } = useAddToCart({ suppressToast: true })
  const product = { ...line.product, priceTypeID: line.priceTypeID }
  return (
    <li>
      <a href={line.product.url}>{line.product.name}</a>
      <button type="button" aria-label="Меньше" onClick={() => decrement(product)}>
        −
      </button>
      <output aria-label="Количество">{line.quantity}</output>
      <button
        type="button"
        aria-label="Больше"
        disabled={line.quantity >= line.product.maxQuantity}
        onClick={() => increment(product)}
      >
        +
      </button>
      <span>{formatMoney(line.totalAmount)}</span>
      <button type="button" onClick={() => remove(product)}>
        Удалить
      </button>
    </li>
  )
}

function Toasts() {
  const { toasts, close } = useNotifications()
  return (
    <div role="status">
      {toasts.map((toast) => (
        <p key={toast.id}>
          {String(toast.props.title)} {toast.props.message ? String(toast.props.message) : null}
          <button type="button" onClick={() => close(toast.id)}>
            Закрыть
          </button>
        </p>
      ))}
    </div>
  )
}

/** The cart page: lines with steppers, the total and the way on to checkout. */
export function CartPage({ onCheckout }: { onCheckout: () => void }) {
  const { lines, total, isLoading, isEmpty, isUpdating, clear } = useCart()
  if (isLoading) return <p>Загрузка корзины…</p>
  return (
    <main aria-busy={isUpdating}>
      <h1>Корзина</h1>
      <Toasts />
      {isEmpty || !total ? (
        <p>Корзина пуста</p>
      ) : (
        <>
          <ul>
            {lines.map((line) => (
              <Line key={`${line.product.id}:${line.priceTypeID}`} line={line} />
            ))}
          </ul>
          <p>
            {total.quantity} {plural(total.quantity, UNITS)} на {formatMoney(total.totalAmount)}
            {total.discount > 0 ? <s>{formatMoney(total.amount)}</s> : null}
          </p>
          {total.points > 0 ? <p>Начислим {total.points} баллов</p> : null}
          {total.button.message ? <p role="alert">{total.button.message}</p> : null}
          <button type="button" disabled={!total.button.available} onClick={onCheckout}>
            Оформить заказ
          </button>
          <button type="button" onClick={() => clear()}>
            Очистить корзину
          </button>
        </>
      )}
    </main>
  )
}
