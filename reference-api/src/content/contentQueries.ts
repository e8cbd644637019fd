// The content's SQL: team persons, articles (all, by tag or by author) and analyses, a page at a
// time with their count, and one of each by its id or alias.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import * as t from '../db'

export type ArticleRow = typeof t.articles.$inferSelect
export type AnalysisRow = typeof t.analyses.$inferSelect

interface Page {
  readonly page: number
  readonly pageSize: number
}

/** Which articles a list shows: all, those with a tag, or those of an author. */
export type ArticleFilter = { tag: string } | { authorId: number } | null

const articleCondition = (filter: ArticleFilter): SQL | undefined =>
  filter === null
    ? undefined
    : 'tag' in filter
      ? and(sql`${filter.tag} = ANY(${t.articles.tags})`)
      : and(eq(t.articles.authorId, filter.authorId))

/** A page of articles, newest first, and how many there are. */
export async function articlesPage(db: DatabaseOrTransaction, filter: ArticleFilter, page: Page) {
  const where = articleCondition(filter)
  const rows = await db
    .select()
    .from(t.articles)
    .where(where)
    .orderBy(desc(t.articles.date), desc(t.articles.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
  const [total] = await db.select({ n: count() }).from(t.articles).where(where)
  return { rows, total: Number(total?.n ?? 0) }
}

export async function articleByAlias(db: DatabaseOrTransaction, alias: string) {
  const [row] = await db.select().from(t.articles).where(eq(t.articles.alias, alias))
  return row ?? null
}

/** A page of the team persons of one type (the database's spelling), and how many there are. */
export async function teamPersonsPage(db: DatabaseOrTransaction, type: string, page: Page) {
  const where = eq(t.teamPersons.type, type)
  const items = await db
    .select()
    .from(t.teamPersons)
    .where(where)
    .orderBy(asc(t.teamPersons.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
  const [total] = await db.select({ n: count() }).from(t.teamPersons).where(where)
  return { items, total: Number(total?.n ?? 0) }
}

/** A team person of that type by the numeric id or, failing that, by the code. */
export async function teamPersonOf(db: DatabaseOrTransaction, type: string, id: string) {
  const numeric = Number(id)
  const [row] = await db
    .select()
    .from(t.teamPersons)
    .where(
      and(
        eq(t.teamPersons.type, type),
        Number.isInteger(numeric) ? eq(t.teamPersons.id, numeric) : eq(t.teamPersons.code, id),
      ),
    )
  return row ?? null
}

/** A page of analyses (of one group when given), by group and name, and how many there are. */
export async function analysesPage(db: DatabaseOrTransaction, group: string | null, page: Page) {
  const where = group ? eq(t.analyses.group, group) : undefined
  const rows = await db
    .select()
    .from(t.analyses)
    .where(where)
    .orderBy(asc(t.analyses.group), asc(t.analyses.name))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
  const [total] = await db.select({ n: count() }).from(t.analyses).where(where)
  return { rows, total: Number(total?.n ?? 0) }
}

export async function analysisByAlias(db: DatabaseOrTransaction, alias: string) {
  const [row] = await db.select().from(t.analyses).where(eq(t.analyses.alias, alias))
  return row ?? null
}
