// Resolvers of the content domain (schema/sdl/content.graphql): team persons, articles,
// analyses and the information pages.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { catalogLoaders } from '../catalog/loaders'
import { HOME_CRUMB, metaInformation } from '../catalog/meta'
import { pageOf } from '../catalog/productPaging'
import { requireRegion } from '../catalog/referenceData'
import type { ApiContext } from '../context'
import * as t from '../db'
import type { Analysis, ArticleSummary, Resolvers, TeamPersonType } from '../generated/resolvers'
import { transliterate } from '../seed/transliterate'
import { informationPage } from './pages'

const TYPE_TO_DB: Record<TeamPersonType, string> = {
  Doctor: 'doctor',
  Author: 'author',
  Staff: 'staff',
  Pharmacist: 'pharmacist',
}
const DB_TO_TYPE: Record<string, TeamPersonType> = {
  doctor: 'Doctor',
  author: 'Author',
  staff: 'Staff',
  pharmacist: 'Pharmacist',
}

/** Articles live under the blog base path. */
export const articleUrl = (alias: string) => `/blog/${alias}/`
const tagView = (name: string) => ({ name, url: `/blog/tag/${transliterate(name)}/` })

const articleSummary = (row: typeof t.articles.$inferSelect): ArticleSummary => ({
  id: String(row.id),
  title: row.title,
  url: articleUrl(row.alias),
  image: row.image,
  views: row.views,
  readTime: row.readTime,
  date: row.date,
  tags: row.tags.map(tagView),
})

const analysisView = (row: typeof t.analyses.$inferSelect): Analysis => ({
  id: String(row.id),
  alias: row.alias,
  name: row.name,
  price: row.price,
  url: `/analizy/${row.alias}`,
  description: row.description,
  preparation: row.prep,
  durationDays: row.durationDays,
  category: row.group,
})

async function articlesWhere(
  ctx: ApiContext,
  where: ReturnType<typeof and>,
  paginator: { page?: number | null; limit?: number | null } | null | undefined,
) {
  const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
  const rows = await ctx.db
    .select()
    .from(t.articles)
    .where(where)
    .orderBy(desc(t.articles.date), desc(t.articles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await ctx.db.select({ n: count() }).from(t.articles).where(where)
  return { items: rows.map(articleSummary), total: Number(total?.n ?? 0) }
}

export const contentResolvers: Resolvers = {
  Query: {
    async teamPersons(_parent, { type, paginator }, ctx) {
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
      const where = eq(t.teamPersons.type, TYPE_TO_DB[type])
      const items = await ctx.db
        .select()
        .from(t.teamPersons)
        .where(where)
        .orderBy(asc(t.teamPersons.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [total] = await ctx.db.select({ n: count() }).from(t.teamPersons).where(where)
      return { items, total: Number(total?.n ?? 0) }
    },

    async teamPerson(_parent, { type, id }, ctx) {
      const numeric = Number(id)
      const [row] = await ctx.db
        .select()
        .from(t.teamPersons)
        .where(
          and(
            eq(t.teamPersons.type, TYPE_TO_DB[type]),
            Number.isInteger(numeric) ? eq(t.teamPersons.id, numeric) : eq(t.teamPersons.code, id),
          ),
        )
      return row ?? null
    },

    articles: (_parent, { tag, paginator }, ctx) =>
      articlesWhere(ctx, tag ? and(sql`${tag} = ANY(${t.articles.tags})`) : undefined, paginator),

    async article(_parent, { alias }, ctx) {
      const [row] = await ctx.db.select().from(t.articles).where(eq(t.articles.alias, alias))
      return row ?? null
    },

    async analyses(_parent, { regionID: regionId, category, paginator }, ctx) {
      await requireRegion(ctx, regionId)
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
      const where = category ? eq(t.analyses.group, category) : undefined
      const rows = await ctx.db
        .select()
        .from(t.analyses)
        .where(where)
        .orderBy(asc(t.analyses.group), asc(t.analyses.name))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [total] = await ctx.db.select({ n: count() }).from(t.analyses).where(where)
      return { items: rows.map(analysisView), total: Number(total?.n ?? 0) }
    },

    async analysis(_parent, { alias, regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId)
      const [row] = await ctx.db.select().from(t.analyses).where(eq(t.analyses.alias, alias))
      return row ? analysisView(row) : null
    },

    contentPage(_parent, { path }, ctx) {
      const found = informationPage(path)
      if (!found) return null
      return {
        path: found.path,
        title: found.title,
        body: found.body,
        metaInformation: metaInformation({
          title: found.title,
          description: found.description,
          breadcrumbs: [HOME_CRUMB, { title: found.title, link: found.path }],
          canonical: found.path,
          origin: ctx.config.publicUrl,
        }),
      }
    },
  },

  TeamPerson: {
    id: (person) => String(person.id),
    type: (person) => DB_TO_TYPE[person.type] ?? 'Staff',
    name: (person) => (person.type === 'doctor' ? person.name : null),
    posts: (person, { paginator }, ctx) =>
      articlesWhere(ctx, and(eq(t.articles.authorId, person.id)), paginator),
    certificates: (person) =>
      person.certificates.map((url, index) => ({
        id: `${person.id}-${index + 1}`,
        title: `Сертификат ${index + 1}`,
        url,
        dateEnd: null,
      })),
    tags: async (person, _args, ctx) =>
      (await catalogLoaders(ctx).authorTags.load(person.id)).map(tagView),
  },

  Article: {
    id: (article) => String(article.id),
    url: (article) => articleUrl(article.alias),
    tags: (article) => article.tags.map(tagView),
    author: (article, _args, ctx) => ctx.loaders.teamPerson.load(article.authorId),
    reviewer: (article, _args, ctx) =>
      article.reviewerId === null ? null : ctx.loaders.teamPerson.load(article.reviewerId),
    async metaInformation(article, _args, ctx) {
      const author = await ctx.loaders.teamPerson.load(article.authorId)
      const url = articleUrl(article.alias)
      return metaInformation({
        title: article.title,
        description: article.annotation,
        breadcrumbs: [
          HOME_CRUMB,
          { title: 'Статьи', link: '/blog/' },
          { title: article.title, link: url },
        ],
        canonical: url,
        origin: ctx.config.publicUrl,
        ogType: 'article',
        image: article.image,
        jsonLd: [
          {
            '@type': 'Article',
            headline: article.title,
            datePublished: article.date,
            image: article.image,
            ...(author ? { author: { '@type': 'Person', name: author.fullName } } : {}),
          },
        ],
      })
    },
  },
}
