// Test helpers of the write side: the backends a suite runs on (PGlite, and PostgreSQL when
// DATABASE_URL is set — one database per suite, so files may run in parallel), and a shopper
// who keeps a guest cookie and tokens across calls like a browser would.
import { randomUUID } from 'node:crypto'
import type { TypedDocumentString } from '@apteka/sdk'
import { GetCodeDocument, LoginDocument } from '@apteka/sdk'
import pg from 'pg'
import type { GqlResult, TestApi } from './harness'

/** [name, database URL] of every backend to run a suite on. */
export const backends: [string, string | undefined][] = [
  ['pglite', undefined],
  ...(process.env.DATABASE_URL
    ? ([['postgres', process.env.DATABASE_URL]] as [string, string][])
    : []),
]

/**
 * A database of its own for one suite on the DATABASE_URL server ('{name}_{suite}'), created
 * when missing; the harness empties it before the suite.
 */
export async function suiteDatabaseUrl(
  base: string | undefined,
  suite: string,
): Promise<string | undefined> {
  if (!base) return undefined
  const url = new URL(base)
  const name = `${url.pathname.slice(1) || 'postgres'}_${suite}`
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase()
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

/** The code of the last SMS sent to a phone. */
export function lastCode(api: TestApi, phone: string): string {
  const sms = api.sms.filter((entry) => entry.phone === phone).at(-1)
  const code = sms && /(\d{4})/.exec(sms.text)?.[1]
  if (!code) throw new Error(`no SMS code sent to ${phone}`)
  return code
}

export interface Shopper {
  guestId: string
  accessToken: string | null
  refreshToken: string | null
  operatorToken: string | null
  headers(extra?: Record<string, string>): Record<string, string>
  gql<R, V>(
    document: TypedDocumentString<R, V> | string,
    variables?: V,
    extra?: Record<string, string>,
  ): Promise<GqlResult<R>>
  /** Asks for a code and signs in with it (the phone must have an account). */
  signIn(phone: string): Promise<void>
}

/** A clock the test moves by hand, given to startTestApi as `now`. */
export interface TestClock {
  now(): Date
  advance(seconds: number): void
}

export function testClock(start = Date.now()): TestClock {
  let at = start
  return {
    now: () => new Date(at),
    advance(seconds) {
      at += seconds * 1000
    },
  }
}

/** A shopper; with a clock, each sign-in first waits out the 60 s SMS resend pause. */
export function shopper(api: TestApi, clock?: TestClock): Shopper {
  const self: Shopper = {
    guestId: randomUUID(),
    accessToken: null,
    refreshToken: null,
    operatorToken: null,
    headers(extra = {}) {
      return {
        cookie: `guest_id=${self.guestId}`,
        ...(self.accessToken ? { authorization: `Bearer ${self.accessToken}` } : {}),
        ...(self.operatorToken
          ? { 'x-operator-authorization': `Bearer ${self.operatorToken}` }
          : {}),
        ...extra,
      }
    },
    gql: (document, variables, extra) => api.gql(document, variables, self.headers(extra)),
    async signIn(phone) {
      clock?.advance(61)
      const sent = await self.gql(GetCodeDocument, { phone })
      if (sent.errors.length) throw new Error(`getCode: ${JSON.stringify(sent.errors)}`)
      const login = await self.gql(LoginDocument, { phone, code: lastCode(api, phone) })
      const tokens = login.data?.login.session?.user
      if (!tokens)
        throw new Error(
          `login of ${phone}: ${JSON.stringify(login.errors.length ? login.errors : login.data)}`,
        )
      self.accessToken = tokens.accessToken
      self.refreshToken = tokens.refreshToken
    },
  }
  return self
}

/** The codes of the errors of an answer. */
export const codes = (result: GqlResult<unknown>) =>
  result.errors.map((error) => error.extensions?.code)

export interface PricedProduct {
  id: number
  name: string
  priceTypeId: number
  price: number
  maxQuantity: number
}

/**
 * Products the region sells for order at a non-marketplace price type, cheapest first, with
 * one variant each (the lowest price type id), optionally within a price range.
 */
export async function orderableProducts(
  api: TestApi,
  regionId: string,
  options: { minPrice?: number; maxPrice?: number; minQuantity?: number; limit?: number } = {},
): Promise<PricedProduct[]> {
  const rows = await api.database.exec<{
    id: number
    name: string
    price_type_id: number
    price: string
    max_quantity: number
  }>(
    `SELECT DISTINCT ON (p.id) p.id, p.name, pp.price_type_id, pp.price, pp.max_quantity
       FROM product_prices pp JOIN products p ON p.id = pp.product_id
      WHERE pp.region_id = $1 AND pp.available_for_order AND pp.price_type_id NOT BETWEEN 8 AND 13
        AND pp.price BETWEEN $2 AND $3 AND pp.max_quantity >= $4
      ORDER BY p.id, pp.price_type_id`,
    [regionId, options.minPrice ?? 0, options.maxPrice ?? 1_000_000, options.minQuantity ?? 1],
  )
  return rows
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      priceTypeId: Number(row.price_type_id),
      price: Number(row.price),
      maxQuantity: Number(row.max_quantity),
    }))
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .slice(0, options.limit ?? 50)
}

/** A cart line input for a product. */
export const line = (product: PricedProduct, quantity: number, isChecked = true) => ({
  productID: String(product.id),
  priceTypeID: product.priceTypeId,
  quantity,
  isChecked,
})
