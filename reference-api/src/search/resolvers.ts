// Resolvers of the search domain (schema/sdl/search.graphql): the header box's autocomplete
// (popular terms with their product counts, refinements, products, content, redirects) and the
// popular queries of the empty box.
import { findBestMatches } from '../catalog/bestMatches'
import { countProductsMany, productModels } from '../catalog/productPaging'
import { MIN_QUERY_LENGTH } from '../catalog/productQuery'
import { prepareQuery } from '../catalog/textMatch'
import type { Resolvers } from '../generated/resolvers'
import { limitedText } from '../inputLimits'
import { type CatalogReference, catalogReference, searchable } from '../reference/referenceData'
import { requireRegion } from '../region/regionLookup'
import { limitRequest } from '../security/rateLimits'
import { isLatinText } from './latinQuery'
import { articlesNaming, searchReference } from './searchReference'
import { mostWantedTerms, termsLike } from './searchTerms'

/** Popular terms and refinements shown at most. */
const TERMS_SHOWN = 5
const CONTENTS_SHOWN = 3
const MAX_PRODUCTS = 20
/**
 * The box suggests from the first 100 characters: the trigram match of the popular terms grows
 * with the text, and a 20 000-character query held the server for 25 s.
 */
const MAX_QUERY_LENGTH = 100

/** Each reference's category names as the box compares them, worked out once, not per keystroke. */
const categoryNames = new WeakMap<CatalogReference, string[]>()

function searchableCategoryNames(reference: CatalogReference): string[] {
  let names = categoryNames.get(reference)
  if (!names) {
    names = reference.categories.map((c) => searchable(c.name))
    categoryNames.set(reference, names)
  }
  return names
}

export const searchResolvers: Resolvers = {
  Query: {
    async searchAutocomplete(_parent, { regionID: regionId, query, size }, ctx) {
      await limitRequest(ctx, 'search')
      const region = await requireRegion(ctx, regionId)
      // Over 128 characters is E_36 (input limits); the suggestions read the first 100.
      const typed = limitedText(query, 'searchQuery', 'query')
        .replace(/\s+/g, ' ')
        .slice(0, MAX_QUERY_LENGTH)
        .trim()
      const empty = { sts: [], taps: [], products: [], contents: [], redirectUrl: null }
      if (typed.length < MIN_QUERY_LENGTH) return empty
      // The box shows 1 to MAX_PRODUCTS products; size 0 or less used to reach the SQL as an
      // empty page and fail it.
      const productCount = Math.min(Math.max(size ?? 5, 1), MAX_PRODUCTS)
      const reference = await catalogReference(ctx)
      // A Latin text is read in Russian first ('Nurofen' → 'нурофен'): the terms, contents and
      // redirects are looked up by that reading too. A Russian text is looked up alongside.
      const asTyped = prepareQuery(ctx, { regionId: region.id, text: typed })
      const text = isLatinText(typed) ? ((await asTyped).text ?? typed) : typed
      const lowered = searchable(text)

      // The products found and the forms they come in: one read of the matching products.
      const matches = asTyped.then((prepared) =>
        findBestMatches(ctx, prepared, { page: 1, pageSize: productCount, forms: TERMS_SHOWN }),
      )

      // Terms like the query that find products in the region, each with how many. A batch of
      // terms costs one statement for their text matches and one for their counts (both cached
      // aggregates); the first TERMS_SHOWN usually all find products, so the rest wait.
      const suggestions = termsLike(ctx, text).then(async (terms) => {
        const sts: { st: string; amount: number }[] = []
        for (const batch of [terms.slice(0, TERMS_SHOWN), terms.slice(TERMS_SHOWN)]) {
          if (!batch.length || sts.length === TERMS_SHOWN) break
          const amounts = await countProductsMany(
            ctx,
            batch.map((term) => ({ regionId: region.id, text: term })),
          )
          for (const [i, term] of batch.entries()) {
            const amount = amounts[i] ?? 0
            if (amount > 0 && sts.length < TERMS_SHOWN) sts.push({ st: term, amount })
          }
        }
        return sts
      })

      // Content: categories and articles whose names contain the query; a query that names a
      // category or a brand exactly goes straight there. Both from memory (seeded tables).
      const searchNames = await searchReference(ctx)
      const articleRows = articlesNaming(searchNames, text, CONTENTS_SHOWN)
      const names = searchableCategoryNames(reference)
      const category = reference.categories.find((_, i) => names[i] === lowered)
      const brandAlias = category ? undefined : searchNames.brandAliases.get(lowered)

      const [found, sts] = await Promise.all([matches, suggestions])
      const taps =
        found.forms.length > 1
          ? found.forms
              .filter((row) => !lowered.includes(searchable(row.form)))
              .map((row) => ({ tap: row.form, relatedSearch: `${text} ${row.form.toLowerCase()}` }))
          : []
      const categories = reference.categories
        .filter((_, i) => names[i]?.includes(lowered))
        .slice(0, CONTENTS_SHOWN)
      const contents = [
        ...categories.map((c) => ({ id: `category-${c.id}`, name: c.name, url: c.url })),
        ...articleRows.map((a) => ({
          id: `article-${a.id}`,
          name: a.title,
          url: `/blog/${a.alias}/`,
        })),
      ]
      const redirectUrl = category?.url ?? (brandAlias ? `/brand/${brandAlias}/` : null)

      return {
        sts,
        taps,
        products: await productModels(ctx, found.ids, region.id),
        contents,
        redirectUrl,
      }
    },

    async searchHelp(_parent, _args, ctx) {
      const terms = await mostWantedTerms(ctx)
      return terms.map((term) => ({ url: `/search?what=${encodeURIComponent(term)}`, value: term }))
    },
  },
}
