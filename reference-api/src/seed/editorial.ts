// Team persons (doctors, authors, staff, pharmacists), articles and laboratory tests.
import { plural } from '@apteka/sdk/rules'
import type { analyses, articles, teamPersons } from '../db/schema'
import {
  analysisData,
  analysisPreparation,
  articleParagraphs,
  articleTopics,
  authorDescriptions,
  doctorSpecializations,
  femaleNames,
  institutions,
  maleNames,
  patronymics,
  personQuestions,
  pharmacistPositions,
  specializationCategories,
  staffPositions,
  surnames,
} from './data/content'
import { addDays } from './dates'
import type { Random } from './random'
import { transliterate } from './transliterate'

/** Years in words by the sdk's plural rule: '3 года', '22 года', '11 лет'. */
const YEARS = ['год', 'года', 'лет'] as const
const yearsText = (n: number) => `${n} ${plural(n, YEARS)}`

export type TeamPersonRow = typeof teamPersons.$inferInsert
export type ArticleRow = typeof articles.$inferInsert
export type AnalysisRow = typeof analyses.$inferInsert

export interface EditorialTables {
  teamPersons: TeamPersonRow[]
  articles: ArticleRow[]
  analyses: AnalysisRow[]
}

const scientificTopics = [
  'Современные подходы к лечению ОРВИ у взрослых',
  'Рациональная фармакотерапия артериальной гипертензии',
  'Профилактика дефицита витамина D',
  'Безопасность безрецептурных анальгетиков',
  'Антибиотикорезистентность в амбулаторной практике',
]

export function buildEditorial(
  random: Random,
  today: string,
  categoryIdsOf: (name: string) => number[],
): EditorialTables {
  const persons: TeamPersonRow[] = []
  const year = Number(today.slice(0, 4))
  const usedNames = new Set<string>()
  const usedCodes = new Set<string>()
  const person = (type: string) => {
    for (;;) {
      const female = random.chance(0.6)
      const first = random.pick(female ? femaleNames : maleNames)
      const [pm, pf] = random.pick(patronymics)
      const surname = random.pick(surnames) + (female ? 'а' : '')
      const patronymic = female ? pf : pm
      const fullName = `${surname} ${first} ${patronymic}`
      const code = transliterate(`${surname} ${first}`)
      if (usedNames.has(fullName) || usedCodes.has(code)) continue
      usedNames.add(fullName)
      usedCodes.add(code)
      const id = persons.length + 1
      return {
        id,
        type,
        code,
        fullName,
        name: `${first} ${patronymic}`,
        photo: `/images/team/${code}.svg`,
      }
    }
  }

  for (const specialization of doctorSpecializations) {
    const base = person('doctor')
    const years = random.int(6, 30)
    persons.push({
      ...base,
      specialization,
      position: `Врач-${specialization.toLowerCase()}`,
      description: `${specialization}, стаж ${years} ${plural(years, YEARS)}. Консультирует по вопросам подбора лекарственной терапии и профилактики.`,
      institutionName: random.pick(institutions),
      experienceYears: years,
      // A reserved domain: seed people must not link to real profiles.
      socialLinks: [{ title: 'ВКонтакте', link: `https://vk.example/${base.code}` }],
      links: [],
      scientificArticles: random.sample(scientificTopics, 2).map((title) => ({
        title,
        link: `https://cyberleninka.ru/search?q=${encodeURIComponent(title)}`,
      })),
      certificates: [`Сертификат специалиста «${specialization}», ${year - random.int(1, 4)}`],
      questions: random.sample(personQuestions, 2),
      categoryIds: (specializationCategories[specialization] ?? [])
        .flatMap(categoryIdsOf)
        .slice(0, 1),
    })
  }
  for (let i = 0; i < 8; i++) {
    const base = person('author')
    persons.push({
      ...base,
      specialization: null,
      position: 'Автор',
      description: random.pick(authorDescriptions),
      institutionName: null,
      experienceYears: random.int(2, 15),
      socialLinks: [],
      links: [{ title: 'Все статьи автора', link: `/team/author/${base.id}/` }],
      scientificArticles: [],
      certificates: [],
      questions: [],
      categoryIds: [],
    })
  }
  for (const position of staffPositions) {
    const base = person('staff')
    persons.push({
      ...base,
      specialization: null,
      position,
      description: `${position}. В команде ${yearsText(random.int(2, 12))}.`,
      institutionName: null,
      experienceYears: random.int(3, 20),
      socialLinks: [],
      links: [],
      scientificArticles: [],
      certificates: [],
      questions: [],
      categoryIds: [],
    })
  }
  for (let i = 0; i < 6; i++) {
    const base = person('pharmacist')
    const position = pharmacistPositions[i % pharmacistPositions.length] ?? 'Провизор'
    persons.push({
      ...base,
      specialization: 'Фармация',
      position,
      description: `${position}, помогает подобрать безрецептурные препараты и аналоги.`,
      institutionName: null,
      experienceYears: random.int(2, 25),
      socialLinks: [],
      links: [],
      scientificArticles: [],
      certificates: [`Сертификат специалиста «Фармация», ${year - random.int(1, 4)}`],
      questions: random.sample(personQuestions, 1),
      categoryIds: [],
    })
  }

  const authors = persons.filter((p) => p.type === 'author')
  const doctors = persons.filter((p) => p.type === 'doctor')
  const articleRows: ArticleRow[] = articleTopics.map(([title, tags, lead], index) => {
    const alias = transliterate(title)
    const paragraphs = random.sample(articleParagraphs, 3)
    return {
      id: index + 1,
      authorId: authors[index % authors.length]?.id ?? 1,
      reviewerId: random.pick(doctors).id ?? null,
      title,
      alias,
      image: `/images/articles/${alias}.svg`,
      annotation: lead,
      body: [lead, ...paragraphs].join('\n\n'),
      views: random.int(200, 25_000),
      readTime: random.int(3, 9),
      date: addDays(today, -random.int(1, 720)),
      tags,
    }
  })

  const analysisRows: AnalysisRow[] = analysisData.map(
    ([name, group, biomaterial, days, price, description], index) => ({
      id: index + 1,
      alias: transliterate(name),
      name,
      price,
      description,
      prep: analysisPreparation[biomaterial] ?? analysisPreparation['Венозная кровь'] ?? '',
      biomaterial,
      durationDays: days,
      group,
    }),
  )

  return { teamPersons: persons, articles: articleRows, analyses: analysisRows }
}
