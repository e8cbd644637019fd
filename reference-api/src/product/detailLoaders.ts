// DataLoaders of what a product shows beyond its list row: its instruction and the disease names
// of its ICD-10 codes, its MNN, its group of forms and its sponsored placement. One set per
// request (see requestLoaders.ts); the shared card loaders are `loaders.ts` (`ctx.loaders`).
import DataLoader from 'dataloader'
import { inArray } from 'drizzle-orm'
import { answerDate } from '../clock/answerDays'
import { SHOP_TIME_ZONE } from '../clock/shopClock'
import type { ApiContext } from '../context'
import * as t from '../db'
import { byKey, perRequest, type Row } from '../requestLoaders'
import { preparedReads } from './preparedReads'
import { pick, referenceNames } from './referenceNames'

/** What a product's sponsored badge and counters read of its placement. */
type SponsoredPlace = Pick<
  Row<typeof t.advertisements>,
  'productId' | 'regionIds' | 'trackUrl' | 'impsUrl' | 'position' | 'name'
>

function makeProductDetailLoaders(ctx: ApiContext) {
  const { db } = ctx
  // Sponsored places are the shop's own, not a region's: its day.
  const today = answerDate(ctx, SHOP_TIME_ZONE)
  const reads = preparedReads(db)
  return {
    instruction: new DataLoader<number, Row<typeof t.productInstructions> | null>(async (ids) =>
      byKey(ids, await reads.instructions.execute({ ids }), (row) => row.productId),
    ),
    /** Disease names by ICD-10 code (the instruction's icd10 list). */
    diseaseByIcd10: new DataLoader<string, Pick<Row<typeof t.diseases>, 'icd10' | 'name'> | null>(
      async (codes) =>
        byKey(
          codes,
          await db
            .select({ icd10: t.diseases.icd10, name: t.diseases.name })
            .from(t.diseases)
            .where(inArray(t.diseases.icd10, [...codes])),
          (row) => row.icd10,
        ),
    ),
    mnn: new DataLoader<number, Row<typeof t.mnns> | null>(async (ids) =>
      pick((await referenceNames(db)).mnns, ids),
    ),
    group: new DataLoader<string, Row<typeof t.productGroups> | null>(async (codes) =>
      byKey(codes, await reads.groups.execute({ codes }), (row) => row.code),
    ),
    /** The active sponsored placement of a product in a region, by `${regionId}|${productId}`. */
    sponsored: new DataLoader<string, SponsoredPlace | null>(async (keys) => {
      const ids = [...new Set(keys.map((key) => Number(key.split('|')[1])))]
      const rows = await reads.sponsored.execute({ ids, today })
      return keys.map((key) => {
        const [regionId, productId] = key.split('|')
        return (
          rows.find(
            (ad) =>
              ad.productId === Number(productId) &&
              (ad.regionIds === null || ad.regionIds.includes(regionId ?? '')),
          ) ?? null
        )
      })
    }),
  }
}

/** The request's product detail loaders (made on first use). */
export const productDetailLoaders = perRequest(makeProductDetailLoaders)
