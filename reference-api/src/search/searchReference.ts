// The small seeded tables the search box reads on every keystroke — brand names (a query naming a
// brand goes to its page) and article titles (content suggestions) — kept in memory per database
// like the other catalogue aggregates, so a keystroke reads them without a statement.
import { cachedAggregate } from '../catalog/aggregateCache'
import type { TextContext } from '../catalog/textMatch'

export interface SearchReference {
  /** Brand aliases by lower-case name with ё as е (the first brand by id for a shared name). */
  brandAliases: ReadonlyMap<string, string>
  /** Articles, most viewed first (then by id), with lower-case titles to match. */
  articles: readonly { id: number; title: string; alias: string; lowered: string }[]
}

const lowerName = (name: string) => name.toLowerCase().replace(/ё/g, 'е')

export function searchReference(ctx: TextContext): Promise<SearchReference> {
  return cachedAggregate(ctx, 'search-reference', async () => {
    const [brands, articles] = await Promise.all([
      ctx.exec<{ alias: string; name: string }>('SELECT alias, name FROM brands ORDER BY id'),
      ctx.exec<{ id: number; title: string; alias: string }>(
        'SELECT id, title, alias FROM articles ORDER BY views DESC, id',
      ),
    ])
    const brandAliases = new Map<string, string>()
    for (const brand of brands) {
      const name = lowerName(brand.name)
      if (!brandAliases.has(name)) brandAliases.set(name, brand.alias)
    }
    return {
      brandAliases,
      articles: articles.map((a) => ({ ...a, id: Number(a.id), lowered: a.title.toLowerCase() })),
    }
  })
}

/** The articles whose titles contain the text (any case), most viewed first. */
export function articlesNaming(reference: SearchReference, text: string, limit: number) {
  const lowered = text.toLowerCase()
  return reference.articles.filter((article) => article.lowered.includes(lowered)).slice(0, limit)
}
