// The loyalty programme: cards (loyalty_accounts), their point balances and the ledger of
// accruals and spending (loyalty_transactions). One point is one rouble; points pay at most
// half of an order's goods; a completed order earns floor(total/100) (the sdk's loyaltyPoints).
//
// Safe under concurrent requests: a customer has one main card (a unique index; issuing it is an
// insert that yields to a card another request issued, so the welcome points are minted once);
// every balance change writes its ledger row in the same transaction, so the ledger sums to the
// balance; spending is a conditional decrement on the locked card, so the balance never goes
// below 0 (and a CHECK in the table says so too).

import { randomInt } from 'node:crypto'
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm'
import type { Database, DatabaseOrTransaction } from '../db'
import { loyaltyAccounts, loyaltyTransactions, users } from '../db'
import { apiError } from '../errors'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type LoyaltyAccountRow = Row<typeof loyaltyAccounts>

/** loyalty_accounts.type of the shop's own card. */
export const MAIN_CARD_TYPE = 'main'
/** The shop's own loyalty key: the card carrying it is the main card (SPEC §3). */
export const MAIN_LOYALTY_KEY = 'apteka'
export const BALANCE_NAME = 'Бонусные баллы'
/** Points a new member gets when the main card is issued. */
export const WELCOME_POINTS = 100
/** Points may pay this share of an order's goods at most. */
export const MAX_POINTS_SHARE = 0.5
/** Accrued points burn after a year. */
export const POINTS_LIFETIME_DAYS = 365
export const BALANCE_TOOLTIP = '1 балл = 1 ₽. Баллами можно оплатить до 50% стоимости заказа.'

const DAY_MS = 24 * 60 * 60 * 1000

/** Luhn check over the digits of a card number. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A 13-digit card number starting with 2 whose last digit is the Luhn check digit. */
export function newCardNumber(): string {
  const body = `2${Array.from({ length: 11 }, () => randomInt(0, 10)).join('')}`
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(body + check)) return body + check
  }
  throw new Error('unreachable: some check digit satisfies Luhn')
}

export async function accountsOf(db: DatabaseOrTransaction, userId: number) {
  return db
    .select()
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, userId))
    .orderBy(asc(loyaltyAccounts.id))
}

export async function mainAccount(db: DatabaseOrTransaction, userId: number) {
  const accounts = await accountsOf(db, userId)
  return accounts.find((account) => account.type === MAIN_CARD_TYPE) ?? null
}

/** Points the customer may spend now: the main card's balance (0 without a card). */
export async function pointsBalance(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const account = await mainAccount(db, userId)
  return account && account.status === 'active' ? account.points : 0
}

/**
 * Locks the customer's main card (if any) until the transaction ends, so a checkout plans its
 * points with a balance no other request can change meanwhile.
 */
export async function holdMainAccount(db: DatabaseOrTransaction, userId: number) {
  await db
    .select({ id: loyaltyAccounts.id })
    .from(loyaltyAccounts)
    .where(and(eq(loyaltyAccounts.userId, userId), eq(loyaltyAccounts.type, MAIN_CARD_TYPE)))
    .for('update')
}

/**
 * The main card, issued now when missing (with the welcome points when asked). Requests that
 * issue it at once race on the unique index of main cards: one inserts, the others' inserts do
 * nothing (after waiting for the winner to commit) and they read the winner's card, without
 * welcome points of their own.
 */
export async function ensureMainAccount(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
  options: { welcome?: boolean } = {},
): Promise<LoyaltyAccountRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await mainAccount(db, userId)
    if (existing) return existing
    const [account] = await db
      .insert(loyaltyAccounts)
      .values({
        userId,
        type: MAIN_CARD_TYPE,
        cardNumber: newCardNumber(),
        status: 'active',
        points: 0,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    // Another request issued the main card (look again), or the number was taken (draw another).
    if (!account) continue
    if (options.welcome) {
      await post(db, account, { type: 'welcome', points: WELCOME_POINTS, now })
      return { ...account, points: WELCOME_POINTS }
    }
    return account
  }
  throw new Error('could not issue a loyalty card number')
}

interface Posting {
  type: 'accrual' | 'spend' | 'welcome' | 'refund' | 'expire'
  points: number
  now: Date
  orderId?: string | null
  orderType?: string | null
}

/**
 * Moves the card's balance by a signed amount and writes the ledger row of it (callers run both
 * in one transaction). A debit applies only while the balance covers it; otherwise E_110.
 */
async function post(db: DatabaseOrTransaction, account: LoyaltyAccountRow, posting: Posting) {
  const earns = posting.points > 0 && posting.type !== 'refund'
  const moved = await db
    .update(loyaltyAccounts)
    .set({ points: sql`${loyaltyAccounts.points} + ${posting.points}` })
    .where(
      and(
        eq(loyaltyAccounts.id, account.id),
        posting.points < 0 ? gte(loyaltyAccounts.points, -posting.points) : undefined,
      ),
    )
    .returning({ points: loyaltyAccounts.points })
  if (moved.length === 0) throw apiError(ERROR_CODES.CART_CHANGED)
  await db.insert(loyaltyTransactions).values({
    userId: account.userId,
    accountId: account.id,
    type: posting.type,
    orderType: posting.orderType ?? null,
    points: posting.points,
    orderId: posting.orderId ?? null,
    balanceName: BALANCE_NAME,
    createdAt: posting.now,
    availableFrom: posting.now,
    expiration: earns ? new Date(posting.now.getTime() + POINTS_LIFETIME_DAYS * DAY_MS) : null,
  })
}

/**
 * Credits points to the customer's main card (issued on the first credit): an order's accrual, or
 * the refund of what a cancelled order had spent.
 */
export async function creditPoints(
  db: DatabaseOrTransaction,
  type: 'accrual' | 'refund',
  userId: number,
  points: number,
  order: { id: string; receiveType: string },
  now: Date,
) {
  if (points <= 0) return
  const account = await ensureMainAccount(db, userId, now)
  await post(db, account, { type, points, now, orderId: order.id, orderType: order.receiveType })
}

/** Spends points on an order; E_3 if the balance changed under the shopper and no longer covers it. */
export async function spendPoints(
  db: DatabaseOrTransaction,
  userId: number,
  points: number,
  order: { id: string; receiveType: string },
  now: Date,
) {
  if (points <= 0) return
  const [account] = await db
    .select()
    .from(loyaltyAccounts)
    .where(and(eq(loyaltyAccounts.userId, userId), eq(loyaltyAccounts.type, MAIN_CARD_TYPE)))
    .for('update')
  if (account?.status !== 'active' || account.points < points)
    throw apiError(ERROR_CODES.CART_CHANGED)
  await post(db, account, {
    type: 'spend',
    points: -points,
    now,
    orderId: order.id,
    orderType: order.receiveType,
  })
}

/** The most points an order of `goodsAmount` roubles may take: half of it, within the balance. */
export const maxSpendablePoints = (balance: number, goodsAmount: number) =>
  Math.max(0, Math.min(balance, Math.floor(goodsAmount * MAX_POINTS_SHARE)))

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The points that burn on each coming date, soonest first. Spending takes the soonest-burning
 * points first, so what the balance still holds are the latest credits: the balance is laid on
 * the credits from the latest expiry back, and only that part of each credit can burn. The
 * events therefore never add up to more than the balance (#32: a balance of 340 listed
 * 500 + 15 + 25 to burn, the 500 welcome points counted whole after 200 of them were spent).
 */
export function pointsToBurn(
  balance: number,
  credits: readonly { expiration: Date | null; points: number }[],
): { expiration: Date; points: number }[] {
  const byDate = new Map<number, number>()
  for (const credit of credits) {
    if (!credit.expiration || credit.points <= 0) continue
    const at = credit.expiration.getTime()
    byDate.set(at, (byDate.get(at) ?? 0) + credit.points)
  }
  let left = Math.max(0, balance)
  const burning: { expiration: Date; points: number }[] = []
  for (const [at, points] of [...byDate].sort((a, b) => b[0] - a[0])) {
    const held = Math.min(points, left)
    left -= held
    if (held > 0) burning.push({ expiration: new Date(at), points: held })
  }
  return burning.reverse()
}

/** The LoyaltyInfo of a customer: cards, the main balance with its coming events, and totals. */
export async function loyaltyInfo(db: DatabaseOrTransaction, userId: number, now: Date) {
  const accounts = await accountsOf(db, userId)
  const [user] = await db
    .select({ program: users.loyaltyProgram })
    .from(users)
    .where(eq(users.id, userId))
  const main = accounts.find((account) => account.type === MAIN_CARD_TYPE) ?? null
  const credits = await db
    .select({ expiration: loyaltyTransactions.expiration, points: loyaltyTransactions.points })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.userId, userId),
        gt(loyaltyTransactions.expiration, now),
        gt(loyaltyTransactions.points, 0),
      ),
    )
  const upcoming = pointsToBurn(main?.points ?? 0, credits).slice(0, 3)
  const balances = accounts.map((account) => ({
    type: account.type,
    icon: account.type === MAIN_CARD_TYPE ? '/images/loyalty/points.svg' : null,
    title: account.type === MAIN_CARD_TYPE ? BALANCE_NAME : `Карта ${account.cardNumber}`,
    points: account.points,
    pointsEvents:
      account.type === MAIN_CARD_TYPE
        ? upcoming.map((event) => ({
            type: 'expire',
            date: isoDay(event.expiration),
            points: event.points,
          }))
        : [],
    tooltip: { active: account.type === MAIN_CARD_TYPE, text: BALANCE_TOOLTIP, link: '/mybonus' },
  }))
  return {
    type: user?.program ?? MAIN_LOYALTY_KEY,
    cards: accounts.map((account) => ({
      type: account.type,
      status: account.status,
      number: account.cardNumber,
      loyalty: account.type === MAIN_CARD_TYPE ? MAIN_LOYALTY_KEY : account.type,
      isMain: account.type === MAIN_CARD_TYPE,
    })),
    points: main && main.status === 'active' ? main.points : 0,
    summaryBalance: accounts.reduce((sum, account) => sum + account.points, 0),
    balances,
  }
}

/** The ledger, newest first. */
export async function loyaltyLedger(
  db: DatabaseOrTransaction,
  userId: number,
  page: number,
  limit: number,
) {
  const rows = await db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
    .limit(limit)
    .offset((page - 1) * limit)
  const [total] = await db
    .select({ value: count() })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId))
  return {
    items: rows.map((row) => ({
      type: row.type,
      orderType: row.orderType,
      points: row.points,
      createdAt: row.createdAt.toISOString(),
      orderID: row.orderId,
      available_from: row.availableFrom ? isoDay(row.availableFrom) : null,
      expiration: row.expiration ? isoDay(row.expiration) : null,
      balanceName: row.balanceName,
    })),
    total: total?.value ?? 0,
  }
}

/**
 * Card check of the card issue flow: a card the shop has issued is looked up by who holds it;
 * an unknown number must at least pass Luhn to be worth issuing (CARD_DETAIL).
 */
export async function validateCard(
  db: DatabaseOrTransaction,
  number: string,
  userId: number | null,
) {
  const digits = number.replace(/[\s-]/g, '')
  const [card] = /^\d{1,19}$/.test(digits)
    ? await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.cardNumber, digits))
    : []
  if (!card) {
    return luhnValid(digits)
      ? { isValid: true, status: 'not_found', nextStep: 'CARD_DETAIL' as const }
      : { isValid: false, status: 'not_found', nextStep: 'CARD_STATUS' as const }
  }
  if (card.status === 'blocked')
    return { isValid: true, status: 'blocked', nextStep: 'CARD_STATUS' as const }
  if (userId !== null && card.userId !== userId) {
    return { isValid: true, status: 'issued_to_other', nextStep: 'CARD_STATUS' as const }
  }
  return { isValid: true, status: 'active', nextStep: 'CARD_IS_EXIST' as const }
}

/**
 * Joins the customer to a loyalty programme. With a card number it must be the customer's own
 * card (E_41 otherwise); without one the main card is issued with the welcome points (once).
 */
export async function joinLoyaltyProgram(
  db: Database,
  userId: number,
  type: string,
  cardNumber: string | undefined,
  now: Date,
): Promise<void> {
  if (cardNumber) {
    const [card] = await db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.cardNumber, cardNumber))
    if (!card || card.userId !== userId) throw apiError(ERROR_CODES.CARD_NOT_FOUND)
  } else {
    await db.transaction((tx) => ensureMainAccount(tx, userId, now, { welcome: true }))
  }
  await db.update(users).set({ loyaltyProgram: type, updatedAt: now }).where(eq(users.id, userId))
}
