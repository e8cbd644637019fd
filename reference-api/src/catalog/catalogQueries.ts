// The catalog resolvers' SQL: brands with their counts, a category's tags, manufacturers, drugs
// (MNN) by letter with their trade names, diseases, and the doctors of categories. The resolvers
// (resolvers.ts) only map these rows to the contract's types.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { ApiContext } from '../context'
import * as t from '../db'

type Reader = Pick<ApiContext, 'db' | 'exec'>

/** A brand with how many products it has and the country most of them come from. */
export interface BrandRow {
  alias: string
  name: string
  productsCount: number
  country: string | null
}

async function brandsWhere(
  ctx: Reader,
  where: ReturnType<typeof sql> | undefined,
): Promise<BrandRow[]> {
  const rows = await ctx.db
    .select({
      alias: t.brands.alias,
      name: t.brands.name,
      productsCount: count(t.products.id),
      country: sql<string | null>`mode() WITHIN GROUP (ORDER BY ${t.manufacturers.country})`,
    })
    .from(t.brands)
    .leftJoin(t.products, eq(t.products.brandId, t.brands.id))
    .leftJoin(t.manufacturers, eq(t.manufacturers.id, t.products.manufacturerId))
    .where(where)
    .groupBy(t.brands.id)
    .orderBy(asc(t.brands.name))
  return rows.map((row) => ({ ...row, productsCount: Number(row.productsCount) }))
}

/** Brands whose letter is `letter` (upper case), by name. */
export const brandsOfLetter = (ctx: Reader, letter: string) =>
  brandsWhere(ctx, sql`upper(${t.brands.letter}) = ${letter}`)

/** The brand of an alias, if there is one. */
export const brandOfAlias = async (ctx: Reader, alias: string): Promise<BrandRow | undefined> =>
  (await brandsWhere(ctx, sql`${t.brands.alias} = ${alias}`))[0]

/** Every brand's letter as stored, each once, in order. */
export async function brandLetters(ctx: Reader): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ letter: t.brands.letter })
    .from(t.brands)
    .orderBy(asc(t.brands.letter))
  return rows.map((row) => row.letter)
}

/** A category's tags, in their order. */
export const categoryTags = (ctx: Reader, categoryId: number) =>
  ctx.db
    .select()
    .from(t.categoryTags)
    .where(eq(t.categoryTags.categoryId, categoryId))
    .orderBy(asc(t.categoryTags.id))

/** The tag of a category by its alias, if there is one. */
export async function categoryTag(ctx: Reader, categoryId: number, alias: string) {
  const [tag] = await ctx.db
    .select()
    .from(t.categoryTags)
    .where(and(eq(t.categoryTags.categoryId, categoryId), eq(t.categoryTags.alias, alias)))
  return tag
}

/** The manufacturer of a code, if there is one. */
export async function manufacturerOfCode(ctx: Reader, code: string) {
  const [row] = await ctx.db.select().from(t.manufacturers).where(eq(t.manufacturers.code, code))
  return row
}

/** One page of the drugs (MNNs with products) of a first letter, and every letter they start with. */
export async function drugsOfLetter(
  ctx: Reader,
  options: { alphabet: 'ru' | 'en'; letter: string; page: number; pageSize: number },
) {
  const column = options.alphabet === 'ru' ? 'm.title' : 'm.title_latin'
  // Only MNNs with products: a drug page without products would be empty.
  const letters = await ctx.exec<{ letter: string }>(
    `SELECT DISTINCT upper(left(${column}, 1)) AS letter FROM mnns m
     WHERE EXISTS (SELECT 1 FROM products p WHERE p.mnn_id = m.id) ORDER BY 1`,
  )
  const rows = await ctx.exec<{
    alias: string
    title: string
    trade_names: string[] | null
    total: number
  }>(
    `SELECT m.alias, m.title, count(*) OVER ()::int AS total,
       -- Trade names are the products' groups (Нурофен, Панадол), not their brands, which
       -- may be a maker's name (Озон, Вертекс): issue #30.
       (SELECT array_agg(DISTINCT g.name ORDER BY g.name) FROM products p
          JOIN product_groups g ON g.code = p.group_code WHERE p.mnn_id = m.id) AS trade_names
     FROM mnns m
     WHERE upper(left(${column}, 1)) = $1 AND EXISTS (SELECT 1 FROM products p WHERE p.mnn_id = m.id)
     ORDER BY ${column} LIMIT $2 OFFSET $3`,
    [options.letter, options.pageSize, (options.page - 1) * options.pageSize],
  )
  return {
    letters: letters.map((row) => row.letter),
    items: rows.map((row) => ({
      alias: row.alias,
      title: row.title,
      tradeNames: row.trade_names ?? [],
    })),
    total: Number(rows[0]?.total ?? 0),
  }
}

/** Every disease, by name. */
export const allDiseases = (ctx: Reader) =>
  ctx.db.select().from(t.diseases).orderBy(asc(t.diseases.name))

/** The disease of a code, if there is one. */
export async function diseaseOfCode(ctx: Reader, code: string) {
  const [row] = await ctx.db.select().from(t.diseases).where(eq(t.diseases.code, code))
  return row
}

/** The doctors attached to any of the categories, by id. */
export function doctorsOfCategories(ctx: Reader, categoryIds: readonly number[]) {
  return ctx.db
    .select()
    .from(t.teamPersons)
    .where(
      and(
        eq(t.teamPersons.type, 'doctor'),
        sql`${t.teamPersons.categoryIds} && ${sql.raw(`ARRAY[${categoryIds.map((id) => Number(id)).join(',')}]::int[]`)}`,
      ),
    )
    .orderBy(asc(t.teamPersons.id))
}

/** A disease as stored. */
export type DiseaseRow = typeof t.diseases.$inferSelect
