// Resolvers of the prescription domain (schema/sdl/prescription.graphql): EMIAS electronic
// prescriptions, Moscow region only. addPrescription stands in for the EMIAS lookup: from the
// policy number and birthday it derives, deterministically, the owner's prescriptions for drugs
// of the catalogue (prescription-only ones first) and stores them for the customer.

import { createHash } from 'node:crypto'
import { ERROR_CODES } from '@apteka/sdk/errors'
import { requireUserId } from '../auth/sessions'
import { checkBirthday } from '../auth/users'
import { numericId } from '../cart/carts'
import { regionDate, regionTimeZone } from '../clock/placeZones'
import { zoneDate } from '../clock/shopClock'
import type { ApiContext } from '../context'
import type { PrescriptionProduct } from '../db'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'
import { limitedText } from '../inputLimits'
import { limitRequest } from '../security/rateLimits'
import {
  customerPrescription,
  customerPrescriptions,
  type PrescriptionRow,
  prescribableDrugs,
  storePrescriptions,
} from './prescriptionQueries'

/** Prescriptions exist only in the default region (EMIAS is Moscow's). */
export const PRESCRIPTION_REGION = 'moscowregion'
/** EMIAS prescriptions stay valid 60 days. */
const VALID_DAYS = 60
const DOSAGES = [
  'По 1 таблетке 2 раза в день',
  'По 1 капсуле 1 раз в день',
  'По 2 таблетки 3 раза в день после еды',
]

async function prescriptionView(row: PrescriptionRow, ctx: ApiContext) {
  const loaded = await ctx.loaders.product.loadMany(
    row.products.flatMap((item) => (item.productId ? [item.productId] : [])),
  )
  // A prescription's days are the calendar days of its region.
  const zone = await regionTimeZone(ctx, row.regionId)
  return {
    id: String(row.id),
    number: row.number,
    dosage: row.dosage,
    url: row.url,
    issuedAt: zoneDate(row.createdAt, zone),
    expiresAt: zoneDate(row.createdAt, zone, VALID_DAYS),
    products: loaded.flatMap((product) =>
      product && !(product instanceof Error) ? [{ ...product, regionId: PRESCRIPTION_REGION }] : [],
    ),
  }
}

/** A number read from a hash, in [0, modulo). */
const pick = (hash: Buffer, at: number, modulo: number) => hash.readUInt32BE(at % 28) % modulo

export const prescriptionResolvers: Resolvers = {
  Query: {
    async prescriptions(_parent, { regionID: regionId }, ctx) {
      if (regionId !== PRESCRIPTION_REGION || ctx.viewer.userId === null) return []
      const rows = await customerPrescriptions(ctx.db, ctx.viewer.userId, PRESCRIPTION_REGION)
      return Promise.all(rows.map((row) => prescriptionView(row, ctx)))
    },

    async prescription(_parent, { id }, ctx) {
      const rowId = numericId(id)
      if (rowId === null || ctx.viewer.userId === null) return null
      const row = await customerPrescription(ctx.db, ctx.viewer.userId, rowId)
      return row ? prescriptionView(row, ctx) : null
    },
  },
  Mutation: {
    /** Policy number: 16 digits (E_36 policyNumber); birthday: age 14–100 (E_36 birthday). */
    async addPrescription(_parent, { prescriptionOwner }, ctx) {
      const userId = requireUserId(ctx)
      await limitRequest(ctx, 'prescription')
      const policy = limitedText(
        prescriptionOwner.policyNumber,
        'policyNumber',
        'policyNumber',
      ).replace(/\s/g, '')
      if (!/^\d{16}$/.test(policy))
        throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'policyNumber' })
      checkBirthday(prescriptionOwner.birthday, ctx.now)
      const seed = createHash('sha256').update(`${policy}|${prescriptionOwner.birthday}`).digest()
      const hash = createHash('sha256')
        .update(`${userId}|${policy}|${prescriptionOwner.birthday}`)
        .digest('hex')
        .slice(0, 32)
      const candidates = await prescribableDrugs(ctx.db)
      if (candidates.length === 0) return { hash }
      const count = 1 + pick(seed, 0, 3)
      const issuedOn = await regionDate(ctx, PRESCRIPTION_REGION)
      const rows = Array.from({ length: count }, (_, index) => {
        const items: PrescriptionProduct[] = Array.from(
          { length: 1 + pick(seed, index * 4 + 1, 2) },
          (_, n) => {
            const product = candidates[
              pick(seed, index * 8 + n * 4 + 2, candidates.length)
            ] as (typeof candidates)[number]
            return {
              productId: product.id,
              name: product.name,
              quantity: 1 + pick(seed, index + n + 3, 2),
            }
          },
        )
        const number = `77${String(pick(seed, index * 4 + 5, 1_000_000)).padStart(6, '0')}${issuedOn.replace(/-/g, '').slice(2)}`
        return {
          userId,
          regionId: PRESCRIPTION_REGION,
          number,
          dosage: DOSAGES[pick(seed, index * 4 + 7, DOSAGES.length)] ?? null,
          products: items.filter(
            (item, at) => items.findIndex((other) => other.productId === item.productId) === at,
          ),
          url: `/prescription?number=${number}`,
          owner: `${policy.slice(0, 4)}••••••••${policy.slice(12)}`,
          hash: `${hash}-${index + 1}`,
          createdAt: ctx.now,
        }
      })
      await storePrescriptions(ctx.db, rows)
      return { hash }
    },
  },
}
