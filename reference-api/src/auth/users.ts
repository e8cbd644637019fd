// Customers by phone: lookup, creation (with a referral code of their own, the referrer whose
// code they came with, and default notification consent) and the region a returning customer
// last shopped in.
import { randomBytes } from 'node:crypto'
import { ERROR_CODES } from '@apteka/sdk/errors'
import {
  birthDateFromApi,
  normalizePhone,
  validateBirthDate,
  validateEmail,
  validateRegistrationNames,
} from '@apteka/sdk/rules'
import { desc, eq } from 'drizzle-orm'
import type { Database, DatabaseOrTransaction, UserNotifications } from '../db'
import { carts, orders, users } from '../db'
import { apiError } from '../errors'
import type { ProfileModel } from '../models'
import { guardLookup, type SmsLimits } from './limits'

export type UserRow = ProfileModel

/** The phone in its one stored form '+7XXXXXXXXXX', or E_10. */
export function phoneOrError(input: string): string {
  const phone = normalizePhone(input)
  if (!phone) throw apiError(ERROR_CODES.LOGIN_WRONG_FORMAT)
  return phone
}

export async function findUserByPhone(db: DatabaseOrTransaction, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
  return user ?? null
}

/**
 * Whether a phone belongs to a customer, asked by a client address: every question counts against
 * the address's look-ups in the same transaction, so the list of customers cannot be walked.
 */
export function lookUpRegistration(
  db: Database,
  lookup: { address: string; limits: SmsLimits; now: Date; phone: string },
): Promise<{ limitedFor: number } | { isRegistered: boolean }> {
  return db.transaction(async (tx) => {
    const guard = await guardLookup(tx, lookup.address, lookup.limits, lookup.now)
    if (guard.limitedFor !== null) return { limitedFor: guard.limitedFor }
    await guard.count()
    return { isRegistered: (await findUserByPhone(tx, lookup.phone)) !== null }
  })
}

export async function findUser(db: DatabaseOrTransaction, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user ?? null
}

/** New customers agree to order notifications only; marketing needs an explicit yes. */
export function defaultNotifications(adsAgreement = false): UserNotifications {
  const off = { email: false, sms: false, push: false }
  return {
    adsAgreement: { email: adsAgreement, sms: adsAgreement, push: adsAgreement },
    personalOffers: off,
    orders: { email: true, sms: true, push: true },
  }
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 8 characters without look-alikes (0/O, 1/I), for /ref links. */
export function newReferralCode(): string {
  const bytes = randomBytes(8)
  return Array.from(bytes, (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('')
}

export interface NewCustomer {
  phone: string
  name: string
  surname?: string | null
  patronymic?: string | null
  email?: string | null
  birthday?: string | null
  adsAgreement?: boolean | null
  /** The customer whose referral code brought this one. */
  referredBy?: number | null
}

/** 'YYYY-MM-DD' of someone aged 14 to 100 today (the storefront's birth-date rule), else E_36. */
export function checkBirthday(value: string, now: Date) {
  const display = birthDateFromApi(value)
  if (!display || validateBirthDate(display, now))
    throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'birthday' })
}

/**
 * Checks a registration form the way the storefront does, without asking the database: name
 * required (E_11) and made of letters (E_36 name), surname and patronymic likewise, birthday
 * (E_36 birthday), e-mail format (E_5). Answers nothing about who is registered, so it may run
 * before the SMS code is checked.
 */
export function checkNewCustomerForm(data: NewCustomer, now: Date) {
  if (!data.name?.trim()) throw apiError(ERROR_CODES.NAME_REQUIRED)
  // The browser's own rules (letters, 3 to 64 characters): the first field it would refuse.
  const refused = Object.keys(validateRegistrationNames(data))[0]
  if (refused) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: refused })
  if (data.birthday) checkBirthday(data.birthday, now)
  if (data.email && validateEmail(data.email)) throw apiError(ERROR_CODES.INVALID_EMAIL)
}

/** E_4 when the phone has an account, E_8 when the e-mail is taken. */
export async function checkNotRegistered(db: DatabaseOrTransaction, data: NewCustomer) {
  if (await findUserByPhone(db, data.phone)) throw apiError(ERROR_CODES.PHONE_TAKEN)
  if (data.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, data.email.trim()))
    if (taken) throw apiError(ERROR_CODES.EMAIL_TAKEN)
  }
}

/** The form (checkNewCustomerForm), then the phone and e-mail not taken (checkNotRegistered). */
export async function validateNewCustomer(db: DatabaseOrTransaction, data: NewCustomer, now: Date) {
  checkNewCustomerForm(data, now)
  await checkNotRegistered(db, data)
}

/**
 * The customer a referral code (from a /ref link, REF_CODE) belongs to, or null. Codes are
 * matched in upper case, as newReferralCode writes them.
 */
export async function findReferrer(
  db: DatabaseOrTransaction,
  code: string | null | undefined,
): Promise<number | null> {
  const wanted = code?.trim().toUpperCase()
  if (!wanted) return null
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, wanted))
    .limit(1)
  return referrer?.id ?? null
}

/** Creates a customer; E_4 when the phone is registered already. */
export async function createCustomer(db: DatabaseOrTransaction, data: NewCustomer, now: Date) {
  const inserted = await db
    .insert(users)
    .values({
      phone: data.phone,
      name: data.name.trim(),
      surname: data.surname?.trim() || null,
      patronymic: data.patronymic?.trim() || null,
      email: data.email?.trim() || null,
      birthday: data.birthday ?? null,
      notifications: defaultNotifications(data.adsAgreement ?? false),
      referralCode: newReferralCode(),
      referredBy: data.referredBy ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning()
  const user = inserted[0]
  if (!user) throw apiError(ERROR_CODES.PHONE_TAKEN)
  return user
}

/** The region of the customer's latest cart, else of the latest order; null for a new customer. */
export async function lastRegionOf(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<string | null> {
  const [cart] = await db
    .select({ regionId: carts.regionId })
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(desc(carts.updatedAt))
    .limit(1)
  if (cart) return cart.regionId
  const [order] = await db
    .select({ regionId: orders.regionId })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return order?.regionId ?? null
}
