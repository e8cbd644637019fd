// Articles under the blog base path (SPEC §2; the base path is not shown in titles): the list
// paged with ?PAGEN_1=n, and one article with its author and reviewer, reading time, views,
// tags, related products (found by the article's first tag) and schema.org Article microdata.
import {
  type ArticleDetails,
  CONTENT_PAGE_SIZE,
  useArticle,
  useArticles,
  useProducts,
} from '@apteka/hooks'
import { Link, useLocation } from 'react-router'
import { NotFound } from '../shell/NotFound/NotFound'
import { Pagination } from '../ui/Pagination/Pagination'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import { ContentFrame, HtmlBody, longDate, pageNumberOf, schemaOrg } from './ContentFrame'
import styles from './content.module.css'
import { ArticleCard, TEAM_TEXT, teamPersonPath } from './TeamScreens'

/** The blog base path of article addresses (Article.url is '/blog/{alias}/'). */
export const BLOG_PATH = '/blog'

export const BLOG_TEXT = {
  title: 'Статьи о здоровье',
  description:
    'Статьи о лекарствах, профилактике и здоровом образе жизни от медицинских авторов, проверенные врачами.',
  author: 'Автор',
  reviewer: 'Эксперт',
  related: 'Товары по теме',
  empty: 'Статей пока нет',
  disclaimer: 'Материал носит справочный характер и не заменяет консультацию врача.',
} as const

export function ArticlesScreen() {
  const { pathname, search } = useLocation()
  const page = pageNumberOf(search)
  const { data } = useArticles({ page })
  const pageCount = data ? Math.max(1, Math.ceil(data.total / CONTENT_PAGE_SIZE)) : 1
  return (
    <ContentFrame
      title={BLOG_TEXT.title}
      description={BLOG_TEXT.description}
      crumbs={[{ title: BLOG_TEXT.title, link: BLOG_PATH }]}
      canonical={page > 1 ? `${BLOG_PATH}?PAGEN_1=${page}` : BLOG_PATH}
      microdata={schemaOrg('Blog', {
        name: BLOG_TEXT.title,
        blogPost: (data?.items ?? []).map((article) => ({
          '@type': 'BlogPosting',
          headline: article.title,
          url: article.url,
          datePublished: article.date,
        })),
      })}
      wide
    >
      <p className={styles.lead}>{BLOG_TEXT.description}</p>
      {data?.items.length === 0 ? <p className={styles.muted}>{BLOG_TEXT.empty}</p> : null}
      <ul className={styles.cards}>
        {(data?.items ?? []).map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
      <div className={styles.pager}>
        <Pagination page={page} pageCount={pageCount} pathname={pathname} search={search} />
      </div>
    </ContentFrame>
  )
}

function Byline({ article }: { article: ArticleDetails }) {
  return (
    <dl className={styles.facts}>
      {article.author ? (
        <div itemProp="author" itemScope itemType="https://schema.org/Person">
          <dt>{BLOG_TEXT.author}:</dt>
          <dd>
            <Link to={teamPersonPath(article.author)} itemProp="url">
              <span itemProp="name">{article.author.fullName}</span>
            </Link>
          </dd>
        </div>
      ) : null}
      {article.reviewer ? (
        <div>
          <dt>{BLOG_TEXT.reviewer}:</dt>
          <dd>
            <Link to={teamPersonPath(article.reviewer)}>{article.reviewer.fullName}</Link>
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="visually-hidden">Дата</dt>
        <dd>
          <time dateTime={article.date} itemProp="datePublished">
            {longDate(article.date)}
          </time>
        </dd>
      </div>
      <div>
        <dt className="visually-hidden">Время чтения</dt>
        <dd>{TEAM_TEXT.readTime(article.readTime)}</dd>
      </div>
      <div>
        <dt className="visually-hidden">Просмотры</dt>
        <dd>{TEAM_TEXT.views(article.views)}</dd>
      </div>
    </dl>
  )
}

/**
 * The search of an article's related products: four products found by its first tag (the
 * server prefetches it with the region; useProducts adds the current region itself).
 */
export const relatedProductsSearch = (topic: string, regionID: string) => ({
  query: topic,
  pageCount: 4,
  regionID,
})

function RelatedProducts({ topic }: { topic: string }) {
  const { products, isLoading } = useProducts({ query: topic, pageCount: 4 })
  const actions = useProductActions(products)
  if (!isLoading && products.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="article-related">
      <h2 id="article-related" className={styles.sectionTitle}>
        {BLOG_TEXT.related}
      </h2>
      <ProductGrid
        products={products}
        loadingCount={isLoading ? 4 : 0}
        columns={4}
        label={BLOG_TEXT.related}
        headingLevel={3}
        {...actions}
      />
    </section>
  )
}

export function ArticleScreen({ alias }: { alias: string }) {
  const { data: article } = useArticle(alias)
  if (article === null) return <NotFound />
  const title = article?.title ?? BLOG_TEXT.title
  return (
    <ContentFrame
      title={title}
      description={BLOG_TEXT.description}
      meta={article?.metaInformation ?? null}
      crumbs={[
        { title: BLOG_TEXT.title, link: BLOG_PATH },
        { title, link: article?.url ?? '' },
      ]}
    >
      {article ? (
        <article itemScope itemType="https://schema.org/Article">
          <meta itemProp="headline" content={article.title} />
          <Byline article={article} />
          {article.image ? (
            <img
              src={article.image}
              alt=""
              className={styles.cover}
              width={960}
              height={400}
              itemProp="image"
            />
          ) : null}
          <div itemProp="articleBody">
            <HtmlBody html={article.body} />
          </div>
          {article.tags.length ? (
            <ul className={styles.tags} aria-label={TEAM_TEXT.tags}>
              {article.tags.map((tag) => (
                <li key={tag.name} className={styles.tag} itemProp="keywords">
                  {tag.name}
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.muted}>{BLOG_TEXT.disclaimer}</p>
        </article>
      ) : null}
      {article?.tags[0] ? <RelatedProducts topic={article.tags[0].name} /> : null}
    </ContentFrame>
  )
}
