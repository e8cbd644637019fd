// The sitemaps' SQL: the shop's public addresses of one kind, a page at a time in a stable order,
// each with the day it last changed. The catalogue (products, categories, brands), the pharmacies
// and the analyses change with an import, so their day is the last completed seed run's; an
// article's is its own date.
import type { ApiContext } from '../context'
import type { SitemapKind } from '../generated/resolvers'

/** Each kind's addresses as SQL: `path`, and `lastmod` ('YYYY-MM-DD') or null for the import's day. */
const ADDRESSES: Readonly<Record<SitemapKind, string>> = {
  PRODUCTS: `SELECT id, '/product/' || alias || '.html' AS path, NULL::text AS lastmod FROM products`,
  CATEGORIES: `SELECT id, url AS path, NULL::text AS lastmod FROM categories`,
  BRANDS: `SELECT id, '/brand/' || alias || '/' AS path, NULL::text AS lastmod FROM brands`,
  PHARMACIES: `SELECT id, '/pharmacies/pharmacy/' || id AS path, NULL::text AS lastmod
    FROM pharmacies WHERE is_active`,
  ARTICLES: `SELECT id, '/blog/' || alias || '/' AS path, date::text AS lastmod FROM articles`,
  ANALYSES: `SELECT id, '/analizy/' || alias AS path, NULL::text AS lastmod FROM analyses`,
}

/** The day of the last completed import, or today when the database was never seeded. */
async function importDay(ctx: Pick<ApiContext, 'exec' | 'now'>): Promise<string> {
  const [run] = await ctx.exec<{ day: string | null }>(
    `SELECT max(completed_at)::date::text AS day FROM seed_runs`,
  )
  return run?.day ?? ctx.now.toISOString().slice(0, 10)
}

/** One page of a kind's addresses, how many there are, and the latest day any of them changed. */
export async function sitemapAddresses(
  ctx: Pick<ApiContext, 'exec' | 'now'>,
  kind: SitemapKind,
  page: number,
  limit: number,
) {
  const addresses = ADDRESSES[kind]
  const [rows, [summary], imported] = await Promise.all([
    ctx.exec<{ path: string; lastmod: string | null }>(
      `SELECT path, lastmod FROM (${addresses}) a ORDER BY id LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit],
    ),
    ctx.exec<{ total: number; lastmod: string | null }>(
      `SELECT count(*)::int AS total, max(lastmod) AS lastmod FROM (${addresses}) a`,
    ),
    importDay(ctx),
  ])
  return { rows, total: Number(summary?.total ?? 0), lastmod: summary?.lastmod ?? null, imported }
}
