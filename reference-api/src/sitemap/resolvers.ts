// Resolvers of the sitemaps (schema/sdl/sitemap.graphql): the shop's public addresses of one kind,
// a page at a time in a stable order, each with the day it last changed. The catalogue (products,
// categories, brands), the pharmacies and the analyses change with an import, so their day is the
// last completed seed run's; an article's is its own date.
import type { ApiContext } from '../context'
import type { Resolvers, SitemapKind } from '../generated/resolvers'

/** The largest page one call returns (the storefront's files hold up to 50,000 addresses). */
export const SITEMAP_PAGE_LIMIT = 5000

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
async function importDay(ctx: ApiContext): Promise<string> {
  const [run] = await ctx.exec<{ day: string | null }>(
    `SELECT max(completed_at)::date::text AS day FROM seed_runs`,
  )
  return run?.day ?? ctx.now.toISOString().slice(0, 10)
}

export const sitemapResolvers: Resolvers = {
  Query: {
    async sitemap(_parent, { kind, paginator }, ctx) {
      const page = Math.max(1, Math.trunc(paginator?.page ?? 1))
      const limit = Math.min(SITEMAP_PAGE_LIMIT, Math.max(1, Math.trunc(paginator?.limit ?? 1000)))
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
      const total = Number(summary?.total ?? 0)
      return {
        items: rows.map((row) => ({ path: row.path, lastmod: row.lastmod ?? imported })),
        total,
        lastmod: total === 0 ? null : (summary?.lastmod ?? imported),
      }
    },
  },
}
