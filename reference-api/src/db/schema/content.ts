// Editorial content: team people, articles, analyses, callback requests.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { day, money, timestamptz } from './columns'
import type { LinkItem, QuestionItem } from './jsonShapes'

export const teamPersons = pgTable(
  'team_persons',
  {
    id: integer('id').primaryKey(),
    /** 'doctor' | 'author' | 'staff' | 'pharmacist' */
    type: text('type').notNull(),
    code: text('code').notNull(),
    fullName: text('full_name').notNull(),
    /** Given name and patronymic, as a doctor is addressed. */
    name: text('name').notNull(),
    photo: text('photo').notNull(),
    specialization: text('specialization'),
    position: text('position'),
    description: text('description'),
    institutionName: text('institution_name'),
    experienceYears: integer('experience_years'),
    socialLinks: jsonb('social_links').$type<LinkItem[]>().notNull().default([]),
    links: jsonb('links').$type<LinkItem[]>().notNull().default([]),
    scientificArticles: jsonb('scientific_articles').$type<LinkItem[]>().notNull().default([]),
    certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
    questions: jsonb('questions').$type<QuestionItem[]>().notNull().default([]),
    /** Categories this person advises on (category(alias) with its doctors). */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('team_persons_code_idx').on(t.code),
    index('team_persons_type_idx').on(t.type),
  ],
)

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => teamPersons.id),
    reviewerId: integer('reviewer_id').references(() => teamPersons.id),
    title: text('title').notNull(),
    alias: text('alias').notNull(),
    image: text('image').notNull(),
    annotation: text('annotation').notNull(),
    body: text('body').notNull(),
    views: integer('views').notNull().default(0),
    /** Minutes. */
    readTime: integer('read_time').notNull(),
    date: day('date').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('articles_alias_idx').on(t.alias),
    index('articles_author_idx').on(t.authorId),
  ],
)

/** Laboratory tests (/analizy). */
export const analyses = pgTable(
  'analyses',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    description: text('description').notNull(),
    /** How to prepare. */
    prep: text('prep').notNull(),
    biomaterial: text('biomaterial').notNull(),
    durationDays: smallint('duration_days').notNull(),
    group: text('group').notNull(),
  },
  (t) => [uniqueIndex('analyses_alias_idx').on(t.alias)],
)

export const callbackRequests = pgTable('callback_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  phone: text('phone').notNull(),
  name: text('name'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})
