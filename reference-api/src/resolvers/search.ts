// Resolvers of the search domain (schema/sdl/search.graphql): the header box's autocomplete
// (popular terms with their product counts, refinements, products, content, redirects) and the
// popular queries of the empty box.
import { asc, desc } from 'drizzle-orm'
import {
  buildConditions,
  countProducts,
  findProductPage,
  fromWhere,
  MIN_QUERY_LENGTH,
  prepareQuery,
  productModels,
  SqlParameters,
} from '../catalog/product-search'
import { catalogReference, requireRegion, searchable } from '../catalog/reference-data'
import * as t from '../db'
import type { Resolvers } from '../generated/resolvers'

/** Popular terms and refinements shown at most. */
const TERMS_SHOWN = 5
const CONTENTS_SHOWN = 3
const MAX_PRODUCTS = 20

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export const searchResolvers: Resolvers = {
  Query: {
    async searchAutocomplete(_parent, { regionID, query, size }, ctx) {
      const region = await requireRegion(ctx, regionID)
      const text = query.trim().replace(/\s+/g, ' ')
      const empty = { sts: [], taps: [], products: [], contents: [], redirectUrl: null }
      if (text.length < MIN_QUERY_LENGTH) return empty
      const productCount = Math.min(Math.max(size ?? 5, 0), MAX_PRODUCTS)
      const reference = await catalogReference(ctx)

      const found = productCount
        ? await findProductPage(
            ctx,
            { regionId: region.id, text },
            { page: 1, pageSize: productCount },
          )
        : { ids: [], total: 0 }

      // Terms like the query, each with how many products it finds in the region.
      const terms = await ctx.exec<{ term: string }>(
        `SELECT term FROM search_terms
         WHERE term ILIKE $2 OR term % $1 OR word_similarity($1, term) > 0.5
         ORDER BY (term ILIKE $2) DESC, similarity(term, $1) DESC, weight DESC, term
         LIMIT ${TERMS_SHOWN * 2}`,
        [text, `${likePattern(text)}%`],
      )
      const sts = []
      for (const { term } of terms) {
        const amount = await countProducts(ctx, { regionId: region.id, text: term })
        if (amount > 0) sts.push({ st: term, amount })
        if (sts.length === TERMS_SHOWN) break
      }

      // Refinements: the forms the found products come in.
      const tapParams = new SqlParameters()
      const built = buildConditions(
        await prepareQuery(ctx, { regionId: region.id, text }),
        tapParams,
      )
      const forms = await ctx.exec<{ form: string; n: number | string }>(
        `SELECT p.form, count(*)::int AS n ${fromWhere(built)}
         GROUP BY p.form ORDER BY n DESC, p.form LIMIT ${TERMS_SHOWN}`,
        tapParams.values,
      )
      const lowered = searchable(text)
      const taps =
        forms.length > 1
          ? forms
              .filter((row) => !lowered.includes(searchable(row.form)))
              .map((row) => ({ tap: row.form, relatedSearch: `${text} ${row.form.toLowerCase()}` }))
          : []

      // Content: categories and articles whose names contain the query.
      const categories = reference.categories
        .filter((category) => searchable(category.name).includes(lowered))
        .slice(0, CONTENTS_SHOWN)
      const articles = await ctx.exec<{ id: number; title: string; alias: string }>(
        `SELECT id, title, alias FROM articles WHERE title ILIKE $1 ORDER BY views DESC, id LIMIT $2`,
        [`%${likePattern(text)}%`, CONTENTS_SHOWN],
      )
      const contents = [
        ...categories.map((c) => ({ id: `category-${c.id}`, name: c.name, url: c.url })),
        ...articles.map((a) => ({
          id: `article-${a.id}`,
          name: a.title,
          url: `/blog/${a.alias}/`,
        })),
      ]

      // A query that names a category or a brand exactly goes straight there.
      const category = reference.categories.find((c) => searchable(c.name) === lowered)
      let redirectUrl: string | null = category?.url ?? null
      if (!redirectUrl) {
        const [brand] = await ctx.exec<{ alias: string }>(
          `SELECT alias FROM brands WHERE replace(lower(name), 'ё', 'е') = $1 LIMIT 1`,
          [lowered],
        )
        if (brand) redirectUrl = `/brand/${brand.alias}/`
      }

      return {
        sts,
        taps,
        products: await productModels(ctx, found.ids, region.id),
        contents,
        redirectUrl,
      }
    },

    async searchHelp(_parent, _args, ctx) {
      const rows = await ctx.db
        .select({ term: t.searchTerms.term })
        .from(t.searchTerms)
        .orderBy(desc(t.searchTerms.weight), asc(t.searchTerms.term))
        .limit(10)
      return rows.map((row) => ({
        url: `/search?what=${encodeURIComponent(row.term)}`,
        value: row.term,
      }))
    },
  },
}
