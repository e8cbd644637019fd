// /personal/history and /client-orders: the customer's orders, newest first, with status,
// dates, receive type and every term of the total, ten to a page ('?PAGEN_1=n', SPEC §9).
import { useOrders } from '@apteka/hooks'
import { Link, useLocation, useSearchParams } from 'react-router'
import { MoneyTerms, orderMoneyTerms } from '../../cart/MoneyTerms/MoneyTerms'
import { PAGE_PARAM } from '../../shop'
import { Pagination } from '../../ui/Pagination/Pagination'
import { AccountPage } from '../AccountPage'
import styles from '../account.module.css'
import { orderDay, receiveTypeText } from './orderText'

export const ORDERS_TEXT = {
  title: 'Мои заказы',
  empty: 'Вы ещё ничего не заказывали.',
  toCatalog: 'Перейти в каталог',
  loading: 'Загружаем заказы…',
  order: (number: string) => `Заказ № ${number}`,
  from: (day: string) => `от ${day}`,
  receive: (day: string) => `Получение: ${day}`,
} as const

export default function OrdersRoute() {
  return (
    <AccountPage title={ORDERS_TEXT.title}>
      <OrdersScreen />
    </AccountPage>
  )
}

function OrdersScreen() {
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1)
  const { orders, pageCount, isLoading } = useOrders({ page })
  if (isLoading) return <p className={styles.muted}>{ORDERS_TEXT.loading}</p>
  if (orders.length === 0) {
    return (
      <section className={styles.card}>
        <p>{ORDERS_TEXT.empty}</p>
        <Link to="/catalog" className="btn btn--primary">
          {ORDERS_TEXT.toCatalog}
        </Link>
      </section>
    )
  }
  return (
    <>
      <ul className={styles.list} aria-label={ORDERS_TEXT.title}>
        {orders.map((order) => {
          const created = orderDay(order.createDate)
          const received = orderDay(order.receiveDate)
          return (
            <li key={order.id} className={styles.card} data-order={order.number}>
              <div className={styles.row}>
                <h2 className={styles.cardTitle} style={{ margin: 0 }}>
                  <Link to={`/personal/history/${order.number}`}>
                    {ORDERS_TEXT.order(order.number)}
                  </Link>
                </h2>
                <span
                  className={order.status === 'CANCELLED' ? styles.badgeWarn : styles.badgeGood}
                >
                  {order.statusLabel}
                </span>
              </div>
              <div className={styles.row}>
                <span className={styles.muted}>
                  {created ? ORDERS_TEXT.from(created) : null}
                  {received ? ` · ${ORDERS_TEXT.receive(received)}` : null}
                </span>
                <span>{receiveTypeText(order)}</span>
              </div>
              <MoneyTerms terms={orderMoneyTerms(order)} totalSize="md" />
            </li>
          )
        })}
      </ul>
      <Pagination page={page} pageCount={pageCount} pathname={pathname} search={search} />
    </>
  )
}
