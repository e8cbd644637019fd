// Resolvers of the content domain (schema/sdl/content.graphql): team persons, articles,
// analyses and the information pages.

import { HOME_CRUMB, metaInformation } from '../base/pageMeta'
import { pageOf } from '../base/paging'
import { catalogLoaders } from '../catalog/loaders'
import type { ApiContext } from '../context'
import type { Analysis, ArticleSummary, Resolvers, TeamPersonType } from '../generated/resolvers'
import { requireRegion } from '../region/regionLookup'
import { transliterate } from '../seed/transliterate'
import {
  type AnalysisRow,
  type ArticleFilter,
  type ArticleRow,
  analysesPage,
  analysisByAlias,
  articleByAlias,
  articlesPage,
  teamPersonOf,
  teamPersonsPage,
} from './contentQueries'
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

const articleSummary = (row: ArticleRow): ArticleSummary => ({
  id: String(row.id),
  title: row.title,
  url: articleUrl(row.alias),
  image: row.image,
  views: row.views,
  readTime: row.readTime,
  date: row.date,
  tags: row.tags.map(tagView),
})

const analysisView = (row: AnalysisRow): Analysis => ({
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

async function articleSummaries(
  ctx: ApiContext,
  filter: ArticleFilter,
  paginator: { page?: number | null; limit?: number | null } | null | undefined,
) {
  const { rows, total } = await articlesPage(
    ctx.db,
    filter,
    pageOf(paginator?.page, paginator?.limit, 20),
  )
  return { items: rows.map(articleSummary), total }
}

export const contentResolvers: Resolvers = {
  Query: {
    async teamPersons(_parent, { type, paginator }, ctx) {
      return teamPersonsPage(
        ctx.db,
        TYPE_TO_DB[type],
        pageOf(paginator?.page, paginator?.limit, 20),
      )
    },

    teamPerson: (_parent, { type, id }, ctx) => teamPersonOf(ctx.db, TYPE_TO_DB[type], id),

    articles: (_parent, { tag, paginator }, ctx) =>
      articleSummaries(ctx, tag ? { tag } : null, paginator),

    article: (_parent, { alias }, ctx) => articleByAlias(ctx.db, alias),

    async analyses(_parent, { regionID: regionId, category, paginator }, ctx) {
      await requireRegion(ctx, regionId)
      const { rows, total } = await analysesPage(
        ctx.db,
        category ?? null,
        pageOf(paginator?.page, paginator?.limit, 20),
      )
      return { items: rows.map(analysisView), total }
    },

    async analysis(_parent, { alias, regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId)
      const row = await analysisByAlias(ctx.db, alias)
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
      articleSummaries(ctx, { authorId: person.id }, paginator),
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
