// The team (SPEC §2 /team, /team/staff/{id}, /team/doctor/{id}, /team/author/{id}): the list of
// every person type, and one person's page with the fields of their type (SPEC §3) — an
// author's posts with paging, links, certificates and tags; a doctor's social links, scientific
// articles and institution; anyone's questions and answers.
import {
  type ArticleSummaryItem,
  CONTENT_PAGE_SIZE,
  type TeamPersonSummary,
  useTeamPerson,
  useTeamPersons,
} from '@apteka/hooks'
import type { TeamPersonType } from '@apteka/sdk'
import { Link, useLocation } from 'react-router'
import { NotFound } from '../shell/NotFound/lazyNotFound'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { Pagination } from '../ui/Pagination/Pagination'
import { ContentFrame, longDate, pageNumberOf, schemaOrg } from './ContentFrame'
import styles from './content.module.css'

export const TEAM_TEXT = {
  title: 'Наши специалисты',
  description:
    'Врачи, медицинские авторы, фармацевты и сотрудники интернет-аптеки: кто пишет статьи, проверяет их и отвечает на вопросы покупателей.',
  sections: {
    Doctor: 'Врачи-эксперты',
    Author: 'Авторы статей',
    Pharmacist: 'Фармацевты',
    Staff: 'Команда',
  },
  kinds: { Doctor: 'Врач', Author: 'Автор', Pharmacist: 'Фармацевт', Staff: 'Сотрудник' },
  posts: 'Статьи автора',
  noPosts: 'Статей пока нет',
  links: 'Ссылки',
  certificates: 'Сертификаты',
  tags: 'Темы',
  social: 'Социальные сети',
  scientific: 'Научные публикации',
  institution: 'Место работы',
  questions: 'Вопросы и ответы',
  views: (n: number) => `${n} просмотров`,
  readTime: (n: number) => `${n} мин чтения`,
} as const

/** The address segment of each person type. */
export const TEAM_SEGMENT: Record<TeamPersonType, string> = {
  Doctor: 'doctor',
  Author: 'author',
  Staff: 'staff',
  Pharmacist: 'pharmacist',
}

/** The type of a '/team/{segment}/{id}' address. */
const TEAM_TYPES: Readonly<Record<string, TeamPersonType>> = {
  doctor: 'Doctor',
  author: 'Author',
  staff: 'Staff',
  pharmacist: 'Pharmacist',
}

export const teamTypeOf = (segment: string): TeamPersonType | null => TEAM_TYPES[segment] ?? null

/** A person's page address ('/team/pharmacist/{id}' beside SPEC §2's three kinds). */
export const teamPersonPath = (person: { type: TeamPersonType; id: string }) =>
  `/team/${TEAM_SEGMENT[person.type]}/${person.id}`

const TEAM_ORDER: readonly TeamPersonType[] = ['Doctor', 'Author', 'Pharmacist', 'Staff']

function PersonCard({ person }: { person: TeamPersonSummary }) {
  return (
    <li itemScope itemType="https://schema.org/Person">
      <Link to={teamPersonPath(person)} className={styles.personCard} itemProp="url">
        {person.photo ? (
          <img
            src={person.photo}
            alt=""
            className={styles.photo}
            width={96}
            height={96}
            loading="lazy"
          />
        ) : null}
        <span className={styles.personCardText}>
          <span className={styles.cardTitle} itemProp="name">
            {person.fullName}
          </span>
          <span className={styles.muted} itemProp="jobTitle">
            {person.specialization ?? person.position ?? TEAM_TEXT.kinds[person.type]}
          </span>
        </span>
      </Link>
    </li>
  )
}

function TeamSection({ type }: { type: TeamPersonType }) {
  const { data } = useTeamPersons({ type })
  if (!data || data.items.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby={`team-${type}`}>
      <h2 id={`team-${type}`} className={styles.sectionTitle}>
        {TEAM_TEXT.sections[type]}
      </h2>
      <ul className={styles.cards}>
        {data.items.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </ul>
    </section>
  )
}

export function TeamScreen() {
  return (
    <ContentFrame
      title={TEAM_TEXT.title}
      description={TEAM_TEXT.description}
      crumbs={[{ title: TEAM_TEXT.title, link: '/team' }]}
      canonical="/team"
      microdata={schemaOrg('AboutPage', {
        name: TEAM_TEXT.title,
        description: TEAM_TEXT.description,
      })}
      wide
    >
      <p className={styles.lead}>{TEAM_TEXT.description}</p>
      {TEAM_ORDER.map((type) => (
        <TeamSection key={type} type={type} />
      ))}
    </ContentFrame>
  )
}

/** An article of a list: title, date, reading time, views and tags. */
export function ArticleCard({ article }: { article: ArticleSummaryItem }) {
  return (
    <li>
      <article className={styles.card}>
        <h3 className={styles.cardTitle}>
          <Link to={article.url}>{article.title}</Link>
        </h3>
        <p className={styles.muted}>
          <time dateTime={article.date}>{longDate(article.date)}</time> ·{' '}
          {TEAM_TEXT.readTime(article.readTime)} · {TEAM_TEXT.views(article.views)}
        </p>
        {article.tags.length ? (
          <ul className={styles.tags} aria-label={TEAM_TEXT.tags}>
            {article.tags.map((tag) => (
              <li key={tag.name} className={styles.tag}>
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  )
}

function LinkList({
  title,
  links,
}: {
  title: string
  links: ReadonlyArray<{ title: string; link: string }>
}) {
  if (links.length === 0) return null
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) =>
          /^https?:/.test(link.link) ? (
            <li key={link.link}>
              <a href={link.link} target="_blank" rel="noopener noreferrer">
                {link.title}
              </a>
            </li>
          ) : (
            <li key={link.link}>
              <Link to={link.link}>{link.title}</Link>
            </li>
          ),
        )}
      </ul>
    </section>
  )
}

export function TeamPersonScreen({ type, id }: { type: TeamPersonType; id: string }) {
  const { pathname, search } = useLocation()
  const page = pageNumberOf(search)
  const { data: person, isLoading } = useTeamPerson({ type, id, page })
  const { publicOrigin } = useStorefrontConfig()
  if (person === null) return <NotFound />
  const kind = TEAM_TEXT.kinds[type]
  const title = person?.fullName ?? kind
  const role = person ? (person.specialization ?? person.position ?? kind) : ''
  const path = person ? teamPersonPath(person) : pathname
  const pageCount = person ? Math.max(1, Math.ceil(person.posts.total / CONTENT_PAGE_SIZE)) : 1
  return (
    <ContentFrame
      title={title}
      description={
        person ? `${person.fullName} — ${role}. ${person.description ?? ''}`.trim() : kind
      }
      crumbs={[
        { title: TEAM_TEXT.title, link: '/team' },
        { title, link: path },
      ]}
      canonical={page > 1 ? `${path}?PAGEN_1=${page}` : path}
      microdata={
        person
          ? schemaOrg('Person', {
              name: person.fullName,
              jobTitle: role,
              description: person.description ?? undefined,
              // Absolute, as schema.org readers want it (issue #30).
              image: person.photo ? new URL(person.photo, `${publicOrigin}/`).href : undefined,
              ...(person.institutionName
                ? { worksFor: { '@type': 'Organization', name: person.institutionName } }
                : {}),
              sameAs: [...person.socialLinks, ...person.links]
                .map((link) => link.link)
                .filter((link) => /^https?:/.test(link)),
            })
          : null
      }
    >
      {isLoading || !person ? (
        <p className={styles.muted}>Загрузка…</p>
      ) : (
        <>
          <div className={styles.person}>
            {person.photo ? (
              <img
                src={person.photo}
                alt={person.fullName}
                className={styles.photoLarge}
                width={160}
                height={160}
              />
            ) : null}
            <div className={styles.personText}>
              <p className={styles.muted}>{role}</p>
              {person.description ? <p>{person.description}</p> : null}
              {person.institutionName ? (
                <p>
                  <span className={styles.muted}>{TEAM_TEXT.institution}: </span>
                  {person.institutionName}
                </p>
              ) : null}
              {person.tags.length ? (
                <ul className={styles.tags} aria-label={TEAM_TEXT.tags}>
                  {person.tags.map((tag) => (
                    <li key={tag.name} className={styles.tag}>
                      {tag.name}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
          <LinkList title={TEAM_TEXT.social} links={person.socialLinks} />
          <LinkList title={TEAM_TEXT.scientific} links={person.scientificArticles} />
          <LinkList title={TEAM_TEXT.links} links={person.links} />
          {person.certificates.length ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{TEAM_TEXT.certificates}</h2>
              <ul className={styles.links}>
                {person.certificates.map((certificate) => (
                  <li key={certificate.id}>
                    {certificate.url.startsWith('/') ? (
                      <a href={certificate.url}>{certificate.title}</a>
                    ) : (
                      `${certificate.title}: ${certificate.url}`
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {type === 'Author' || person.posts.total > 0 ? (
            <section className={styles.section} aria-labelledby="author-posts">
              <h2 id="author-posts" className={styles.sectionTitle}>
                {TEAM_TEXT.posts} ({person.posts.total})
              </h2>
              {person.posts.items.length === 0 ? (
                <p className={styles.muted}>{TEAM_TEXT.noPosts}</p>
              ) : (
                <ul className={styles.cards}>
                  {person.posts.items.map((article) => (
                    <ArticleCard key={article.id} article={article} />
                  ))}
                </ul>
              )}
              <div className={styles.pager}>
                <Pagination page={page} pageCount={pageCount} pathname={pathname} search={search} />
              </div>
            </section>
          ) : null}
          {person.questions.length ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{TEAM_TEXT.questions}</h2>
              <dl className={styles.questions}>
                {person.questions.map((item) => (
                  <div key={item.question}>
                    <dt>{item.question}</dt>
                    <dd>{item.answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </>
      )}
    </ContentFrame>
  )
}
