// The medical indexes of SPEC §2: analyses (/analizy, /analizy/{alias}) with prices of the
// region, diseases (/diseases, /diseases/{code} with the disease's products and its ICD-10
// code) and the drug index (/drugs, /drugs/{x}/letter-{l} Cyrillic, /drugs/{x}/eng-{l} Latin,
// and /drugs/{alias} — the products of one active substance).
import { useAnalyses, useAnalysis, useDisease, useDiseases, useDrugsByLetter } from '@apteka/hooks'
import type { Alphabet } from '@apteka/sdk'
import { Link } from 'react-router'
import { NotFound } from '../shell/NotFound/lazyNotFound'
import { formatMoney } from '../shop'
import { ContentFrame, schemaOrg } from './ContentFrame'
import styles from './content.module.css'
import { ProductsOfPage } from './ProductsOfPage'

export const INDEX_TEXT = {
  analyses: 'Анализы',
  analysesDescription:
    'Лабораторные анализы со сдачей в медицинском центре-партнёре: цены вашего региона, сроки и подготовка.',
  price: 'Стоимость',
  duration: 'Срок выполнения',
  days: (n: number) => `${n} ${n === 1 ? 'день' : n < 5 ? 'дня' : 'дней'}`,
  preparation: 'Подготовка',
  documents: 'Документы медицинского центра',
  diseases: 'Болезни',
  diseasesDescription:
    'Справочник заболеваний с кодами МКБ-10 и лекарствами, которые применяют при них.',
  icd10: 'Код МКБ-10',
  drugs: 'Лекарства от А до Я',
  drugsDescription:
    'Указатель действующих веществ (МНН) по алфавиту: выберите букву, чтобы увидеть препараты и торговые названия.',
  russian: 'Русский алфавит',
  latin: 'Латинский алфавит',
  letterTitle: (letter: string) => `Лекарства на букву ${letter}`,
  tradeNames: 'Торговые названия',
  noDrugs: 'На эту букву препаратов нет',
} as const

/** The drug index address of a letter: '/drugs/all/letter-А' or '/drugs/all/eng-A'. */
export const drugLetterPath = (letter: string, alphabet: Alphabet) =>
  `/drugs/all/${alphabet === 'ru' ? 'letter' : 'eng'}-${encodeURIComponent(letter)}`

/** Reads '/drugs/{x}/letter-{l}' and '/drugs/{x}/eng-{l}' segments. */
export function drugIndexOf(segment: string): { letter: string; alphabet: Alphabet } | null {
  const found = /^(letter|eng)-(.+)$/.exec(segment)
  if (!found?.[2]) return null
  const letter = found[2].charAt(0).toUpperCase()
  const alphabet: Alphabet = found[1] === 'letter' ? 'ru' : 'en'
  const pattern = alphabet === 'ru' ? /^[А-ЯЁ]$/ : /^[A-Z]$/
  return pattern.test(letter) && found[2].length === 1 ? { letter, alphabet } : null
}

export function AnalysesScreen() {
  const { data } = useAnalyses()
  const groups = new Map<string, NonNullable<typeof data>['items']>()
  for (const item of data?.items ?? []) {
    groups.set(item.category, [...(groups.get(item.category) ?? []), item])
  }
  return (
    <ContentFrame
      title={INDEX_TEXT.analyses}
      description={INDEX_TEXT.analysesDescription}
      crumbs={[{ title: INDEX_TEXT.analyses, link: '/analizy' }]}
      canonical="/analizy"
      microdata={schemaOrg('ItemList', {
        name: INDEX_TEXT.analyses,
        itemListElement: (data?.items ?? []).map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.name,
          url: item.url,
        })),
      })}
      wide
    >
      <p className={styles.lead}>{INDEX_TEXT.analysesDescription}</p>
      {[...groups].map(([category, items]) => (
        <section key={category} className={styles.section}>
          <h2 className={styles.sectionTitle}>{category}</h2>
          <ul className={styles.cards}>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={item.url} className={styles.card}>
                  <span className={styles.cardTitle}>{item.name}</span>
                  <span className={styles.muted}>{INDEX_TEXT.days(item.durationDays)}</span>
                  <span className={styles.price}>{formatMoney(item.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className={styles.section}>
        <Link to="/clinic-documents">{INDEX_TEXT.documents}</Link>
      </p>
    </ContentFrame>
  )
}

export function AnalysisScreen({ alias }: { alias: string }) {
  const { data: analysis } = useAnalysis(alias)
  if (analysis === null) return <NotFound />
  const title = analysis?.name ?? INDEX_TEXT.analyses
  return (
    <ContentFrame
      title={title}
      description={analysis?.description.slice(0, 160) ?? INDEX_TEXT.analysesDescription}
      crumbs={[
        { title: INDEX_TEXT.analyses, link: '/analizy' },
        { title, link: `/analizy/${alias}` },
      ]}
      canonical={`/analizy/${alias}`}
      microdata={
        analysis
          ? schemaOrg('MedicalTest', {
              name: analysis.name,
              description: analysis.description,
              offers: { '@type': 'Offer', price: analysis.price, priceCurrency: 'RUB' },
            })
          : null
      }
    >
      {analysis ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{INDEX_TEXT.price}:</dt>
              <dd className={styles.price}>{formatMoney(analysis.price)}</dd>
            </div>
            <div>
              <dt>{INDEX_TEXT.duration}:</dt>
              <dd>{INDEX_TEXT.days(analysis.durationDays)}</dd>
            </div>
          </dl>
          <p className={styles.prose}>{analysis.description}</p>
          {analysis.preparation ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{INDEX_TEXT.preparation}</h2>
              <p className={styles.prose}>{analysis.preparation}</p>
            </section>
          ) : null}
          <p className={styles.section}>
            <Link to="/clinic-documents">{INDEX_TEXT.documents}</Link>
          </p>
        </>
      ) : null}
    </ContentFrame>
  )
}

export function DiseasesScreen() {
  const { data } = useDiseases()
  const byLetter = new Map<string, NonNullable<typeof data>['items']>()
  for (const item of data?.items ?? []) {
    byLetter.set(item.letter, [...(byLetter.get(item.letter) ?? []), item])
  }
  return (
    <ContentFrame
      title={INDEX_TEXT.diseases}
      description={INDEX_TEXT.diseasesDescription}
      crumbs={[{ title: INDEX_TEXT.diseases, link: '/diseases' }]}
      canonical="/diseases"
      microdata={schemaOrg('ItemList', {
        name: INDEX_TEXT.diseases,
        numberOfItems: data?.total ?? 0,
      })}
      wide
    >
      <p className={styles.lead}>{INDEX_TEXT.diseasesDescription}</p>
      <nav aria-label={INDEX_TEXT.russian} className={styles.alphabet}>
        {(data?.letters ?? []).map((letter) => (
          <a key={letter} href={`#disease-${letter}`} className={styles.letter}>
            {letter}
          </a>
        ))}
      </nav>
      {[...byLetter].map(([letter, items]) => (
        <section key={letter} className={styles.section} id={`disease-${letter}`}>
          <h2 className={styles.sectionTitle}>{letter}</h2>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.code}>
                <Link to={item.url}>{item.name}</Link>{' '}
                <span className={styles.muted}>{item.icd10}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentFrame>
  )
}

export function DiseaseScreen({ code }: { code: string }) {
  const { data: disease } = useDisease(code)
  if (disease === null) return <NotFound />
  const title = disease?.name ?? INDEX_TEXT.diseases
  return (
    <ProductsOfPage
      url={`/diseases/${code}`}
      title={title}
      breadcrumbs={[
        { title: 'Главная', link: '/' },
        { title: INDEX_TEXT.diseases, link: '/diseases' },
        { title, link: `/diseases/${code}` },
      ]}
      intro={
        disease ? (
          <div itemScope itemType="https://schema.org/MedicalCondition" className={styles.lead}>
            <meta itemProp="name" content={disease.name} />
            <p>
              {INDEX_TEXT.icd10}:{' '}
              <span itemProp="code" itemScope itemType="https://schema.org/MedicalCode">
                <span itemProp="codeValue">{disease.icd10}</span>
                <meta itemProp="codingSystem" content="ICD-10" />
              </span>
            </p>
            {disease.description ? <p itemProp="description">{disease.description}</p> : null}
          </div>
        ) : null
      }
    />
  )
}

function DrugAlphabets({
  letters,
  current,
}: {
  letters: Record<Alphabet, string[]>
  current?: { letter: string; alphabet: Alphabet }
}) {
  return (
    <>
      {(['ru', 'en'] as const).map((alphabet) => (
        <nav
          key={alphabet}
          aria-label={alphabet === 'ru' ? INDEX_TEXT.russian : INDEX_TEXT.latin}
          className={styles.alphabet}
        >
          {letters[alphabet].map((letter) => {
            const active = current?.alphabet === alphabet && current.letter === letter
            return (
              <Link
                key={letter}
                to={drugLetterPath(letter, alphabet)}
                className={active ? styles.letterActive : styles.letter}
                aria-current={active ? 'page' : undefined}
              >
                {letter}
              </Link>
            )
          })}
        </nav>
      ))}
    </>
  )
}

/** /drugs (the first Cyrillic letter's drugs) and /drugs/{x}/letter-{l}, /drugs/{x}/eng-{l}. */
export function DrugIndexScreen({ chosen }: { chosen?: { letter: string; alphabet: Alphabet } }) {
  const shown = chosen ?? { letter: 'А', alphabet: 'ru' as const }
  const ru = useDrugsByLetter({
    letter: shown.alphabet === 'ru' ? shown.letter : 'А',
    alphabet: 'ru',
  })
  const en = useDrugsByLetter({
    letter: shown.alphabet === 'en' ? shown.letter : 'A',
    alphabet: 'en',
  })
  const list = shown.alphabet === 'ru' ? ru.data : en.data
  const title = chosen ? INDEX_TEXT.letterTitle(chosen.letter) : INDEX_TEXT.drugs
  const path = chosen ? drugLetterPath(chosen.letter, chosen.alphabet) : '/drugs'
  return (
    <ContentFrame
      title={title}
      description={INDEX_TEXT.drugsDescription}
      crumbs={[
        { title: INDEX_TEXT.drugs, link: '/drugs' },
        ...(chosen ? [{ title: chosen.letter, link: path }] : []),
      ]}
      canonical={path}
      microdata={schemaOrg('ItemList', {
        name: title,
        itemListElement: (list?.items ?? []).map((drug, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: drug.title,
          url: drug.href,
        })),
      })}
      wide
    >
      <p className={styles.lead}>{INDEX_TEXT.drugsDescription}</p>
      <DrugAlphabets
        letters={{ ru: ru.data?.letters ?? [], en: en.data?.letters ?? [] }}
        current={shown}
      />
      {!chosen ? (
        <h2 className={styles.sectionTitle}>{INDEX_TEXT.letterTitle(shown.letter)}</h2>
      ) : null}
      {list && list.items.length === 0 ? (
        <p className={styles.muted}>{INDEX_TEXT.noDrugs}</p>
      ) : null}
      <ul className={styles.cards}>
        {(list?.items ?? []).map((drug) => (
          <li key={drug.alias}>
            <Link to={drug.href} className={styles.card}>
              <span className={styles.cardTitle}>{drug.title}</span>
              {drug.tradeNames.length ? (
                <span className={styles.muted}>
                  {INDEX_TEXT.tradeNames}: {drug.tradeNames.slice(0, 6).join(', ')}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </ContentFrame>
  )
}

/** /drugs/{alias}: the products of one active substance. */
export function DrugScreen({ alias }: { alias: string }) {
  return (
    <ProductsOfPage
      url={`/drugs/${alias}`}
      title={INDEX_TEXT.drugs}
      breadcrumbs={[
        { title: 'Главная', link: '/' },
        { title: INDEX_TEXT.drugs, link: '/drugs' },
        { title: alias, link: `/drugs/${alias}` },
      ]}
    />
  )
}
