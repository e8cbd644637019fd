// /personal/mybonus and /mybonus: the customer's loyalty — cards (the main card first), the
// summary balance, each balance with its icon, title, tooltip and coming expiries, and the
// points history page by page ('?PAGEN_1=n').
import { useLoyalty } from '@apteka/hooks'
import type { CSSProperties } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { PAGE_PARAM } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { Pagination } from '../../ui/Pagination/Pagination'
import { Tooltip } from '../../ui/Tooltip/Tooltip'
import { AccountPage } from '../AccountPage'
import styles from '../account.module.css'
import { orderDay } from '../orders/orderText'
import { pointsText } from './pointsText'

export const BONUS_TEXT = {
  title: 'Бонусы',
  loading: 'Загружаем бонусы…',
  summary: 'Всего на счетах',
  cards: 'Карты',
  mainCard: 'Основная карта',
  card: (number: string) => `Карта № ${number}`,
  noCards: 'У вас пока нет карты лояльности.',
  issueCard: 'Выпустить карту',
  balances: 'Счета',
  expires: (day: string) => `сгорят ${day}`,
  more: 'Подробнее',
  about: 'О балансе',
  history: 'История начислений и списаний',
  noHistory: 'Начислений и списаний пока не было.',
  order: 'Заказ',
  availableFrom: (day: string) => `доступны с ${day}`,
} as const

/** History entries per page of the personal area. */
const HISTORY_PAGE_SIZE = 10

export default function BonusRoute() {
  return (
    <AccountPage title={BONUS_TEXT.title}>
      <BonusScreen />
    </AccountPage>
  )
}

function BonusScreen() {
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1)
  const loyalty = useLoyalty({ historyPage: page, historyLimit: HISTORY_PAGE_SIZE })
  if (loyalty.isLoading) return <p className={styles.muted}>{BONUS_TEXT.loading}</p>
  // The main card (the shop's own loyalty key) leads; the others keep the API's order.
  const cards = loyalty.mainCard
    ? [loyalty.mainCard, ...loyalty.cards.filter((card) => card !== loyalty.mainCard)]
    : loyalty.cards
  return (
    <>
      <section className={styles.card} aria-labelledby="bonus-summary">
        <h2 id="bonus-summary" className={styles.cardTitle}>
          {BONUS_TEXT.summary}
        </h2>
        <p className={styles.summary} data-testid="bonus-summary">
          {pointsText(loyalty.summaryBalance)}
        </p>
      </section>

      <section className={styles.card} aria-labelledby="bonus-cards">
        <h2 id="bonus-cards" className={styles.cardTitle}>
          {BONUS_TEXT.cards}
        </h2>
        {cards.length === 0 ? (
          <>
            <p>{BONUS_TEXT.noCards}</p>
            <Link to="/vypusk-karty-loyalnosti" className="btn btn--primary">
              {BONUS_TEXT.issueCard}
            </Link>
          </>
        ) : (
          <ul className={styles.list} data-testid="bonus-cards">
            {cards.map((card) => (
              <li key={card.number} className={styles.row}>
                <span>{BONUS_TEXT.card(card.number)}</span>
                {card.isMain ? (
                  <span className={styles.badgeGood}>{BONUS_TEXT.mainCard}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {loyalty.balances.length > 0 ? (
        <section aria-labelledby="bonus-balances">
          <h2 id="bonus-balances" className="section__title">
            {BONUS_TEXT.balances}
          </h2>
          <div className={styles.balances}>
            {loyalty.balances.map((balance) => (
              <article key={balance.type} className={`${styles.card} ${styles.balanceCard}`}>
                <div className={styles.balanceHead}>
                  <span
                    className={styles.balanceIcon}
                    style={
                      balance.icon
                        ? ({ '--balance-icon': `url("${balance.icon}")` } as CSSProperties)
                        : undefined
                    }
                    aria-hidden="true"
                  >
                    <Icon name="percent" />
                  </span>
                  <h3 style={{ margin: 0, fontSize: 'var(--font-size-md)' }}>{balance.title}</h3>
                  {balance.tooltip?.active && balance.tooltip.text ? (
                    <span className={styles.tooltipSlot}>
                      <Tooltip content={balance.tooltip.text}>
                        {(trigger) => (
                          <button
                            type="button"
                            className="btn btn--ghost btn--small"
                            aria-label={BONUS_TEXT.about}
                            {...trigger}
                          >
                            <Icon name="info" size={18} />
                          </button>
                        )}
                      </Tooltip>
                    </span>
                  ) : null}
                </div>
                <p className={styles.summary}>{pointsText(balance.points)}</p>
                {balance.pointsEvents.length > 0 ? (
                  <ul className={styles.list}>
                    {balance.pointsEvents.map((event) => (
                      <li key={`${event.type}:${event.date}`} className={styles.muted}>
                        {pointsText(event.points)}{' '}
                        {BONUS_TEXT.expires(orderDay(event.date) ?? event.date)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {balance.tooltip?.link ? (
                  <Link to={balance.tooltip.link}>{BONUS_TEXT.more}</Link>
                ) : null}
              </article>
            ))}
          </div>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="bonus-history">
        <h2 id="bonus-history" className={styles.cardTitle}>
          {BONUS_TEXT.history}
        </h2>
        {loyalty.history.length === 0 ? (
          <p className={styles.muted}>{BONUS_TEXT.noHistory}</p>
        ) : (
          <ul className={styles.list} data-testid="bonus-history">
            {loyalty.history.map((entry, index) => {
              const from = orderDay(entry.available_from)
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: history entries carry no id; the page is fixed
                  key={index}
                  className={styles.row}
                >
                  <span>
                    {orderDay(entry.createdAt)} · {entry.balanceName}
                    {from && entry.points > 0 ? (
                      <span className={styles.muted}> ({BONUS_TEXT.availableFrom(from)})</span>
                    ) : null}
                  </span>
                  <strong style={{ color: entry.points < 0 ? 'var(--color-sale)' : undefined }}>
                    {entry.points > 0 ? '+' : ''}
                    {pointsText(entry.points)}
                  </strong>
                </li>
              )
            })}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={loyalty.historyPageCount}
          pathname={pathname}
          search={search}
        />
      </section>
    </>
  )
}
