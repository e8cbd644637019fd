// Promo codes at checkout: whether a code applies to this order and what it takes off. A code
// that does not apply is not an error of the request: the pre-order carries the reason in
// loyalty.params.promo.error (short) and errorDescription (what to do), and nothing is taken off.
import { formatMoney, promoDiscountFor } from '@apteka/sdk/rules'
import { count, eq, sql } from 'drizzle-orm'
import { round2 } from '../cart/cartLines'
import { zoneDate } from '../clock/shopClock'
import type { DatabaseOrTransaction } from '../db'
import { orders, promoCodes } from '../db'

export interface PromoOutcome {
  code: string
  discount: number
  error: string | null
  errorDescription: string | null
}

export async function evaluatePromo(
  db: DatabaseOrTransaction,
  rawCode: string,
  goodsAmount: number,
  userId: number | null,
  now: Date,
  /** The order's region's zone: a code valid to the 26th is valid until midnight there. */
  timeZone: string,
): Promise<PromoOutcome> {
  const code = rawCode.trim().toUpperCase()
  const refuse = (error: string, errorDescription: string): PromoOutcome => ({
    code,
    discount: 0,
    error,
    errorDescription,
  })
  if (userId === null)
    return refuse(
      'Войдите, чтобы применить промокод',
      'Промокоды доступны после входа по номеру телефона',
    )
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(eq(sql`upper(${promoCodes.code})`, code))
    .limit(1)
  if (!promo?.active) return refuse('Промокод не найден', 'Проверьте, правильно ли введён промокод')
  const today = zoneDate(now, timeZone)
  if ((promo.dateStart && today < promo.dateStart) || (promo.dateEnd && today > promo.dateEnd)) {
    return refuse('Срок действия промокода истёк', 'Промокод сейчас не действует')
  }
  if (goodsAmount < promo.minSum) {
    return refuse(
      `Промокод действует для заказов от ${formatMoney(promo.minSum)}`,
      `Добавьте товаров ещё на ${formatMoney(round2(promo.minSum - goodsAmount))}`,
    )
  }
  if (promo.firstOrderOnly) {
    const [placed] = await db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.userId, userId))
    if ((placed?.value ?? 0) > 0) {
      return refuse(
        'Промокод действует только на первый заказ',
        'Этот промокод для тех, кто ещё не заказывал у нас',
      )
    }
  }
  const discount = promoDiscountFor(
    { kind: promo.discountKind === 'percent' ? 'percent' : 'amount', value: promo.discountValue },
    goodsAmount,
  )
  return { code: promo.code, discount, error: null, errorDescription: null }
}
