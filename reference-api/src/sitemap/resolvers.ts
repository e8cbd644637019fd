// Resolvers of the sitemaps (schema/sdl/sitemap.graphql): a page of one kind's public addresses,
// an address without its own day dated by the last import (sitemapAddresses.ts reads them).
import type { Resolvers } from '../generated/resolvers'
import { sitemapAddresses } from './sitemapAddresses'

/** The largest page one call returns (the storefront's files hold up to 50,000 addresses). */
export const SITEMAP_PAGE_LIMIT = 5000

export const sitemapResolvers: Resolvers = {
  Query: {
    async sitemap(_parent, { kind, paginator }, ctx) {
      const page = Math.max(1, Math.trunc(paginator?.page ?? 1))
      const limit = Math.min(SITEMAP_PAGE_LIMIT, Math.max(1, Math.trunc(paginator?.limit ?? 1000)))
      const { rows, total, lastmod, imported } = await sitemapAddresses(ctx, kind, page, limit)
      return {
        items: rows.map((row) => ({ path: row.path, lastmod: row.lastmod ?? imported })),
        total,
        lastmod: total === 0 ? null : (lastmod ?? imported),
      }
    },
  },
}
