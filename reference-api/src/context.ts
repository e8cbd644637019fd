// What every resolver receives: the database, the caller (customer, operator, employee claim),
// the request's clock and address, per-request DataLoaders, and cookies to set on the answer.

import type { SmsSender } from './auth/smsSender'
import type { TokenService } from './auth/tokens'
import type { AnswerLifetime } from './clock/answerDays'
import type { ApiConfig } from './config'
import type { Database, DatabaseHandle } from './db'
import type { EmailSender } from './marketing/emailSender'
import type { Loaders } from './product/loaders'

export interface Viewer {
  /** The customer the request acts for (from Authorization), if any. */
  userId: number | null
  /** The operator (from X-Operator-Authorization), if any. */
  operatorId: number | null
  /** The access token's employee claim. */
  employee: boolean
  /** Set when the user token was obtained by this operator acting for the customer. */
  actingOperatorId: number | null
}

export interface ApiContext {
  request: Request
  db: Database
  exec: DatabaseHandle['exec']
  config: ApiConfig
  tokens: TokenService
  /** The key of the SMS codes' hash (auth/secrets.ts). */
  smsCodeKey: Uint8Array
  viewer: Viewer
  /** The anonymous shopper's id (cookie `guest_id`), keying the legacy cart of a guest. */
  guestId: string
  /** The client's address by the TRUST_PROXY rules (src/auth/clientAddress.ts). */
  ip: string
  /** The request's clock: every "now" inside one request is the same instant. */
  now: Date
  /** Until when the answer holds by the shop clock (clock/answerDays.ts): the response cache keeps it no longer. */
  answer: AnswerLifetime
  loaders: Loaders
  /** Set-Cookie values to add to the response. */
  setCookies: string[]
  /** Where sign-in codes go (auth/smsSender.ts): the SMS gateway, or the log in development. */
  smsSender: SmsSender
  /** Where the newsletter's confirmation e-mails go (marketing/emailSender.ts). */
  emailSender: EmailSender
}
