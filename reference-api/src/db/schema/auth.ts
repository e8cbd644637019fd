// Users, SMS codes, auth limits and refresh tokens.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { day, timestamptz } from './columns'
import type { UserNotifications } from './jsonShapes'

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** '+7XXXXXXXXXX' */
    phone: text('phone').notNull(),
    name: text('name'),
    surname: text('surname'),
    patronymic: text('patronymic'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    birthday: day('birthday'),
    /** 'male' | 'female' */
    gender: text('gender'),
    isEmployee: boolean('is_employee').notNull().default(false),
    employeeModeEnabled: boolean('employee_mode_enabled').notNull().default(false),
    isOperator: boolean('is_operator').notNull().default(false),
    hasApplication: boolean('has_application').notNull().default(false),
    notifications: jsonb('notifications').$type<UserNotifications>().notNull(),
    loyaltyProgram: text('loyalty_program'),
    referralCode: text('referral_code'),
    /** The customer whose referral code this one registered with (registerClient referrerCode). */
    referredBy: integer('referred_by').references((): AnyPgColumn => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_idx').on(t.phone), uniqueIndex('users_email_idx').on(t.email)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.sentAt)],
)

/**
 * Counters of the sign-in limits (src/auth/limits.ts), one row per kind and phone or client
 * address ('sms-codes:phone:+79990000001'). Kept in the database, not in process memory, so every
 * server instance on one PostgreSQL counts against the same limits; a request holds its rows
 * (FOR UPDATE) while it checks and counts, so concurrent requests cannot slip past a limit.
 */
export const authLimits = pgTable('auth_limits', {
  bucket: text('bucket').primaryKey(),
  /** Start of the current counting window. */
  windowStart: timestamptz('window_start').notNull(),
  /** Hits within the window. */
  hits: integer('hits').notNull().default(0),
  /** Set after too many wrong codes: everything of this bucket's phone or address is refused until then. */
  lockedUntil: timestamptz('locked_until'),
})

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Tokens rotated from one login share a family; reuse of a used token revokes the family. */
    family: text('family').notNull(),
    /** 'user' | 'operator' */
    kind: text('kind').notNull().default('user'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /**
     * The token its rotation issued (its jti): a reuse within the grace hands back that same
     * pair, so concurrent refreshes of one browser share one successor instead of branching.
     */
    replacedBy: text('replaced_by'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.family),
  ],
)
